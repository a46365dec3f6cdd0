// Small purchases without the pay password on a real PostgreSQL (issue 37 #1): two buys of one
// buyer at the same moment, each within the daily limit but not both, cannot both slip past it
// (gavel_buy_many reads the day's orders under the lock of the buyer's account). Two server
// processes on one throwaway database, so the buys truly overlap.
import { count, eq, sql } from 'drizzle-orm';
import { rows } from '../db/client';
import { withTx } from '../db/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../db/schema';
import { createHarness, type Harness } from '../test/harness';
import { postgresForTest, type TempDatabase } from '../test/postgres';
import { addProduct, balanceOf, fund, openAllDay, PAY_PASSWORD, userIdOf } from '../test/market';
import { auditLedger } from '../wallet/ledger';

const temp = await postgresForTest('small-pay.postgres.test');

describe.runIf(temp !== undefined)('small purchases at the same moment (PostgreSQL)', () => {
  let a: Harness;
  let b: Harness;
  const db = temp as TempDatabase;

  beforeAll(async () => {
    a = await createHarness({ databaseUrl: db.url, memoryDb: false });
    b = await createHarness({ databaseUrl: db.url, memoryDb: false });
    await openAllDay(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db.drop();
  });

  /** A funded buyer whose small purchases may total 10,000 a day. */
  async function smallBuyer() {
    const u = await a.registerUser();
    await fund(a, u.accessToken, 100_000);
    const set = await a.api('SetSmallPayLimit', { limit: 10_000, payPassword: PAY_PASSWORD }, { token: u.accessToken });
    expect(set.status).toBe(200);
    return { token: u.accessToken, id: userIdOf(u.accessToken) };
  }
  const buyIn = (h: Harness, token: string, productId: number, key: string) =>
    h.call('POST', '/api/front/buyProduct', { token, body: { productId }, headers: { 'idempotency-key': key } });

  async function ordersOf(userId: number) {
    const [r] = await a.app.ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    return r?.n ?? 0;
  }

  /** An item another buyer consigned at `price` (bought from the platform at 5,000 first). */
  async function consignedItem(price: number) {
    const seller = await a.registerUser();
    await fund(a, seller.accessToken, 100_000);
    const source = await addProduct(a, { price: 5_000, stock: 1 });
    const bought = await a.api(
      'buyProduct',
      { productId: source, payPassword: PAY_PASSWORD },
      { token: seller.accessToken },
    );
    expect(bought.status).toBe(200);
    const consigned = await a.api(
      'ProductWeiPai',
      { id: bought.body.result.order.id, price },
      { token: seller.accessToken },
    );
    expect(consigned.status, JSON.stringify(consigned.body)).toBe(200);
    const [listing] = await a.app.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sourceOrderId, bought.body.result.order.id));
    if (!listing) throw new Error('no listing');
    return listing.id;
  }

  /** Resolves once `n` sessions of this database wait for a lock. */
  async function waiting(n: number) {
    for (;;) {
      const [r] = await rows<{ n: number }>(
        a.app.ctx.db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((r?.n ?? 0) >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('two buys that both reached the buyer before either committed: the second counts the first', async () => {
    // The buyer's account is held (as another buy of theirs would hold it) until both buys wait;
    // a check made before that lock would see no order in both, and both would buy.
    // One platform item and one consigned item: their buys lock different shared rows
    // (platform:sales, clearing), so only the buyer's own account puts them one after the other.
    const u = await smallBuyer();
    const p1 = await addProduct(a, { price: 6_000, stock: 5 });
    const p2 = await consignedItem(6_000);
    let answers: Promise<Awaited<ReturnType<typeof buyIn>>[]> | undefined;
    await withTx(a.app.ctx.db, async (tx) => {
      await rows(tx, sql`SELECT 1 FROM ledger_accounts WHERE code = ${`user:${u.id}:available`} FOR UPDATE`);
      answers = Promise.all([buyIn(a, u.token, p1, 'held-1'), buyIn(b, u.token, p2, 'held-2')]);
      await waiting(2);
    });
    const done = await answers!;
    expect(done.map((r) => r.status).sort(), JSON.stringify(done.map((r) => r.body))).toEqual([200, 422]);
    expect(await ordersOf(u.id)).toBe(1);
    expect((await balanceOf(a, u.id)).balance).toBe(94_000);
  });

  it('two items of 6,000 bought at once under a 10,000 limit: one goes, the other needs the pay password', async () => {
    for (let round = 0; round < 6; round++) {
      const u = await smallBuyer();
      const p1 = await addProduct(a, { price: 6_000, stock: 5 });
      const p2 = await addProduct(a, { price: 6_000, stock: 5 });
      const answers = await Promise.all([buyIn(a, u.token, p1, `r${round}-1`), buyIn(b, u.token, p2, `r${round}-2`)]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(answers.map((r) => r.body))).toEqual([200, 422]);
      expect(answers.find((r) => r.status === 422)?.body.reason).toBe('pay_password_required');
      expect(await ordersOf(u.id)).toBe(1);
      expect((await balanceOf(a, u.id)).balance).toBe(94_000);
    }
  });

  it('many buys of one item at once (one batch or several): never more than the limit', async () => {
    const u = await smallBuyer();
    const pid = await addProduct(a, { price: 3_000, stock: 50 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => buyIn(i % 2 ? a : b, u.token, pid, `many-${i}`)),
    );
    // 3 × 3,000 = 9,000 fits in 10,000; a fourth would make 12,000.
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 422).every((r) => r.body.reason === 'pay_password_required')).toBe(true);
    expect(await ordersOf(u.id)).toBe(3);
    expect(await auditLedger(a.app.ctx.db)).toMatchObject({ mismatched: [], negative: [], unbalanced: [] });
  });
});
