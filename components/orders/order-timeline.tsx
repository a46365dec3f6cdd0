'use client';
// An order's steps with their times (bought, consigned, sold, delivery requested, shipped,
// delivered): reached steps with a filled dot and the time, the steps still to come muted.
import { useLocale, useTranslations } from 'next-intl';
import { orderTimeline, type TimelineOrder } from '@/lib/orders/timeline';
import styles from './order-timeline.module.css';

export function OrderTimeline({ order, id }: { order: TimelineOrder; id: number }) {
  const t = useTranslations('orders');
  const locale = useLocale();
  // Short enough to sit beside the step's name on a phone: the year only when it is not this one.
  const thisYear = new Date().getFullYear();
  const format = (at: string) => {
    const d = new Date(at);
    return new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(d.getFullYear() === thisYear ? {} : { year: 'numeric' }),
    }).format(d);
  };
  const steps = orderTimeline(order);
  return (
    <ol className={styles.timeline} aria-label={t('timelineLabel')} data-testid={`timeline-${id}`}>
      {steps.map(({ step, at }) => (
        <li key={step} className={styles.step} data-step={step} data-done={at ? 'true' : 'false'}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.label}>{t(`step.${step}`)}</span>
          {at ? (
            <time className={styles.time} dateTime={at}>
              {format(at)}
            </time>
          ) : (
            <span className={styles.pending}>{t('stepPending')}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
