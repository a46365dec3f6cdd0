'use client';
// "Needs translation" (issue 41 #6, docs/i18n.md "Stale translations"): every translation made
// before its default-language text last changed, a row per content row and language, the latest
// change first (items, notices, articles, agreements and the rest alike). Translate opens that
// row's languages side by side; saving the language takes it off the list.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { LOCALE_NAMES } from '@/lib/i18n/config';
import { useMe } from '../kit/console-screen';
import { ConsoleList } from '../kit/console-list';
import { ContentLanguages } from '../kit/item-languages';
import { useConsoleFormat } from '../kit/use-console-format';
import { useConsoleRead } from '../kit/use-console-read';
import styles from '../kit/panels.module.css';

type Row = OperatorAnswer<'contentStale'>[number];

export function NeedsTranslation() {
  const t = useTranslations('console.content');
  const list = useConsoleRead('contentStale', {});
  return (
    <>
      <p className={styles.muted}>{t('translateHint')}</p>
      <ConsoleList
        call={list}
        label={t('section.translate')}
        items={(d) => d}
        itemKey={(r) => `${r.entity}|${r.id}|${r.locale}`}
        renderItem={(r) => <StaleRow row={r} />}
        empty={{ title: t('translateEmpty') }}
      />
    </>
  );
}

function StaleRow({ row: r }: { row: Row }) {
  const t = useTranslations('console.content');
  const f = useConsoleFormat();
  const me = useMe();
  const [open, setOpen] = useState(false);
  return (
    <Card title={r.label} actions={<Tag tone="warning">{LOCALE_NAMES[r.locale]}</Tag>}>
      <dl className={styles.facts}>
        <dt>{t(`entity.${r.entity}`)}</dt>
        <dd>{r.id}</dd>
        <dt>{t('translateChanged')}</dt>
        <dd>{f.dateTime(r.sourceUpdatedAt)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('languagesClose') : t('translateOpen')}
        </Button>
      </div>
      {open ? (
        <ContentLanguages
          entity={r.entity}
          id={r.id}
          canEdit={roleMay(me.role, 'contentTextSet')}
          refresh={['contentStale']}
          testId={`${r.entity}-${r.id}-languages`}
        />
      ) : null}
    </Card>
  );
}
