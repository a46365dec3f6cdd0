// The service worker never serves one user's private data to another: whenever who is logged in
// changes (logout, a 401, another user's tokens), it is told to drop its private caches.
import { onSessionChange } from '@/lib/api/client/session-events';
import { postToServiceWorker } from './sw-post';
import { SW_MESSAGES, type SwMessage } from './sw-protocol';

/** Start forgetting on session changes; returns the function that stops it. */
export function forgetPrivateCachesOnSessionChange(post: (m: SwMessage) => void = postToServiceWorker): () => void {
  return onSessionChange(() => post({ type: SW_MESSAGES.clearPrivate }));
}
