'use client';
// A user's history on the Users screen: the latest ledger entries, orders and addresses, each a
// card that says so when there is nothing.
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import type { orderStatus } from '@/lib/api/schemas/orders';
import { useConsoleFormat } from '../kit/use-console-format';
import styles from '../kit/panels.module.css';

// Points (the score accounts) are a count, not money.
export const isPoints = (account: string) => /(^|:)score(_frozen)?$/.test(account);
export type Detail = OperatorAnswer<'userDetail'>;

/** The ledger's kinds (server/wallet/ledger.ts LedgerKind), each with its words in console.users.kind. */
const KINDS = [
  'recharge',
  'purchase',
  'sale',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_paid',
  'score_grant',
  'score_hold',
  'score_release',
  'score_refunded',
] as const;
const isKind = (k: string): k is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(k);
/** An order's statuses (orders.status.* in the buyer's words, as the Orders screen shows them). */
const STATUSES = [
  'owned',
  'consigned',
  'sold',
  'delivery_requested',
  'shipped',
  'delivered',
] as const satisfies readonly (typeof orderStatus.options)[number][];
const isStatus = (s: string): s is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(s);

export function UserHistory({ d }: { d: Detail }) {
  const t = useTranslations('console');
  // Codes in words (a raw `withdraw_hold` or `shipped` reached zh-CN readers); an unknown one as is.
  const tAll = useTranslations();
  const kind = (k: string) => (isKind(k) ? t(`users.kind.${k}`) : k);
  const status = (s: string) => (isStatus(s) ? tAll(`orders.status.${s}`) : s);
  const f = useConsoleFormat();
  return (
    <>
      <Card title={t('users.ledger')}>
        {d.ledger.length === 0 ? (
          <p className={styles.muted}>{t('users.nothing')}</p>
        ) : (
          <ol className={styles.auditList}>
            {d.ledger.map((e) => (
              <li key={e.id} className={styles.auditRow}>
                <div className={styles.auditHead}>
                  <strong>{kind(e.kind)}</strong>
                  <span>{isPoints(e.account) ? f.number(e.amount) : f.money(e.amount)}</span>
                  <span className={styles.muted}>
                    {t('users.after', {
                      balance: isPoints(e.account) ? f.number(e.balanceAfter) : f.money(e.balanceAfter),
                    })}
                  </span>
                </div>
                <time className={styles.muted} dateTime={e.at}>
                  {f.dateTime(e.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title={t('users.orders')}>
        {d.orders.length === 0 ? (
          <p className={styles.muted}>{t('users.nothing')}</p>
        ) : (
          <ol className={styles.auditList}>
            {d.orders.map((o) => (
              <li key={o.id} className={styles.auditRow}>
                <div className={styles.auditHead}>
                  <strong>{o.productName}</strong>
                  <span>{f.money(o.total)}</span>
                  <Tag>{status(o.status)}</Tag>
                </div>
                <time className={styles.muted} dateTime={o.createdAt}>
                  {f.dateTime(o.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title={t('users.addresses')}>
        {d.addresses.length === 0 ? (
          <p className={styles.muted}>{t('users.nothing')}</p>
        ) : (
          <ul className={styles.auditList}>
            {d.addresses.map((a) => (
              <li key={a.id} className={styles.auditRow}>
                <strong>{a.name}</strong> {a.phone}
                <span className={styles.muted}>
                  {a.region} {a.detail}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
