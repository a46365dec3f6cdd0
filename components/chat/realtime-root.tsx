'use client';
// Runs the app's one real-time connection (lib/realtime) in the shell: connects when a session
// exists (at start with a stored token, right after login), nudges it when the network or the tab
// comes back, and closes it and forgets the chat state on logout (it belonged to that user).
// Mounted once in app/[locale]/layout.tsx.
import { useEffect } from 'react';
import { startRealtime, stopRealtime } from '@/lib/realtime';
import { useRealtime } from '@/lib/realtime/use-realtime';
import { useSessionStatus } from '@/lib/session/use-session-status';

export function RealtimeRoot() {
  useRealtime();
  const status = useSessionStatus();
  useEffect(() => {
    if (status === 'authenticated') startRealtime();
    else if (status === 'anonymous') stopRealtime();
  }, [status]);
  return null;
}
