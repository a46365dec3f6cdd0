'use client';
// The auction window's status strip: the status word, a live countdown to its next change
// (server time, see lib/auction/use-server-clock.ts; tabular digits that never count up) and the
// daily hours. A screen reader hears only the milestones (1 h, 10 min, 1 min before a change, and
// the change itself) through one polite live region, never every second. Used by the home
// screen and meant for the detail screen too. Strings: messages `home.auction`.
import { useLocale, useTranslations } from 'next-intl';
import { zoneName } from '@/lib/format/zone-name';
import { CLIENT_CODES } from '@/lib/api/codes';
import { isApiError } from '@/lib/api/client/api-error';
import { useOnline } from '@/lib/pwa/use-online';
import { formatCountdown, type Milestone } from '@/lib/auction/server-clock';
import { isAllDay, type AuctionPhase } from '@/lib/auction/status';
import { useAuctionStatus } from '@/lib/auction/use-auction-status';
import { Skeleton } from './skeleton';
import { ErrorState } from './states';
import { Tag, type TagTone } from './tag';
import styles from './auction-countdown.module.css';

const PHASE: Record<
  AuctionPhase,
  { word: 'notStarted' | 'bidding' | 'ended'; lead: 'startsIn' | 'endsIn' | 'nextIn'; tone: TagTone }
> = {
  not_started: { word: 'notStarted', lead: 'startsIn', tone: 'warning' },
  bidding: { word: 'bidding', lead: 'endsIn', tone: 'success' },
  ended: { word: 'ended', lead: 'nextIn', tone: 'neutral' },
};

export interface AuctionCountdownProps {
  /** Extra class for placing the strip (margins). */
  className?: string;
}

export function AuctionCountdown({ className }: AuctionCountdownProps) {
  const t = useTranslations('home.auction');
  const locale = useLocale();
  const live = useAuctionStatus();
  const online = useOnline();
  const classes = className ? `${styles.strip} ${className}` : styles.strip;

  if (!live.status || live.target === null || !live.window) {
    // Offline the window cannot be known (a stored one would count down from a stale clock) and
    // nothing can be bought: the strip steps aside instead of adding an error to the banner's.
    if (!online && isApiError(live.error) && live.error.code === CLIENT_CODES.network) return null;
    if (live.error && !live.isLoading)
      return (
        <section className={classes} aria-label={t('label')}>
          <ErrorState inline error={live.error} onRetry={live.refresh} />
        </section>
      );
    return (
      <section className={classes} aria-label={t('label')} aria-busy="true">
        {/* The heights of the status row and the hours line: nothing moves when they arrive. */}
        <Skeleton height={30} width="60%" />
        <Skeleton height={18} width="40%" />
      </section>
    );
  }

  const phase = PHASE[live.status.phase];
  const zone = zoneName(live.window.timeZone, locale);
  // Open all day (a start equal to the end): the status word only, no countdown to a close that
  // never comes.
  const allDay = isAllDay(live.window);
  return (
    <section className={classes} aria-label={t('label')} data-phase={live.status.phase} data-testid="auction-countdown">
      <div className={styles.row}>
        <Tag tone={phase.tone}>{t(phase.word)}</Tag>
        {allDay ? null : (
          <>
            <span className={styles.lead}>{t(phase.lead)}</span>
            <span role="timer" className={styles.digits} data-testid="auction-time-left">
              {formatCountdown(live.target)}
            </span>
          </>
        )}
      </div>
      <p className={styles.hours}>
        {allDay ? t('allDay', { zone }) : t('hours', { start: live.window.startTime, end: live.window.endTime, zone })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="auction-announcement">
        {live.milestone ? <Announcement key={live.milestone.seq} milestone={live.milestone.value} /> : null}
      </p>
    </section>
  );
}

function Announcement({ milestone }: { milestone: Milestone }) {
  const t = useTranslations('home.auction');
  if (milestone.kind === 'phase') return <>{t(`now_${milestone.phase}`)}</>;
  const key =
    milestone.phase === 'bidding' ? 'endsInMinutes' : milestone.phase === 'ended' ? 'nextInMinutes' : 'startsInMinutes';
  return <>{t(key, { minutes: milestone.minutes })}</>;
}
