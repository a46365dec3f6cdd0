'use client';
// One user on the Users screen: the profile with balances, then the ledger, orders and addresses;
// freeze or unfreeze for the roles that may.
import { useTranslations } from 'next-intl';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from '../kit/console-screen';
import { useConsoleFormat } from '../kit/use-console-format';
import { useConsoleRead } from '../kit/use-console-read';
import { FreezeButton } from './freeze-button';
import { isPoints, UserHistory, type Detail } from './user-history';
import styles from '../kit/panels.module.css';

/** A user's ledger accounts (server/wallet/ledger.ts userBalances): points are not money. */
const ACCOUNTS = new Set(['available', 'frozen', 'score', 'score_frozen'] as const);
type AccountKind = typeof ACCOUNTS extends Set<infer K> ? K : never;

export function UserDetail({ id }: { id: number }) {
  const t = useTranslations('console');
  const detail = useConsoleRead('userDetail', { id });
  return (
    <CallView
      call={detail}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={8} />
        </SkeletonGroup>
      }
    >
      {(d) => <UserBody d={d} />}
    </CallView>
  );
}

function UserBody({ d }: { d: Detail }) {
  const t = useTranslations('console');
  const tAccount = useTranslations('account');
  const me = useMe();
  const f = useConsoleFormat();
  const u = d.user;
  return (
    <div className={styles.stack} data-testid="user-detail">
      <Card
        title={t('users.profile', { id: u.id })}
        actions={<Tag tone={u.frozen ? 'error' : 'success'}>{u.frozen ? t('users.frozen') : t('users.active')}</Tag>}
      >
        <dl className={styles.facts}>
          <dt>{t('queue.phone')}</dt>
          <dd>{u.phone}</dd>
          <dt>{t('users.nickname')}</dt>
          <dd>{u.nickname ?? '—'}</dd>
          <dt>{t('users.code')}</dt>
          <dd>{u.invitationCode ?? '—'}</dd>
          <dt>{t('users.identity')}</dt>
          <dd>{tAccount(`identityStatus.${u.identityStatus}`)}</dd>
          <dt>{t('users.invitations')}</dt>
          <dd>{f.number(u.invitations)}</dd>
          <dt>{t('users.since')}</dt>
          <dd>{f.dateTime(u.createdAt)}</dd>
          {Object.entries(d.balances).map(([account, amount]) => (
            <FragmentRow
              key={account}
              label={
                (ACCOUNTS as ReadonlySet<string>).has(account) ? t(`users.accounts.${account as AccountKind}`) : account
              }
              value={isPoints(account) ? f.number(amount) : f.money(amount)}
            />
          ))}
          {u.frozen && u.frozenReason ? <FragmentRow label={t('users.frozenNote')} value={u.frozenReason} /> : null}
        </dl>
        {roleMay(me.role, 'userFreeze') ? <FreezeButton id={u.id} frozen={u.frozen} /> : null}
      </Card>
      <UserHistory d={d} />
    </div>
  );
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
