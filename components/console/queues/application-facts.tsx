'use client';
// What the reviewer reads about one application: who, when, and per type the payer (recharge),
// the bank, holder and masked account (withdrawal; finance shows it whole, audited) or the buyer's note (score refund); once
// decided, by whom and why.
import { useTranslations } from 'next-intl';
import { CardNumber } from '@/components/ui/card-number';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { consoleCall } from '@/lib/console/transport';
import { useConsoleFormat } from '../kit/use-console-format';
import { RevealNumber } from './reveal-number';
import styles from '../kit/panels.module.css';

export type Item = OperatorAnswer<'queueApplications'>['items'][number];

export function ApplicationFacts({ item }: { item: Item }) {
  const t = useTranslations('console');
  const f = useConsoleFormat();
  return (
    <dl className={styles.facts}>
      <dt>{t('queue.phone')}</dt>
      <dd>{item.phone}</dd>
      <dt>{t('queue.userId')}</dt>
      <dd>{item.userId}</dd>
      <dt>{t('queue.createdAt')}</dt>
      <dd>{f.dateTime(item.createdAt)}</dd>
      {item.type === 'recharge' ? (
        <>
          <dt>{t('queue.payer')}</dt>
          <dd>{item.payerName ?? '—'}</dd>
        </>
      ) : null}
      {item.type === 'withdraw' ? (
        <>
          <dt>{t('queue.fee')}</dt>
          <dd>{f.money(item.fee)}</dd>
          <dt>{t('queue.bank')}</dt>
          <dd>{item.bankName}</dd>
          <dt>{t('queue.holder')}</dt>
          <dd>{item.holderName}</dd>
          <dt>{t('queue.account')}</dt>
          <dd>
            <RevealNumber
              masked={<CardNumber value={item.account} />}
              call="revealApplication"
              what={t('queue.title.withdraw', { id: item.id, amount: f.money(item.amount) })}
              reveal={async () => (await consoleCall('revealApplication', { type: 'withdraw', id: item.id })).account}
              testId={`account-${item.id}`}
            />
          </dd>
        </>
      ) : null}
      {item.type === 'refund' && item.note ? (
        <>
          <dt>{t('queue.buyerNote')}</dt>
          <dd>{item.note}</dd>
        </>
      ) : null}
      {item.reviewedBy ? (
        <>
          <dt>{t('queue.reviewedBy')}</dt>
          <dd>
            {item.reviewedBy}
            {item.reviewedAt ? ` · ${f.dateTime(item.reviewedAt)}` : ''}
          </dd>
        </>
      ) : null}
      {item.reasonCode ? (
        <>
          <dt>{t('queue.reasonCode')}</dt>
          <dd>{t(`reasonCodes.${item.reasonCode}` as never)}</dd>
        </>
      ) : null}
      {item.reason ? (
        <>
          <dt>{t('queue.staffNote')}</dt>
          <dd>{item.reason}</dd>
        </>
      ) : null}
    </dl>
  );
}
