'use client';
// Money screens show what an operator decides elsewhere (a recharge approved, a withdrawal paid or
// rejected). SWR's own focus revalidation is throttled to once a minute for every read; these
// screens refresh their reads each time the app comes back to the front (at most every 2 s), and
// while something is still pending they also look again every 15 s while visible.
import { useEffect, useRef } from 'react';

export const FOCUS_MIN_INTERVAL_MS = 2_000;
export const PENDING_POLL_MS = 15_000;

/** Focus and visibilitychange of one return to the app arrive this close together. */
export const SAME_RETURN_MS = 250;

export type RefreshReason = 'return' | 'poll';

export interface RefreshGate {
  /** The app came back to the front ('return') or the pending poll is due: refresh now or soon. */
  request(reason: RefreshReason): void;
  /** Forget a refresh that is waiting for its turn (the screen is going). */
  cancel(): void;
}

/**
 * At most one refresh per `minIntervalMs`, and no request is dropped: one that comes too soon after
 * the last refresh started, or while it is on its way, gets one more refresh when the interval is
 * over, because what the operator decided after that refresh read the server is only seen by a
 * later one. (Dropping it left a rejected withdrawal's money held on the wallet until the next
 * 15 s poll when the user came back within 2 s of a poll.) The one exception is the other event
 * of the same return: focus and visibilitychange both fire when the app comes back, and the
 * refresh the first one started went out at that moment.
 */
export function createRefreshGate(
  refresh: () => unknown,
  {
    minIntervalMs = FOCUS_MIN_INTERVAL_MS,
    now = () => Date.now(),
  }: { minIntervalMs?: number; now?: () => number } = {},
): RefreshGate {
  // No refresh yet: the first request goes out at once, also right after the screen mounted (its
  // first reads may be answers SWR kept from before the user looked away).
  let startedAt = Number.NEGATIVE_INFINITY;
  let startedBy: RefreshReason = 'poll';
  let inFlight = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const start = (reason: RefreshReason) => {
    timer = undefined;
    startedAt = now();
    startedBy = reason;
    inFlight = true;
    let answer: unknown;
    try {
      answer = refresh();
    } catch {
      // A read that fails shows its error on the screen; the gate only has to open again.
    }
    void Promise.resolve(answer).then(settle, settle);
  };
  const schedule = (reason: RefreshReason) => {
    const wait = startedAt + minIntervalMs - now();
    if (wait <= 0) start(reason);
    else timer = setTimeout(() => start(reason), wait);
  };
  function settle() {
    inFlight = false;
    if (!again) return;
    again = false;
    schedule('return');
  }

  return {
    request(reason) {
      // A refresh is already due after the last one.
      if (timer !== undefined || again) return;
      const sameReturn =
        reason === 'return' && startedBy === 'return' && (inFlight || now() - startedAt < SAME_RETURN_MS);
      if (sameReturn) return;
      if (inFlight) again = true;
      else schedule(reason);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      again = false;
    },
  };
}

export function useRefreshOnFocus(refresh: () => unknown, { pending = false }: { pending?: boolean } = {}): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  // One gate for the screen's life: its clock must not start over when `pending` changes (that is
  // when the held money appears, just before an operator decides).
  const gate = useRef<RefreshGate | null>(null);
  useEffect(() => {
    const created = createRefreshGate(() => latest.current());
    gate.current = created;
    return () => {
      created.cancel();
      gate.current = null;
    };
  }, []);
  useEffect(() => {
    const ask = (reason: RefreshReason) => () => {
      if (document.visibilityState !== 'hidden') gate.current?.request(reason);
    };
    const back = ask('return');
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    const timer = pending ? window.setInterval(ask('poll'), PENDING_POLL_MS) : undefined;
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [pending]);
}
