'use client';
// The real-time connection's state, small and quiet: a dot and a word. It is a polite live
// region, and "connecting" is only shown when it lasts (a quick reconnect does not flicker or
// announce anything).
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { ConnectionState } from '@/lib/realtime';
import { useConnectionState } from '@/lib/realtime/use-realtime';
import styles from './chat.module.css';

/** A state must last this long before it is shown (no flicker on a quick reconnect). */
export const STATE_SETTLE_MS = 800;

export function useSettledState(state: ConnectionState, delay = STATE_SETTLE_MS): ConnectionState {
  // Until the first state settles the screen says "connecting" (also in the prerendered HTML).
  const [shown, setShown] = useState<ConnectionState>(state === 'live' ? 'live' : 'connecting');
  useEffect(() => {
    if (state === shown) return;
    const timer = setTimeout(() => setShown(state), state === 'live' ? 0 : delay);
    return () => clearTimeout(timer);
  }, [state, shown, delay]);
  return shown;
}

export function ConnectionStatus() {
  const t = useTranslations('chat');
  const state = useSettledState(useConnectionState());
  return (
    <p className={styles.connection} data-state={state} data-testid="connection-status">
      <span className={styles.connectionDot} aria-hidden="true" />
      <span className="visually-hidden">{t('connection')}: </span>
      <span role="status" aria-live="polite">
        {t(`state.${state}`)}
      </span>
    </p>
  );
}
