// Work that no first paint needs (the real-time client, the service worker, the buy sheet's
// code): run it once the page has loaded, in the browser's idle time, so it neither competes with
// the first screen's scripts and data nor lengthens the tasks that hydrate it (issue 39: what
// loads after the load event is requested in idle time; `npm run test:size` checks it,
// scripts/size-idle.mjs). The timeout bounds the wait on a page that never goes idle; a browser
// without requestIdleCallback (Safari) runs it in a task of its own.
// Returns a cancel function for effects.
export const IDLE_TIMEOUT_MS = 2000;

export function afterLoad(run: () => void, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let cancelled = false;
  const later = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function')
      idle = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(run, 0);
  };
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback(idle);
    win.removeEventListener('load', later);
  };
}
