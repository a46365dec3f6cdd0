// Service-worker registration and the update flow (workbox-window), loaded after the page has
// loaded so it never competes with first paint.
//
// Update flow: the browser finds a new sw.js (it is served with Cache-Control: no-cache) and
// installs it next to the running one, which keeps serving this version's pages and chunks.
// `onUpdate` receives `accept`: it tells the waiting worker to take over and reloads once it
// does. Declining is doing nothing: the new worker waits until every tab of this version closes.
import { Workbox } from 'workbox-window';
import { postToServiceWorker } from './sw-post';
import { SW_MESSAGES, SW_URL } from './sw-protocol';

export interface RegisterOptions {
  onUpdate: (accept: () => void) => void;
}

/** After the first paint has settled, fetch the other locales' pages (the install took one). */
function warmLater(): void {
  const run = () => postToServiceWorker({ type: SW_MESSAGES.warmPages });
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 3000);
}

export function registerServiceWorker({ onUpdate }: RegisterOptions): void {
  // `next dev` builds no worker; a stale public/sw.js from an earlier build must not take over.
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const wb = new Workbox(SW_URL);
  let reloading = false;

  wb.addEventListener('waiting', () => {
    onUpdate(() => {
      wb.addEventListener('controlling', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) warmLater();
  });

  wb.register()
    .then((reg) => {
      if (reg?.active) warmLater();
    })
    // Refused (service workers blocked, private mode): the app works online without offline use.
    .catch(() => undefined);
}
