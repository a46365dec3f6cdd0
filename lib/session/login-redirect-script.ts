// A screen behind the login, opened with no session on this device, goes to the login screen
// before anything of it is painted (issue 37 #3e): the exported page holds the screen's skeleton
// (Mine's, with its balance slot), which showed until the app's scripts had loaded and the login
// gate (components/shell/login-gate.tsx) redirected. This inline script, in the page's HTML before
// the screen, does the gate's redirect at once: no token stored → hide the page and replace it with
// `login/?from=<the screen's locale-less URL>`, the very URL the gate builds (stackKey). With a
// token (even an expired one: the app decides then) it does nothing and the gate stays in charge.
import { STORAGE_KEYS } from '@/lib/storage';
import { RETURN_PARAM } from './return-to';

/** Where the script acts: a window's storage, location and document (the real window in the page). */
export interface RedirectWindow {
  localStorage: Pick<Storage, 'getItem'>;
  location: Pick<Location, 'pathname' | 'search' | 'replace'>;
  document: { documentElement: { style: { visibility: string } } };
}

/**
 * The inline script proper. Serialized with toString (loginRedirectScript), so it is
 * self-contained: no imports, no helpers, and it never throws into the page.
 */
export function bootLoginRedirect(login: string, param: string, keys: string[], win?: RedirectWindow): void {
  try {
    const w: RedirectWindow = win ?? window;
    for (const key of keys) if (w.localStorage.getItem(key)) return;
    let rest = w.location.pathname.replace(/^\/[^/]+/, '') || '/';
    if (rest.slice(-1) !== '/') rest += '/';
    const search = w.location.search && w.location.search !== '?' ? w.location.search : '';
    w.document.documentElement.style.visibility = 'hidden';
    w.location.replace(login + '?' + new URLSearchParams([[param, rest + search]]).toString());
  } catch {
    // No storage: the login gate redirects once the app runs.
  }
}

/** The script's source for a page whose login screen is `loginHref` (routeHref(locale, 'login')). */
export function loginRedirectScript(loginHref: string): string {
  const args = [loginHref, RETURN_PARAM, [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken]];
  return `(${bootLoginRedirect.toString()})(${args.map((a) => JSON.stringify(a).replace(/</g, '\\u003c')).join(',')});`;
}
