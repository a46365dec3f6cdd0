'use client';
// Who is logged in, from the tokens on this device alone: 'unknown' while prerendering (before
// the browser could look), then 'anonymous' or 'authenticated'. Kept apart from useSession so the
// login gate, on every gated page, does not pull in the read hooks.
import { useSyncExternalStore } from 'react';
import { hasSession, sessionTokens, subscribeSession } from './session-store';

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(
    subscribeSession,
    () => (hasSession(sessionTokens, Date.now()) ? 'authenticated' : 'anonymous'),
    () => 'unknown',
  );
}
