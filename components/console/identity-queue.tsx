'use client';
// Identity checks: name, masked ID number, both photos side by side, approve / reject with a
// reason code and the photos to send again.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
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
import { statusTone } from './application-queue';
import { useMe } from './console-screen';
import { RejectDialog } from './decide-dialog';
import { Paging } from './queue-paging';
import { useConsoleFormat } from './use-console-format';
import { useConsoleRead } from './use-console-read';
import { useDecision } from './use-decision';
import { pageParam, useQueryState } from './use-query-state';
import styles from './panels.module.css';

type Item = OperatorAnswer<'queueIdentities'>['items'][number];
const STATUSES = ['pending', 'verified', 'rejected'] as const;
type Status = (typeof STATUSES)[number];

export function IdentityQueue() {
  const t = useTranslations('console');
  const q = useQueryState();
  const status = (STATUSES as readonly string[]).includes(q.get('status') ?? '')
    ? (q.get('status') as Status)
    : 'pending';
  const page = pageParam(q.get('page'));
  const list = useConsoleRead('queueIdentities', { status, page, pageSize: 20 });
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
                <li key={item.userId}>
                  <IdentityCard item={item} />
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

function IdentityCard({ item }: { item: Item }) {
  const t = useTranslations('console');
  const me = useMe();
  const f = useConsoleFormat();
  const errorText = useErrorText();
  const decision = useDecision();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [viewing, setViewing] = useState<{ src: string; alt: string } | null>(null);
  const canDecide = roleMay(me.role, 'decideIdentity') && item.status === 'pending';
  const photos = [
    ['front', item.frontImage],
    ['back', item.backImage],
  ] as const;

  return (
    <Card
      title={t('identity.title', { name: item.realName, id: item.userId })}
      actions={<Tag tone={statusTone(item.status)}>{t(`status.${item.status}`)}</Tag>}
    >
      <dl className={styles.facts}>
        <dt>{t('queue.phone')}</dt>
        <dd>{item.phone}</dd>
        <dt>{t('identity.idNumber')}</dt>
        <dd>{item.idNumber ?? t('identity.withheld')}</dd>
        <dt>{t('queue.createdAt')}</dt>
        <dd>{f.dateTime(item.submittedAt)}</dd>
        {item.reviewedBy ? (
          <>
            <dt>{t('queue.reviewedBy')}</dt>
            <dd>{item.reviewedBy}</dd>
          </>
        ) : null}
        {item.reasonCode ? (
          <>
            <dt>{t('queue.reasonCode')}</dt>
            <dd>{t(`reasonCodes.${item.reasonCode}` as never)}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.photos}>
        {photos.map(([side, src]) => {
          const alt = t('identity.photoAlt', { side: t(`identity.${side}`), name: item.realName });
          return src ? (
            <button key={side} type="button" className={styles.photoButton} onClick={() => setViewing({ src, alt })}>
              <Image src={src} alt={alt} width={240} height={152} className={styles.photo} />
              <span className={styles.photoHint}>{t(`identity.${side}`)}</span>
            </button>
          ) : (
            <p key={side} className={styles.muted}>
              {t('identity.photoWithheld', { side: t(`identity.${side}`) })}
            </p>
          );
        })}
      </div>
      {canDecide ? (
        <div className={styles.actions}>
          <Button onClick={() => setConfirming(true)} busy={decision.busy}>
            {t('decide.approve')}
          </Button>
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
          void decision.identity({ id: item.userId, decision: 'approve' }).then((ok) => ok && setConfirming(false))
        }
      >
        <p>{t('identity.approveBody', { name: item.realName })}</p>
        {decision.error ? (
          <p className={styles.error} role="alert">
            {errorText(decision.error)}
          </p>
        ) : null}
      </Dialog>
      {rejecting ? (
        <RejectDialog
          kind="identity"
          open
          busy={decision.busy}
          error={decision.error}
          onClose={() => {
            setRejecting(false);
            decision.clearError();
          }}
          onReject={(r) =>
            void decision
              .identity({
                id: item.userId,
                decision: 'reject',
                reasonCode: r.reasonCode as never,
                ...(r.note ? { reason: r.note } : {}),
                ...(r.photos.length ? { photos: r.photos } : {}),
              })
              .then((ok) => ok && setRejecting(false))
          }
        />
      ) : null}
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
