'use client';
// Content: notices (paged, newest first; add, edit), articles (edit), and the app update
// configuration, one at a time (the chips, in the URL). Each notice and article opens its texts
// in every language side by side (ContentLanguages, the catalogue's). Bodies are edited as HTML
// with a live preview (DOMPurify, the buyers' allowlist: ./html-preview.tsx); write buttons only for roles that may.
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Chips } from '@/components/ui/chips';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from '../kit/console-screen';
import { ContentLanguages } from '../kit/item-languages';
import { useQueryState } from '../kit/use-query-state';
import { Articles } from './articles';
import { MoneyInstructions } from './money-instructions';
import { NeedsTranslation } from './needs-translation';
import { Notices } from './notices';
import { UpdateConfig } from './update-config';
import styles from '../kit/panels.module.css';

const SECTIONS = ['notices', 'articles', 'update', 'money', 'translate'] as const;
type Section = (typeof SECTIONS)[number];

export function ContentScreen() {
  const t = useTranslations('console.content');
  const q = useQueryState();
  const me = useMe();
  const wanted = q.get('show');
  const section: Section = SECTIONS.find((s) => s === wanted) ?? 'notices';
  return (
    <div className={styles.stack}>
      <Chips
        label={t('sections')}
        options={SECTIONS.map((s) => ({ value: s, label: t(`section.${s}`) }))}
        value={section}
        onChange={(s) => q.set({ show: s === 'notices' ? undefined : s, page: undefined })}
      />
      {section === 'notices' ? <Notices /> : null}
      {section === 'articles' ? <Articles /> : null}
      {section === 'money' ? <MoneyInstructions /> : null}
      {section === 'translate' ? <NeedsTranslation /> : null}
      {section === 'update' ? (
        <>
          <UpdateConfig canEdit={roleMay(me.role, 'configSet')} />
          <Card title={t('changeLogLanguages')}>
            <ContentLanguages
              entity="app_config"
              id={0}
              canEdit={roleMay(me.role, 'contentTextSet')}
              refresh={['configList']}
              testId="app_config-languages"
            />
          </Card>
        </>
      ) : null}
    </div>
  );
}
