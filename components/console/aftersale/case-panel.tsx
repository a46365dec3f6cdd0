'use client';
// One after-sale case (afterSaleCase): the order's facts (what was paid, what was refunded and what
// is left, when and by whom it was delivered, the parcel), every step with the buyer's photos
// (signed links, opened in the photo viewer; a viewer reads how many there are, not the photos),
// the two-person state of a refund above the threshold, and support's actions for the roles that
// may take them (./case-actions.tsx).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { CallView } from '@/components/ui/call-view';
import { Image } from '@/components/ui/image';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { useMe } from '../kit/console-screen';
import { PhotoViewer } from '../kit/photo-viewer';
import { useConsoleFormat } from '../kit/use-console-format';
import { useConsoleRead } from '../kit/use-console-read';
import { CaseActions } from './case-actions';
import { STATUS_TONE } from './status';
import styles from '../kit/panels.module.css';
import own from './aftersale.module.css';

export type CaseDetail = OperatorAnswer<'afterSaleCase'>;
type Step = CaseDetail['events'][number];

export function CasePanel({ id }: { id: number }) {
  const t = useTranslations('console');
  const read = useConsoleRead('afterSaleCase', { id });
  return (
    <CallView
      call={read}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={8} />
        </SkeletonGroup>
      }
    >
      {(detail) => <CaseCard detail={detail} />}
    </CallView>
  );
}

function CaseCard({ detail }: { detail: CaseDetail }) {
  const t = useTranslations('console.afterSale');
  const tOrders = useTranslations('orders.status');
  const f = useConsoleFormat();
  const { case: c, order: o } = detail;
  return (
    <Card
      title={t('caseTitle', { id: c.id, kind: t(`kind.${c.kind}`) })}
      headingLevel={2}
      actions={<Tag tone={STATUS_TONE[c.status]}>{t(`status.${c.status}`)}</Tag>}
    >
      <div className={own.columns} data-testid={`aftersale-case-${c.id}`}>
        <dl className={styles.facts}>
          <dt>{t('order')}</dt>
          <dd>{t('orderIs', { id: o.id, name: o.productName, quantity: o.quantity })}</dd>
          <dt>{t('buyer')}</dt>
          <dd>{t('buyerIs', { id: c.userId, phone: c.phone })}</dd>
          <dt>{t('paid')}</dt>
          <dd>{f.money(o.total)}</dd>
          <dt>{t('refunded')}</dt>
          <dd data-testid="case-refunded">{f.money(c.refunded)}</dd>
          <dt>{t('refundable')}</dt>
          <dd data-testid="case-refundable">{f.money(detail.refundable)}</dd>
          <dt>{t('orderStatus')}</dt>
          <dd>{tOrders(o.status)}</dd>
          <dt>{t('bought')}</dt>
          <dd>{f.dateTime(o.createdAt)}</dd>
          {o.shippedAt ? (
            <>
              <dt>{t('shipped')}</dt>
              <dd>
                {f.dateTime(o.shippedAt)}
                {o.trackingNo ? ` · ${`${o.carrier ?? ''} ${o.trackingNo}`.trim()}` : ''}
              </dd>
            </>
          ) : null}
          {o.deliveredAt ? (
            <>
              <dt>{t('delivered')}</dt>
              <dd>
                {o.deliveredBy
                  ? t('deliveredBy', { at: f.dateTime(o.deliveredAt), by: t(`deliveredByWho.${o.deliveredBy}`) })
                  : f.dateTime(o.deliveredAt)}
              </dd>
            </>
          ) : null}
          <dt>{t('opened')}</dt>
          <dd>{f.dateTime(c.openedAt)}</dd>
        </dl>
        <section aria-label={t('steps')}>
          <h3 className={own.stepsTitle}>{t('steps')}</h3>
          <ol className={own.steps}>
            {detail.events.map((step) => (
              <CaseStep key={step.id} step={step} />
            ))}
          </ol>
        </section>
      </div>
      {c.status === 'refund_pending' && c.pendingAmount !== null ? (
        <p className={styles.twoPerson} data-testid="two-person">
          <Tag tone="warning">{t('twoPerson')}</Tag>{' '}
          {t('firstApproval', {
            name: c.firstApprovedBy ?? '',
            at: c.firstApprovedAt ? f.dateTime(c.firstApprovedAt) : '',
            amount: f.money(c.pendingAmount),
          })}
        </p>
      ) : null}
      <CaseActions detail={detail} />
    </Card>
  );
}

function CaseStep({ step }: { step: Step }) {
  const t = useTranslations('console.afterSale');
  const tc = useTranslations('console');
  const me = useMe();
  const f = useConsoleFormat();
  const [viewing, setViewing] = useState<{ src: string; alt: string } | null>(null);
  const who = step.actor === 'buyer' ? t('actorBuyer') : step.actor;
  return (
    <li className={own.step} data-kind={step.kind}>
      <p className={own.stepHead}>
        <strong>{t(`step.${step.kind}`)}</strong>
        <span className={styles.muted}>
          {who} · {f.dateTime(step.at)}
        </span>
      </p>
      {step.amount !== null ? <p className={own.stepLine}>{t('amountIs', { amount: f.money(step.amount) })}</p> : null}
      {step.reasonCode ? (
        <p className={own.stepLine}>{t('reasonIs', { reason: tc(`reasonCodes.${step.reasonCode}`) })}</p>
      ) : null}
      {step.text ? <p className={own.stepText}>{step.text}</p> : null}
      {step.note ? <p className={own.stepLine}>{t('noteIs', { note: step.note })}</p> : null}
      {step.photos.length > 0 ? (
        <ul className={own.photos} aria-label={t('photos', { n: step.photos.length })}>
          {step.photos.map((photo, i) => {
            const alt = t('photoAlt', { n: i + 1, id: step.id });
            return (
              <li key={photo.url}>
                <button
                  type="button"
                  className={styles.photoButton}
                  onClick={() => setViewing({ src: photo.url, alt })}
                >
                  <Image src={photo.thumb} alt={alt} width={96} height={96} className={own.thumb} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : step.photoCount > 0 ? (
        <p className={styles.muted}>
          {me.role === 'viewer' ? t('photosWithheld', { n: step.photoCount }) : t('photos', { n: step.photoCount })}
        </p>
      ) : null}
      <PhotoViewer image={viewing} onClose={() => setViewing(null)} />
    </li>
  );
}
