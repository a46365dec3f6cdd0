// Helpers of the operator console e2e (e2e/console.spec.ts): TOTP codes computed here from the
// RFC 6238 algorithm itself (node:crypto, not the server's library, so the test checks the server
// against the standard), sign-in and the first password change through the screens, and the
// console API called with the page's own session cookie and CSRF token.
import { createHmac } from 'node:crypto';
import { expect, type Page } from './test';
import { en } from './helpers';

const c = en.console;

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) {
    const v = alphabet.indexOf(ch);
    if (v < 0) throw new Error(`not base32: ${ch}`);
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit code of `secret` (base32) for the 30-second step containing `at`. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export interface Operator {
  name: string;
  password: string;
  totpSecret: string;
}

/** Fills the sign-in screen the page is on and submits it. `at`: the code's time (a later step to sign in again). */
export async function signIn(page: Page, op: Operator, at = Date.now()): Promise<void> {
  await expect(page.getByRole('heading', { name: c.signIn.title })).toBeVisible();
  await page.getByLabel(c.signIn.name).fill(op.name);
  await page.getByLabel(c.signIn.password, { exact: true }).fill(op.password);
  await page.getByLabel(c.signIn.code).fill(totp(op.totpSecret, at));
  await page.getByRole('button', { name: c.signIn.submit }).click();
}

/** On the password screen after a temporary password: chooses `next` and returns the operator with it. */
export async function changePassword(page: Page, op: Operator, next: string): Promise<Operator> {
  await expect(page).toHaveURL(/\/console\/password\//);
  await page.getByLabel(c.password.old, { exact: true }).fill(op.password);
  await page.getByLabel(c.password.new, { exact: true }).fill(next);
  await page.getByLabel(c.password.confirm, { exact: true }).fill(next);
  await page.getByRole('button', { name: c.password.submit }).click();
  await expect(page).not.toHaveURL(/\/console\/password\//);
  return { ...op, password: next };
}

/** A console call with the page's session (its cookie) and CSRF token: status and envelope. */
export async function consoleApi(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; reason?: string; result?: unknown }> {
  const me = await page.request.get('/api/console/session');
  const { result } = (await me.json()) as { result: { csrfToken: string } };
  const res = await page.request.post(`/api/console${path}`, {
    headers: { 'x-csrf-token': result.csrfToken },
    data: body,
  });
  const envelope = (await res.json()) as { reason?: string; result?: unknown };
  return { status: res.status(), reason: envelope.reason, result: envelope.result };
}
