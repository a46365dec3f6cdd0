'use client';
// The watch toggle (a heart, 44 × 44 px) on an item's card and detail: AddWatch / RemoveWatch,
// its state from the user's watchlist (one cached GetWatchList read shared by every button). Shown
// only to a logged-in user. The label names the item for screen readers; aria-pressed says
// whether it is watched. The heart turns at once and turns back if the call fails (toasted).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { useWatchList } from '@/lib/api/hooks/use-reads';
import { useSessionStatus } from '@/lib/session/use-session-status';
import styles from './watch-button.module.css';

export interface WatchButtonProps {
  productId: number;
  name: string;
  /** Over a card's photo (white disc) or inline on the detail. */
  variant?: 'overlay' | 'inline';
}

export function WatchButton({ productId, name, variant = 'inline' }: WatchButtonProps) {
  const t = useTranslations('watch');
  const status = useSessionStatus();
  const list = useWatchList(status === 'authenticated' ? {} : null);
  const add = useApiMutation('AddWatch');
  const remove = useApiMutation('RemoveWatch');
  const [pending, setPending] = useState<boolean | null>(null);
  if (status !== 'authenticated') return null;
  const watched = pending ?? list.data?.some((p) => p.id === productId) ?? false;
  const busy = add.isMutating || remove.isMutating;

  async function toggle() {
    const next = !watched;
    setPending(next);
    try {
      await (next ? add : remove).trigger({ productId });
    } catch {
      // Toasted by the request layer; the heart shows the list's state again.
    } finally {
      setPending(null);
    }
  }

  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]}`}
      aria-pressed={watched}
      aria-label={watched ? t('unwatch', { name }) : t('watch', { name })}
      aria-busy={busy || undefined}
      data-testid="watch-button"
      onClick={() => {
        if (!busy) void toggle();
      }}
    >
      <span aria-hidden="true" className={watched ? styles.on : styles.off}>
        {watched ? '♥' : '♡'}
      </span>
    </button>
  );
}
