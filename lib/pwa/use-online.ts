'use client';
// useOnline(): false while offline. Actions that need the server (buying, recharging,
// withdrawing, consigning, sending chat) disable themselves with `pwa.needsNetwork` as the
// explanation; they are never queued and replayed later.
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './connectivity';

export function useOnline(): boolean {
  // Prerendered HTML assumes online; the first client render corrects it.
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
