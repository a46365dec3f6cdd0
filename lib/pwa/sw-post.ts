// Posting to the active service worker from a page.
import type { SwMessage } from './sw-protocol';

/** Send a message to the active worker, if there is (or will be) one. */
export function postToServiceWorker(message: SwMessage): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage(message));
}
