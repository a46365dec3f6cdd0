'use client';
// Users: the table of every user (./users-table.tsx: sort, search by part of a phone, nickname or
// code, filters), then the exact find by full phone number, id or invitation code; the chosen
// user's profile with balances, ledger, orders and addresses; freeze (with a staff note) or
// unfreeze. The table's query and the chosen user are in the URL.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tag } from '@/components/ui/tag';
import { checkInput } from '@/lib/console/transport';
import { ConsoleList } from '../kit/console-list';
import { useConsoleRead } from '../kit/use-console-read';
import { useQueryState } from '../kit/use-query-state';
import { FindForm, findInput, KINDS, type Kind } from './find-form';
import { UserDetail } from './user-detail';
import { UsersTable } from './users-table';
import styles from '../kit/panels.module.css';

export function UsersScreen() {
  const t = useTranslations('console');
  const q = useQueryState();
  const kind = (KINDS as readonly string[]).includes(q.get('by') ?? '') ? (q.get('by') as Kind) : 'phone';
  const value = q.get('find') ?? '';
  const selected = Number(q.get('id'));
  const input = value ? findInput(kind, value) : null;
  const found = useConsoleRead('userFind', input && checkInput('userFind', input) === null ? input : null);
  const opened = Number.isInteger(selected) && selected > 0 ? selected : undefined;
  const detail = useRef<HTMLDivElement>(null);
  // A row opened from the table: its detail is under the table, so go there (focus follows, for a
  // keyboard and a screen reader). Only after a choice here, never on a reload of a shared link.
  const chose = useRef(false);
  useEffect(() => {
    if (!chose.current || opened === undefined) return;
    chose.current = false;
    detail.current?.scrollIntoView({ block: 'start' });
    detail.current?.focus({ preventScroll: true });
  }, [opened]);
  const open = (id: number) => {
    chose.current = true;
    q.set({ id });
  };

  return (
    <div className={styles.stack}>
      <UsersTable current={opened} onOpen={open} />
      {opened !== undefined ? (
        <div ref={detail} tabIndex={-1} role="region" aria-label={t('users.profile', { id: opened })}>
          <UserDetail id={opened} />
        </div>
      ) : null}
      <FindForm
        key={`${kind}:${value}`}
        kind={kind}
        value={value}
        onFind={(by, v) => q.set({ by, find: v, id: undefined })}
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
              <Button variant="secondary" onClick={() => open(u.id)} aria-pressed={selected === u.id}>
                {t('users.open')}
              </Button>
            </Card>
          )}
        />
      ) : null}
    </div>
  );
}
