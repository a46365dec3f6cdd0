// Helpers for the marketplace and wallet tests (not shipped behaviour): funding goes through the
// real recharge + operator approval path, never a direct balance write.
import { asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { hashPassword } from '../auth/passwords';
import { bankCards, platformAccounts, users } from '../db/schema';
import type { Harness } from './harness';

export const PAY_PASSWORD = '246810';
export const CARD = { bankName: 'Test Bank', holderName: 'Test Holder', cardNumber: '4111111111111111' };

export function userIdOf(accessToken: string): number {
  return Number(decodeJwt(accessToken).sub);
}

export async function platformAccountId(h: Harness): Promise<number> {
  const [a] = await h.app.ctx.db
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .orderBy(asc(platformAccounts.id))
    .limit(1);
  if (!a) throw new Error('no platform account');
  return a.id;
}

/** Recharge through the API and approve it as an operator. */
export async function fund(h: Harness, token: string, amount: number): Promise<void> {
  const accountId = await platformAccountId(h);
  const r = await h.api('applyRecharge', { amount, accountId }, { token });
  if (r.status !== 200) throw new Error(`recharge failed: ${JSON.stringify(r.body)}`);
  const d = await h.operator('POST', '/applications/decide', {
    type: 'recharge',
    id: r.body.result.id,
    decision: 'approve',
  });
  if (d.status !== 200) throw new Error(`approve failed: ${JSON.stringify(d.body)}`);
}

/** The pay password PAY_PASSWORD, written directly (a user registered outside h.registerUser). */
export async function givePayPassword(h: Harness, userId: number): Promise<void> {
  const hash = await hashPassword(h.config, PAY_PASSWORD);
  await h.app.ctx.db.update(users).set({ payPasswordHash: hash }).where(eq(users.id, userId));
}

/** Pay password and withdrawal card, written directly (their own calls belong to the account module). */
export async function prepareWithdrawals(h: Harness, userId: number): Promise<void> {
  await givePayPassword(h, userId);
  await h.app.ctx.db
    .insert(bankCards)
    .values({ userId, ...CARD })
    .onConflictDoNothing();
}

/** An item type to add products under (productAdd requires one, issue 42): the first listed, else a new one. */
export async function testTypeId(h: Harness): Promise<number> {
  const list = await h.operator<{ id: number }[]>('GET', '/product-types');
  const first = list.body.result?.[0];
  if (first) return first.id;
  const added = await h.operator<{ id: number }>('POST', '/product-types', { name: 'General' });
  if (added.status !== 200) throw new Error(`type add failed: ${JSON.stringify(added.body)}`);
  return added.body.result.id;
}

export async function addProduct(h: Harness, fields: Record<string, unknown>): Promise<number> {
  const r = await h.operator<{ id: number }>('POST', '/products', {
    name: 'Test item',
    price: 1000,
    stock: 5,
    ...('typeId' in fields ? {} : { typeId: await testTypeId(h) }),
    ...fields,
  });
  if (r.status !== 200) throw new Error(`product add failed: ${JSON.stringify(r.body)}`);
  return r.body.result.id;
}

export async function setWindow(h: Harness, startTime: string, endTime: string, timeZone = 'UTC'): Promise<void> {
  const r = await h.operator('POST', '/market/window', { startTime, endTime, timeZone });
  if (r.status !== 200) throw new Error(`window failed: ${JSON.stringify(r.body)}`);
}

/** Bidding open all day (a start equal to the end: lib/auction/status.ts), whatever the clock says. */
export function openAllDay(h: Harness, timeZone = 'UTC'): Promise<void> {
  return setWindow(h, '00:00', '00:00', timeZone);
}

/** A window that is closed at the harness clock: it opens two hours from now (UTC) for an hour. */
export function closeWindowNow(h: Harness): Promise<void> {
  const hh = (hours: number) => String((h.clock.now.getUTCHours() + hours) % 24).padStart(2, '0');
  return setWindow(h, `${hh(2)}:00`, `${hh(3)}:00`, 'UTC');
}

export async function balanceOf(h: Harness, userId: number) {
  const { getWalletSummary } = await import('../wallet/summary');
  return getWalletSummary(h.app.ctx.db, userId);
}
