'use client';
// A queue of recharges, withdrawals or score refunds: filter by status (pending first), paged;
// each item with what the reviewer needs (recharges: the receipt inline from its signed link;
// withdrawals: bank, holder, masked account) and approve / reject. Above the threshold the
// two-person state shows who gave the first approval; that operator cannot give the second.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { CardNumber } from '@/components/ui/card-number';
import { Image } from '@/components/ui/image';
import { ImageViewer } from '@/components/ui/image-viewer';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { consoleCall } from '@/lib/console/transport';
import { useMe } from './console-screen';
import { DecisionBar } from './decision-bar';
import { QueueView } from './queue-view';
import { useConsoleFormat } from './use-console-format';
import styles from './panels.module.css';

type Item = OperatorAnswer<'queueApplications'>['items'][number];
type AppType = Item['type'];
const STATUSES = ['pending', 'approved', 'rejected'] as const;

export function statusTone(status: string) {
  return status === 'approved' || status === 'verified' ? 'success' : status === 'rejected' ? 'error' : 'warning';
}

export function ApplicationQueue({ type }: { type: AppType }) {
  return (
    <QueueView
      call="queueApplications"
      input={{ type }}
      statuses={STATUSES}
      itemKey={(item) => item.id}
      renderItem={(item) => <ApplicationCard item={item} />}
    />
  );
}

function ApplicationCard({ item }: { item: Item }) {
  const t = useTranslations('console');
  const me = useMe();
  const f = useConsoleFormat();
  const [viewing, setViewing] = useState<{ src: string; alt: string } | null>(null);
  const canDecide = roleMay(me.role, 'decideApplication') && item.status === 'pending';
  const ownFirst = item.firstApprovedBy === me.name;
  const amount = item.type === 'refund' ? t('queue.points', { n: item.points }) : f.money(item.amount);
  const receiptAlt = t('queue.receiptAlt', { id: item.id });

  return (
    <Card
      title={t(`queue.title.${item.type}`, { id: item.id, amount })}
      headingLevel={2}
      actions={<Tag tone={statusTone(item.status)}>{t(`status.${item.status}`)}</Tag>}
    >
      <div className={item.type === 'recharge' ? styles.withMedia : undefined} data-testid={`application-${item.id}`}>
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
                <CardNumber value={item.account} />
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
        {item.type === 'recharge' ? (
          item.receipt ? (
            <button
              type="button"
              className={styles.photoButton}
              onClick={() => setViewing({ src: item.receipt!, alt: receiptAlt })}
            >
              <Image src={item.receipt} alt={receiptAlt} width={240} height={320} className={styles.photo} />
              <span className={styles.photoHint}>{t('queue.enlarge')}</span>
            </button>
          ) : (
            <p className={styles.muted}>{t('queue.receiptWithheld')}</p>
          )
        ) : null}
      </div>
      {item.needsSecondApproval ? (
        <p className={styles.twoPerson} data-testid="two-person">
          <Tag tone="warning">{t('queue.twoPerson')}</Tag>{' '}
          {item.firstApprovedBy
            ? t('queue.firstApprovedBy', {
                name: item.firstApprovedBy,
                at: item.firstApprovedAt ? f.dateTime(item.firstApprovedAt) : '',
              })
            : t('queue.noApprovalYet')}
        </p>
      ) : null}
      {canDecide ? (
        <DecisionBar
          kind={item.type}
          approveLabel={item.firstApprovedBy ? t('decide.approveSecond') : t('decide.approve')}
          blockedNote={ownFirst ? t('queue.ownFirst') : undefined}
          approveBody={
            <>
              <p>
                {t('decide.approveBody', {
                  what: t(`queue.title.${item.type}`, { id: item.id, amount }),
                  phone: item.phone,
                })}
              </p>
              {item.needsSecondApproval && !item.firstApprovedBy ? <p>{t('decide.firstOfTwo')}</p> : null}
            </>
          }
          decide={(d) =>
            consoleCall(
              'decideApplication',
              d.decision === 'approve'
                ? { type: item.type, id: item.id, decision: 'approve' }
                : {
                    type: item.type,
                    id: item.id,
                    decision: 'reject',
                    reasonCode: d.reasonCode as never,
                    ...(d.note ? { reason: d.note } : {}),
                  },
            )
          }
        />
      ) : null}
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
