// gavel_buy_many (migration 0008) with several buyers in one call, on in-memory PGlite: each buyer
// is checked and answered on their own, stock goes in arrival order, a refusal stores nothing and
// changes nothing for the others, and the books stay sound.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/client';
import { ledgerAccounts, ledgerEntries, orders, products } from '../db/schema';
import { createHarness, type Harness } from '../test/harness';
import { auditLedger } from '../wallet/ledger';
import { buyMany, type BuyAnswer, type BuyInput } from './buy';
import { requestHash } from '../http/idempotency';
import { addProduct, balanceOf, fund, openAllDay, PAY_PASSWORD, userIdOf } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
});
afterAll(() => h.close());

async function funded(amount: number) {
  const u = await h.registerUser();
  if (amount > 0) await fund(h, u.accessToken, amount);
  return { token: u.accessToken, id: userIdOf(u.accessToken) };
}

const input = (userId: number, productId: number, key: string | null = null, quantity = 1): BuyInput => ({
  userId,
  productId,
  quantity,
  now: new Date(),
  key,
  hash: key === null ? null : requestHash('buyProduct', { productId, quantity }),
});

const kind = (a: BuyAnswer | undefined) =>
  !a ? 'none' : 'refusal' in a ? a.refusal.reason : 'error' in a ? 'error' : a.outcome.replay ? 'replay' : 'bought';

async function expectSound() {
  const a = await auditLedger(h.app.ctx.db);
  expect(a.mismatched).toEqual([]);
  expect(a.negative).toEqual([]);
  expect(a.unbalanced).toEqual([]);
  expect(a.moneyTotal).toBe(0);
}

