'use client';
// A repeat visit renders before its first request returns: the read's last answer for this user
// (last-seen.ts: local storage, per user, dropped when who is logged in changes) is handed to SWR as
// its fallback while the read is out, and the fresh answer replaces it in place when it arrives.
// The stored answer is held to the call's response schema first (its compiled read check), like any
// answer before it is rendered: one stored by an older build, or storage edited by hand, is not shown.
// Read after hydration (an effect), so the prerendered HTML and the first client render agree.
// Local storage rather than IndexedDB: it is synchronous, so nothing waits on a database open
// before the schema check; the store is small (80 answers, each under 200 000 characters).
import { useEffect, useState } from 'react';
import type { CallName } from '../call-facts';
import { loadReadContract } from '../client/contract-loader';
import { requestLocale } from '../client/locale';
import { lastSeenReadKey } from '@/lib/storage';
import { LAST_SEEN_READS, recallRead } from './last-seen';

/** The stored answer of `[name, input]` for the current user, once checked; undefined until then. */
export function useRecalled<T>(name: CallName, input: unknown): T | undefined {
  // The key fetchCall (keys.ts) remembers the read under: the locale is part of it.
  const key =
    input === null || !LAST_SEEN_READS.has(name) ? null : lastSeenReadKey(name, input, requestLocale() ?? null);
  const [state, setState] = useState<{ key: string; data: T } | undefined>(undefined);
  useEffect(() => {
    if (key === null) return;
    const seen = recallRead<T>(key);
    if (seen === null) return;
    let live = true;
    loadReadContract(name)
      .then((c) => {
        const parsed = c.schemas.response.safeParse(seen.data);
        if (live && parsed.success) setState({ key, data: parsed.data as T });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, name]);
  return state?.key === key ? state.data : undefined;
}
