// The in-app page stack (spec: "the back button goes to the home page when the page is the
// only one in the stack"). Kept per tab in sessionStorage as locale-less URL keys, so it
// survives reloads and full-page loads, and is rebuilt from what actually happened: the
// navigation helpers leave an intent, and without one a move to the entry just below the top
// is the browser's back button.

export type Intent = 'navigate' | 'redirect' | 'relaunch';
export type Stack = readonly string[];

/** The stack after arriving at `key`. */
export function reconcile(stack: Stack, key: string, intent: Intent | null): string[] {
  switch (intent) {
    case 'relaunch':
      return [key];
    case 'redirect':
      return [...stack.slice(0, -1), key];
    case 'navigate':
      return [...stack, key];
    default:
      if (stack.at(-1) === key) return [...stack];
      if (stack.at(-2) === key) return stack.slice(0, -1);
      return [...stack, key];
  }
}

/** Whether Back leaves the stack (and so must open the home page instead of history.back()). */
export function backGoesHome(stack: Stack): boolean {
  return stack.length <= 1;
}

const STACK_KEY = 'gavel.navStack';
const INTENT_KEY = 'gavel.navIntent';
const MAX_DEPTH = 50;

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStack(): string[] {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(STACK_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function writeStack(stack: Stack): void {
  try {
    session()?.setItem(STACK_KEY, JSON.stringify(stack.slice(-MAX_DEPTH)));
  } catch {
    // Without storage the stack is one page deep: Back goes home, which is safe.
  }
}

export function setIntent(intent: Intent): void {
  try {
    session()?.setItem(INTENT_KEY, intent);
  } catch {
    // See writeStack.
  }
}

/** The pending intent, consumed. */
export function takeIntent(): Intent | null {
  try {
    const s = session();
    const value = s?.getItem(INTENT_KEY) ?? null;
    s?.removeItem(INTENT_KEY);
    return value === 'navigate' || value === 'redirect' || value === 'relaunch' ? value : null;
  } catch {
    return null;
  }
}

/** Records arrival at `key` and returns the new stack. */
export function arrive(key: string): string[] {
  const next = reconcile(readStack(), key, takeIntent());
  writeStack(next);
  return next;
}
