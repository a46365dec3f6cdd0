'use client';
// Money screens show what an operator decides elsewhere (a recharge approved, a withdrawal paid or
// rejected). SWR's own focus revalidation is throttled to once a minute for every read; these
// screens refresh their reads each time the app comes back to the front (at most every 2 s), and
// while something is still pending they also look again every 15 s while visible.
import { useEffect, useRef } from 'react';

export const FOCUS_MIN_INTERVAL_MS = 2_000;
export const PENDING_POLL_MS = 15_000;

export function useRefreshOnFocus(refresh: () => unknown, { pending = false }: { pending?: boolean } = {}): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  useEffect(() => {
    let last = Date.now();
    const run = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - last < FOCUS_MIN_INTERVAL_MS) return;
      last = now;
      void latest.current();
    };
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', run);
    const timer = pending ? window.setInterval(run, PENDING_POLL_MS) : undefined;
    return () => {
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', run);
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [pending]);
}
