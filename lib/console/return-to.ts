// Where sign-in returns to: the screen an expired session interrupted, but only a console path of
// this origin (a crafted `from` cannot send an operator elsewhere, nor back to sign-in).
export const CONSOLE_HOME = '/console/';
export const SIGN_IN_PATH = '/console/sign-in/';
export const PASSWORD_PATH = '/console/password/';

const SAFE = /^\/console\/(?:[a-z0-9-]+\/)*(?:\?[^#\s]*)?$/;

export function safeReturnTo(from: string | null | undefined): string {
  if (!from || !SAFE.test(from)) return CONSOLE_HOME;
  if (from.startsWith(SIGN_IN_PATH) || from.startsWith(PASSWORD_PATH)) return CONSOLE_HOME;
  return from;
}

/** The sign-in (or password) screen's URL that comes back to `here` (path and query). */
export function withReturn(target: string, here: string): string {
  const back = safeReturnTo(here);
  return back === CONSOLE_HOME ? target : `${target}?from=${encodeURIComponent(back)}`;
}
