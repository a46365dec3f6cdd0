'use client';
// Users: find one by full phone number, id or invitation code; the profile with balances, ledger,
// orders and addresses; freeze (with a staff note) or unfreeze. The chosen user is in the URL.
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tag } from '@/components/ui/tag';
import { checkInput } from '@/lib/console/transport';
import { ConsoleList } from '../kit/console-list';
import { useConsoleRead } from '../kit/use-console-read';
import { useQueryState } from '../kit/use-query-state';
import { FindForm, findInput, KINDS, type Kind } from './find-form';
import { UserDetail } from './user-detail';
import styles from '../kit/panels.module.css';

export function UsersScreen() {
  const t = useTranslations('console');
  const q = useQueryState();
  const kind = (KINDS as readonly string[]).includes(q.get('by') ?? '') ? (q.get('by') as Kind) : 'phone';
  const value = q.get('q') ?? '';
  const selected = Number(q.get('id'));
  const input = value ? findInput(kind, value) : null;
  const found = useConsoleRead('userFind', input && checkInput('userFind', input) === null ? input : null);

  return (
    <div className={styles.stack}>
      <FindForm
        key={`${kind}:${value}`}
        kind={kind}
        value={value}
        onFind={(by, v) => q.set({ by, q: v, id: undefined })}
      />
      {input ? (
        <ConsoleList
          call={found}
          items={(d) => d.items}
          itemKey={(u) => u.id}
          label={t('users.results')}
          lines={3}
          empty={{ title: t('users.none') }}
          renderItem={(u) => (
            <Card
              title={u.nickname ?? t('users.noNickname')}
              headingLevel={2}
              actions={u.frozen ? <Tag tone="error">{t('users.frozen')}</Tag> : undefined}
            >
              <dl className={styles.facts}>
                <dt>{t('queue.userId')}</dt>
                <dd>{u.id}</dd>
                <dt>{t('queue.phone')}</dt>
                <dd>{u.phone}</dd>
              </dl>
              <Button variant="secondary" onClick={() => q.set({ id: u.id })} aria-pressed={selected === u.id}>
                {t('users.open')}
              </Button>
            </Card>
          )}
        />
      ) : null}
      {Number.isInteger(selected) && selected > 0 ? <UserDetail id={selected} /> : null}
    </div>
  );
}
