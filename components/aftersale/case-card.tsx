'use client';
// One after-sale request: its kind and where it stands, its steps oldest first (what the buyer
// sent with the photos, support's question, the buyer's reply, the amount refunded to the wallet,
// or the closing with its reason in words), and the reply form while support waits for more.
// Support's internal notes and names never reach this screen (the buyer's answer has none).
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { Image } from '@/components/ui/image';
import { ImageViewer } from '@/components/ui/image-viewer';
import { Tag, type TagTone } from '@/components/ui/tag';
import type { AfterSaleCase } from './after-sale-screen';
import { ReplyForm } from './reply-form';
import { useDateTime } from './use-date-time';
import styles from './aftersale.module.css';

type Status = AfterSaleCase['status'];
type Step = AfterSaleCase['events'][number];

export const STATUS_TONE: Record<Status, TagTone> = {
  open: 'warning',
  info_requested: 'accent',
  refund_pending: 'warning',
  refunded: 'success',
  rejected: 'neutral',
};

export function CaseCard({ item, onChanged }: { item: AfterSaleCase; onChanged: () => void }) {
  const t = useTranslations('afterSale');
  const when = useDateTime();
  return (
    <Card
      title={t(`kind.${item.kind}`)}
      actions={<Tag tone={STATUS_TONE[item.status]}>{t(`status.${item.status}`)}</Tag>}
    >
      <p className={styles.caseHead}>{t('openedOn', { date: when(item.openedAt) })}</p>
      <ol className={styles.timeline} aria-label={t('timelineLabel')} data-testid={`case-${item.id}`}>
        {item.events.map((step) => (
          <CaseStep key={step.id} step={step} />
        ))}
      </ol>
      {item.status === 'info_requested' ? (
        <div className={styles.reply}>
          <h3 className={styles.replyTitle}>{t('replyTitle')}</h3>
          <ReplyForm caseId={item.id} onSent={onChanged} />
        </div>
      ) : null}
    </Card>
  );
}

function CaseStep({ step }: { step: Step }) {
  const t = useTranslations('afterSale');
  const reasons = useTranslations('afterSale.rejection');
  const locale = useLocale();
  const when = useDateTime();
  return (
    <li className={styles.step} data-kind={step.kind} data-actor={step.actor}>
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.stepBody}>
        <div className={styles.stepHead}>
          <h3 className={styles.stepTitle}>{t(`step.${step.kind}`)}</h3>
          <time className={styles.time} dateTime={step.at}>
            {when(step.at)}
          </time>
        </div>
        {step.kind === 'refunded' && step.amount !== null ? (
          <p className={styles.stepNote}>
            {t.rich('refundedLine', {
              amount: formatMoney(step.amount, locale),
              b: (chunks) => (
                <span className={styles.amount} data-testid="refund-amount">
                  {chunks}
                </span>
              ),
            })}
          </p>
        ) : null}
        {step.kind === 'rejected' ? (
          <p className={styles.stepNote} data-testid="rejection-reason">
            {reasons(step.reasonCode ?? 'other')}
          </p>
        ) : null}
        {step.text ? <p className={styles.text}>{step.text}</p> : null}
        {step.photos.length > 0 ? <StepPhotos photos={step.photos} /> : null}
      </div>
    </li>
  );
}

function StepPhotos({ photos }: { photos: Step['photos'] }) {
  const t = useTranslations('afterSale');
  const [open, setOpen] = useState<{ src: string; alt: string } | null>(null);
  return (
    <>
      <ul className={styles.photos} aria-label={t('photosLabel', { count: photos.length })}>
        {photos.map((photo, i) => {
          const alt = t('photoAlt', { index: i + 1 });
          return (
            <li key={photo.url}>
              <button type="button" className={styles.photoButton} onClick={() => setOpen({ src: photo.url, alt })}>
                <Image src={photo.thumb} alt={alt} width={72} height={72} />
              </button>
            </li>
          );
        })}
      </ul>
      <ImageViewer image={open} onClose={() => setOpen(null)} />
    </>
  );
}
