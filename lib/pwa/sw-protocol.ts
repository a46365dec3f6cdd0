// Messages between the pages and the service worker (both sides import this file).

export const SW_URL = '/sw.js';

export const SW_MESSAGES = {
  /** Activate the waiting worker (workbox-window's messageSkipWaiting sends this type). */
  skipWaiting: 'SKIP_WAITING',
  /** Delete the caches that may hold the previous user's data. */
  clearPrivate: 'CLEAR_PRIVATE_CACHES',
  /** Fetch the pages of the other locales now that the first install is done. */
  warmPages: 'WARM_PAGES',
} as const;

export type SwMessage = { type: (typeof SW_MESSAGES)[keyof typeof SW_MESSAGES] };

export function isSwMessage(data: unknown): data is SwMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  return (Object.values(SW_MESSAGES) as unknown[]).includes(data.type);
}
