'use client';
// Identity checks: name, masked ID number, both photos side by side, approve / reject with a
// reason code and the photos to send again.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Image } from '@/components/ui/image';
import { PhotoViewer } from '../kit/photo-viewer';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { statusTone } from './status-tone';
import { consoleCall } from '@/lib/console/transport';
import { useMe } from '../kit/console-screen';
import { DecisionBar } from './decision-bar';
import { BulkApprove, IdentityPick, useIdentitySelection, type IdentitySelection } from './identity-bulk';
import bulkStyles from './identity-bulk.module.css';
import { RevealNumber } from './reveal-number';
import { QueueView } from './queue-view';
import { useConsoleFormat } from '../kit/use-console-format';
import styles from '../kit/panels.module.css';

type Item = OperatorAnswer<'queueIdentities'>['items'][number];
const STATUSES = ['pending', 'verified', 'rejected'] as const;

export function IdentityQueue() {
  const me = useMe();
  const selection = useIdentitySelection();
  const bulk = roleMay(me.role, 'identityApproveBulk') ? selection : undefined;
  return (
    <>
      {bulk ? <BulkApprove selection={bulk} /> : null}
      <QueueView
        call="queueIdentities"
        input={{}}
        statuses={STATUSES}
        itemKey={(item) => item.userId}
        renderItem={(item) => <IdentityCard item={item} selection={bulk} />}
      />
    </>
  );
}

/** `selection`: a pending card gets a checkbox for bulk approval (identity-bulk.tsx). */
export function IdentityCard({ item, selection }: { item: Item; selection?: IdentitySelection }) {
  const t = useTranslations('console');
  const me = useMe();
  const f = useConsoleFormat();
  const [viewing, setViewing] = useState<{ src: string; alt: string } | null>(null);
  const canDecide = roleMay(me.role, 'decideIdentity') && item.status === 'pending';
  const photos = [
    ['front', item.frontImage],
    ['back', item.backImage],
  ] as const;

  return (
    <Card
      title={t('identity.title', { name: item.realName, id: item.userId })}
      actions={
        <span className={bulkStyles.head}>
          {selection && item.status === 'pending' ? (
            <IdentityPick
              id={item.userId}
              name={item.realName}
              title={t('identity.title', { name: item.realName, id: item.userId })}
              selection={selection}
            />
          ) : null}
          <Tag tone={statusTone(item.status)}>{t(`status.${item.status}`)}</Tag>
        </span>
      }
    >
      <dl className={styles.facts}>
        <dt>{t('queue.phone')}</dt>
        <dd>{item.phone}</dd>
        <dt>{t('identity.idNumber')}</dt>
        <dd>
          {item.idNumber === null ? (
            t('identity.withheld')
          ) : (
            <RevealNumber
              masked={item.idNumber}
              call="revealIdentity"
              what={t('identity.title', { name: item.realName, id: item.userId })}
              reveal={async () => (await consoleCall('revealIdentity', { id: item.userId })).idNumber}
              testId={`id-number-${item.userId}`}
            />
          )}
        </dd>
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
            // No link: withheld from a viewer, or the buyer sent no such photo (say which).
            <p key={side} className={styles.muted}>
              {t(me.role === 'viewer' ? 'identity.photoWithheld' : 'identity.noPhoto', { side: t(`identity.${side}`) })}
            </p>
          );
        })}
      </div>
      {canDecide ? (
        <DecisionBar
          kind="identity"
          approveLabel={t('decide.approve')}
          approveBody={<p>{t('identity.approveBody', { name: item.realName })}</p>}
          decide={async (d) => {
            await consoleCall(
              'decideIdentity',
              d.decision === 'approve'
                ? { id: item.userId, decision: 'approve' }
                : {
                    id: item.userId,
                    decision: 'reject',
                    reasonCode: d.reasonCode as never,
                    ...(d.note ? { reason: d.note } : {}),
                    ...(d.photos.length ? { photos: d.photos } : {}),
                  },
            );
            return {};
          }}
        />
      ) : null}
      <PhotoViewer image={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
