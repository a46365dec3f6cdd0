'use client';
// Runs the app's one real-time connection (lib/realtime) in the shell: connects when a session
// exists (after the page has loaded with a stored token, right after login), nudges it when the
// network or the tab comes back, and closes it and forgets the chat state on logout (it belonged
// to that user). The client itself is loaded on demand (lib/realtime/lazy.ts): a visitor without
// a session never downloads it. Mounted once in app/[locale]/layout.tsx.
import { useEffect } from 'react';
import { afterLoad } from '@/lib/after-load';
import { realtimeClient } from '@/lib/realtime/lazy';
import { useSessionStatus } from '@/lib/session/use-session-status';

export function RealtimeRoot() {
  const status = useSessionStatus();
  useEffect(() => {
    if (status === 'anonymous') realtimeClient.loaded()?.stopRealtime();
    if (status !== 'authenticated') return;
    let active = true;
    const connect = () => {
      realtimeClient.load().then(
        (client) => {
          if (active) client.startRealtime();
        },
        // Offline before the chunk was cached: the next nudge (network back, tab shown) retries.
        () => undefined,
      );
    };
    const cancelLoad = afterLoad(connect);
    const nudge = () => {
      if (document.visibilityState === 'visible') connect();
    };
    window.addEventListener('online', nudge);
    document.addEventListener('visibilitychange', nudge);
    return () => {
      active = false;
      cancelLoad();
      window.removeEventListener('online', nudge);
      document.removeEventListener('visibilitychange', nudge);
    };
  }, [status]);
  return null;
}
