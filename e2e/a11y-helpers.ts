// Helpers for the accessibility specs (keyboard, touch targets, motion): move focus with Tab /
// Shift+Tab only and prove at every stop that the focus is visible from computed styles (not
// merely that a `:focus` rule exists in the CSS); the operator API and a funded buyer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from './test';
import { api, newUser, withPayPassword, type Tokens } from './helpers';
import { ALL_DAY, withWindowLock } from './window-lock';

/** The operator API (docs/operators.md) with the token the e2e server wrote into its DATA_DIR. */
export async function admin<T>(request: APIRequestContext, p: string, body: unknown): Promise<T> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const token = readFileSync(path.join(dir, 'operator-token'), 'utf8').trim();
  const res = await request.post(`/api/admin${p}`, { headers: { authorization: `Operator ${token}` }, data: body });
  const envelope = (await res.json()) as { code: number; message: string; result: T };
  if (envelope.code !== 200) throw new Error(`admin ${p}: ${envelope.code} ${envelope.message}`);
  return envelope.result;
}

/** Bidding open all day (e2e/window-lock.ts), under the lock every change of the window takes. */
export const openWindow = (request: APIRequestContext) =>
  withWindowLock(() => admin(request, '/market/window', ALL_DAY));

/** An auction item of the platform's, named uniquely. */
export function addItem(request: APIRequestContext, label: string, price = 2_000) {
  const name = `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return admin<{ id: number; name: string }>(request, '/products', {
    kind: 'auction',
    // The seed's first type (calligraphy): productAdd requires one (issue 42).
    typeId: 1,
    name,
    price,
    stock: 3,
    description: '<p>An e2e item.</p>',
  });
}

/**
 * A new user whose recharge of `amount` minor units the operator approved, with the pay password
 * PAY_PASSWORD (a buyer confirms each buy with it).
 */
export async function fundedUser(
  request: APIRequestContext,
  amount = 10_000,
): Promise<Tokens & { phone: string; password: string }> {
  const user = await newUser(request);
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: user.accessToken });
  const application = await api<{ id: number }>(request, 'applyRecharge', {
    token: user.accessToken,
    body: { amount, accountId: bank.accounts[0]!.id },
  });
  await admin(request, '/applications/decide', { type: 'recharge', id: application.id, decision: 'approve' });
  return withPayPassword(request, user);
}

export interface FocusStop {
  /** A short description of the focused element, for failure messages. */
  what: string;
  /** Where the visible ring was found ('' when none was). */
  ring: string;
}

/**
 * The focused element and the ring it shows. A ring is a non-`none` outline (with a width and a
 * colour) or a box-shadow that the element — or, for a control drawn by its frame (a text input
 * inside its bordered box, a hidden file input inside its button), one of its three nearest
 * ancestors — has only because of the focus, in a colour at least half opaque: each candidate
 * is compared with an unfocused shallow clone of itself placed beside it, so a permanent shadow
 * (a secondary button's inset border) does not count. An element that is invisible itself
 * (opacity 0 or 1 px) shows its ring through an ancestor or not at all. `onTarget`: the focused
 * element is one of `targets`. Runs in the page (self-contained).
 */
function readFocus(targets: Element[]): FocusStop & { onTarget: boolean } {
  const el = document.activeElement;
  const onTarget = targets.some((t) => t === el);
  if (!(el instanceof HTMLElement) || el === document.body) return { what: 'nothing (body)', ring: '', onTarget };
  const describe = (n: Element) =>
    `${n.tagName.toLowerCase()}${n.getAttribute('aria-label') ? `[${n.getAttribute('aria-label')}]` : ''}${n.getAttribute('name') ? `(${n.getAttribute('name')})` : ''} "${(n.textContent ?? '').trim().slice(0, 40)}"`;
  const ringOf = (n: Element) => {
    const s = getComputedStyle(n);
    const outline =
      s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && s.outlineColor !== 'rgba(0, 0, 0, 0)'
        ? `outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`
        : '';
    return { outline, shadow: s.boxShadow === 'none' ? '' : `box-shadow ${s.boxShadow}` };
  };
  // A faint tint is not a ring: its colour must be at least half opaque.
  const solid = (ring: string) => {
    const rgba = /rgba?\(([^)]*)\)/.exec(ring)?.[1]?.split(',');
    return rgba !== undefined && (rgba[3] === undefined || parseFloat(rgba[3]) >= 0.5);
  };
  /** The ring `n` draws because of the focus: what it has and an unfocused clone of it lacks. */
  const focusRing = (n: HTMLElement) => {
    const clone = n.cloneNode(false) as HTMLElement;
    clone.removeAttribute('id');
    clone.setAttribute('aria-hidden', 'true');
    n.after(clone);
    const plain = ringOf(clone);
    clone.remove();
    const now = ringOf(n);
    if (now.outline && now.outline !== plain.outline && solid(now.outline)) return now.outline;
    if (now.shadow && now.shadow !== plain.shadow && solid(now.shadow)) return now.shadow;
    return '';
  };
  const visible = (n: HTMLElement) => {
    const r = n.getBoundingClientRect();
    return r.width >= 4 && r.height >= 4 && getComputedStyle(n).opacity !== '0';
  };
  let node: HTMLElement | null = el;
  for (let level = 0; node && level < 4; level++, node = node.parentElement) {
    if (level === 0 && !visible(node)) continue;
    const ring = focusRing(node);
    if (ring) return { what: describe(el), ring: level === 0 ? ring : `${ring} on ${describe(node)}`, onTarget };
  }
  return { what: describe(el), ring: '', onTarget };
}

/** Where the focus is and the ring it shows (see readFocus). */
export async function focusStop(page: Page): Promise<FocusStop> {
  const { what, ring } = await page.locator('html').evaluateAll(readFocus);
  return { what, ring };
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times, and
 * asserts a visible focus ring at every stop on the way. Returns the stops, for tests that check
 * where focus went (e.g. that it stayed inside a dialog).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 40 }: { back?: boolean; max?: number } = {},
): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // One round trip per stop: the ring, and whether this is the target (no waiting for it).
    const { onTarget, ...stop } = await target.evaluateAll(readFocus);
    stops.push(stop);
    expect(stop.ring, `focus is visible on ${stop.what} (stop ${i + 1})`).not.toBe('');
    if (onTarget) return stops;
  }
  throw new Error(
    `${back ? 'Shift+Tab' : 'Tab'} never reached ${String(target)} in ${max} stops: ${stops.map((s) => s.what).join(' → ')}`,
  );
}
