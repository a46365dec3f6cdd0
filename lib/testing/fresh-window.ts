// Setup file of the `fast` test project (vitest.config.ts). Its files share worker processes
// (`isolate: false`), and the happy-dom files share the worker's window: what one file leaves in it
// (rendered nodes, storage, cookies, attributes on <html>, stubbed globals, spies, fake timers)
// is removed after the file, so the next one starts as it would in a window of its own.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
