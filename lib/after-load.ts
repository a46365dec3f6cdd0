// Work that no first paint needs (the real-time client, the service worker): run it once the
// page has loaded, in a task of its own, so it neither competes with the first screen's scripts
// and data nor lengthens the tasks that hydrate it (docs/benchmarks.md, "First load").
// Returns a cancel function for effects.
export function afterLoad(run: () => void, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const later = () => {
    if (!cancelled) timer = setTimeout(run, 0);
  };
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
    win.removeEventListener('load', later);
  };
}
