'use client';
// A queue of recharges, withdrawals or score refunds: filter by status (pending first), paged;
// each item with what the reviewer needs (recharges: the receipt inline from its signed link;
// withdrawals: bank, holder, masked account) and approve / reject. Above the threshold the
// two-person state shows who gave the first approval; that operator cannot give the second.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { CardNumber } from '@/components/ui/card-number';
import { Chips } from '@/components/ui/chips';
import { Dialog } from '@/components/ui/dialog';
import { Image } from '@/components/ui/image';
import { ImageViewer } from '@/components/ui/image-viewer';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tag } from '@/components/ui/tag';
import { useErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from './console-screen';
import { RejectDialog } from './decide-dialog';
import { Paging } from './queue-paging';
import { useConsoleFormat } from './use-console-format';
import { useConsoleRead } from './use-console-read';
import { useDecision } from './use-decision';
import { pageParam, useQueryState } from './use-query-state';
import styles from './panels.module.css';

type Item = OperatorAnswer<'queueApplications'>['items'][number];
type AppType = Item['type'];
const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const PAGE_SIZE = 20;

export function statusTone(status: string) {
  return status === 'approved' || status === 'verified' ? 'success' : status === 'rejected' ? 'error' : 'warning';
}

export function ApplicationQueue({ type }: { type: AppType }) {
  const t = useTranslations('console');
  const q = useQueryState();
  const status = (STATUSES as readonly string[]).includes(q.get('status') ?? '')
    ? (q.get('status') as Status)
    : 'pending';
  const page = pageParam(q.get('page'));
  const list = useConsoleRead('queueApplications', { type, status, page, pageSize: PAGE_SIZE });

  return (
    <>
      <Chips
        label={t('queue.status')}
        options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={status}
        onChange={(s) => q.set({ status: s === 'pending' ? undefined : s, page: undefined })}
      />
      <CallView
        call={list}
        skeleton={
          <SkeletonGroup label={t('loading')}>
            <SkeletonText lines={6} />
          </SkeletonGroup>
        }
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('queue.empty')} body={t('queue.emptyBody')} />}
      >
        {(d) => (
          <>
            <ul className={styles.items}>
              {d.items.map((item) => (
                <li key={item.id}>
                  <ApplicationCard item={item} />
                </li>
              ))}
            </ul>
            <Paging page={d.page} pageSize={d.pageSize} total={d.total} onPage={(p) => q.set({ page: p })} />
          </>
        )}
      </CallView>
    </>
  );
}

function ApplicationCard({ item }: { item: Item }) {
  const t = useTranslations('console');
  const me = useMe();
  const f = useConsoleFormat();
  const errorText = useErrorText();
  const decision = useDecision();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
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
        <div className={styles.actions}>
          {ownFirst ? (
            <p className={styles.muted}>{t('queue.ownFirst')}</p>
          ) : (
            <Button onClick={() => setConfirming(true)} busy={decision.busy}>
              {item.firstApprovedBy ? t('decide.approveSecond') : t('decide.approve')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setRejecting(true)} busy={decision.busy}>
            {t('decide.reject')}
          </Button>
        </div>
      ) : null}
      {decision.error && !confirming && !rejecting ? (
        <p className={styles.error} role="alert">
          {errorText(decision.error)}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          decision.clearError();
        }}
        title={t('decide.approveTitle')}
        confirmLabel={t('decide.approve')}
        busy={decision.busy}
        onConfirm={() =>
          void decision
            .application({ type: item.type, id: item.id, decision: 'approve' })
            .then((ok) => ok && setConfirming(false))
        }
      >
        <p>
          {t('decide.approveBody', { what: t(`queue.title.${item.type}`, { id: item.id, amount }), phone: item.phone })}
        </p>
        {item.needsSecondApproval && !item.firstApprovedBy ? <p>{t('decide.firstOfTwo')}</p> : null}
        {decision.error ? (
          <p className={styles.error} role="alert">
            {errorText(decision.error)}
          </p>
        ) : null}
      </Dialog>
      {rejecting ? (
        <RejectDialog
          kind={item.type}
          open
          busy={decision.busy}
          error={decision.error}
          onClose={() => {
            setRejecting(false);
            decision.clearError();
          }}
          onReject={(r) =>
            void decision
              .application({
                type: item.type,
                id: item.id,
                decision: 'reject',
                reasonCode: r.reasonCode as never,
                ...(r.note ? { reason: r.note } : {}),
              })
              .then((ok) => ok && setRejecting(false))
          }
        />
      ) : null}
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
