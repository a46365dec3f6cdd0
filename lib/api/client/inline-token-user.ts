// Who a page's inline scripts act for, before any of the app's code has loaded: the access token's
// `sub` (as tokens.ts tokenSubject reads it), or `-` when no one (or no readable token) is logged
// in, the same key the app stores a user's last-seen answers under (lib/api/hooks/last-seen.ts).
// The inline scripts are serialized with toString, so they cannot import it: each is handed this
// function's source as an argument (last-seen-photos-script.ts, last-seen-texts-script.ts), and it
// is written once, here. Self-contained for the same reason: no imports, no helpers, never throws.
export function inlineTokenUser(tokenKey: string): string {
  try {
    const token = localStorage.getItem(tokenKey);
    const payload = token ? token.split('.')[1] : undefined;
    if (!payload) return '-';
    const b64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : '-';
  } catch {
    // Not a readable token, or no storage: as the app does, no one.
    return '-';
  }
}

/** The source of a call of `boot` with `args` (JSON, `<` escaped) and inlineTokenUser after them. */
export function inlineScriptCall(boot: (...args: never[]) => void, args: readonly unknown[]): string {
  const json = args.map((a) => JSON.stringify(a).replace(/</g, '\\u003c'));
  return `(${boot.toString()})(${[...json, inlineTokenUser.toString()].join(',')});`;
}