/** The newest transaction id not yet handed out: it moves only when something writes. */
const nextXid = async () =>
  (await rows<{ x: string }>(h.app.ctx.db, sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`))[0]?.x;

describe('gavel_buy_many', () => {
  it('sells in arrival order until the stock is gone, one platform:sales entry per buyer', async () => {
    const buyers = await Promise.all([1, 2, 3, 4].map(() => funded(5_000)));
    const pid = await addProduct(h, { price: 1_000, stock: 2 });
    const sales = async () =>
      (await h.app.ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'platform:sales')))[0];
    const before = await sales();
    const answers = await buyMany(
      h.app.ctx.db,
      pid,
      buyers.map((b, i) => input(b.id, pid, `a${i}`)),
    );
    expect(answers.map(kind)).toEqual(['bought', 'bought', 'sold_out', 'sold_out']);
    expect(answers.map((a) => ('outcome' in a ? a.outcome.stock : undefined))).toEqual([1, 0, undefined, undefined]);
    const [p] = await h.app.ctx.db.select().from(products).where(eq(products.id, pid));
    expect(p?.stock).toBe(0);
    expect((await balanceOf(h, buyers[0]?.id ?? 0)).balance).toBe(4_000);
    expect((await balanceOf(h, buyers[3]?.id ?? 0)).balance).toBe(5_000);
    const after = await sales();
    expect((after?.balance ?? 0) - (before?.balance ?? 0)).toBe(2_000);
    const entries = await h.app.ctx.db
      .select({ amount: ledgerEntries.amount, after: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, after?.id ?? 0))
      .orderBy(ledgerEntries.id);
    expect(entries.slice(-2)).toEqual([
      { amount: 1_000, after: (before?.balance ?? 0) + 1_000 },
      { amount: 1_000, after: (before?.balance ?? 0) + 2_000 },
    ]);
    await expectSound();
  });

  it('answers each buyer on their own: a refusal changes nothing for the others', async () => {
    const rich = await funded(10_000);
    const poor = await funded(500);
    const replayer = await funded(10_000);
    const pid = await addProduct(h, { price: 1_000, stock: 10 });
    const [first] = await buyMany(h.app.ctx.db, pid, [input(replayer.id, pid, 'used')]);
    expect(kind(first)).toBe('bought');
    const other = await addProduct(h, { price: 1_000, stock: 10 });
    const mismatch = { ...input(replayer.id, pid, 'used'), hash: requestHash('buyProduct', { productId: other }) };
    const answers = await buyMany(h.app.ctx.db, pid, [
      input(poor.id, pid, 'p1'),
      input(rich.id, pid, 'r1', 11),
      input(replayer.id, pid, 'used'),
      mismatch,
      input(rich.id, pid, 'r2', 2),
    ]);
    expect(answers.map(kind)).toEqual(['insufficient_balance', 'sold_out', 'replay', 'key_mismatch', 'bought']);
    expect(answers[1]).toEqual({ refusal: { reason: 'sold_out', detail: { stock: 9 } } });
    // The replay is the first answer, to the same user.
    expect(answers[2]).toEqual({
      outcome: { replay: true, result: 'outcome' in first! ? first.outcome.result : null },
    });
    expect((await balanceOf(h, rich.id)).balance).toBe(8_000);
    expect((await balanceOf(h, poor.id)).balance).toBe(500);
    // A refused buyer's key stored nothing: the same request runs again.
    await fund(h, poor.token, 1_000);
    expect((await buyMany(h.app.ctx.db, pid, [input(poor.id, pid, 'p1')])).map(kind)).toEqual(['bought']);
    await expectSound();
  });

  it('two requests with one key in one call: one order, the other told it is in progress', async () => {
    const u = await funded(10_000);
    const pid = await addProduct(h, { price: 1_000, stock: 10 });
    const answers = await buyMany(h.app.ctx.db, pid, [input(u.id, pid, 'twice'), input(u.id, pid, 'twice')]);
    expect(answers.map(kind).sort()).toEqual(['bought', 'key_in_progress']);
    expect((await balanceOf(h, u.id)).balance).toBe(9_000);
    const again = await buyMany(h.app.ctx.db, pid, [input(u.id, pid, 'twice')]);
    expect(again.map(kind)).toEqual(['replay']);
  });

  it('a call whose buyers are all refused before the lock writes nothing', async () => {
    const u = await funded(0);
    const pid = await addProduct(h, { price: 1_000, stock: 0 });
    const x = await nextXid();
    const answers = await buyMany(h.app.ctx.db, pid, [input(u.id, pid, 'n1'), input(u.id, 2_000_000_000, 'n2')]);
    expect(answers.map(kind)).toEqual(['sold_out', 'sold_out']);
    expect(await nextXid()).toBe(x);
  });

  it('an error one buyer causes is that buyer’s answer only (the call is run again buyer by buyer)', async () => {
    const a = await funded(5_000);
    const b = await funded(5_000);
    const pid = await addProduct(h, { price: 1_000, stock: 5 });
    // A key without its hash breaks a NOT NULL column: the whole call fails, then each runs alone.
    const broken = { ...input(b.id, pid, 'nohash'), hash: null };
    const answers = await buyMany(h.app.ctx.db, pid, [input(a.id, pid, 'fine'), broken, input(b.id, pid, 'ok')]);
    expect(answers.map(kind)).toEqual(['bought', 'error', 'bought']);
    expect((await balanceOf(h, b.id)).balance).toBe(4_000);
    await expectSound();
  });

  it('a consigned item: each buyer pays the seller through clearing; its order is sold with the last one', async () => {
    const seller = await funded(10_000);
    const shop = await addProduct(h, { price: 1_000, stock: 5 });
    const bought = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId: shop, quantity: 2 },
      { token: seller.token },
    );
    expect(bought.status).toBe(200);
    const orderId = bought.body.result.order.id;
    const c = await h.call('POST', '/api/front/ProductWeiPai', {
      token: seller.token,
      body: { id: orderId, price: 1_500 },
    });
    expect(c.status).toBe(200);
    const [resale] = await h.app.ctx.db.select().from(products).where(eq(products.sourceOrderId, orderId));
    if (!resale) throw new Error('not listed');
    const buyers = await Promise.all([1, 2, 3].map(() => funded(5_000)));
    const answers = await buyMany(h.app.ctx.db, resale.id, [
      input(seller.id, resale.id, 'own'),
      ...buyers.map((u, i) => input(u.id, resale.id, `c${i}`)),
    ]);
    expect(answers.map(kind)).toEqual(['own_item', 'bought', 'bought', 'sold_out']);
    expect((await balanceOf(h, seller.id)).balance).toBe(10_000 - 2_000 + 3_000);
    const [source] = await h.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(source?.status).toBe('sold');
    const [clearing] = await h.app.ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'clearing'));
    expect(clearing?.balance).toBe(0);
    await expectSound();
  });
});
