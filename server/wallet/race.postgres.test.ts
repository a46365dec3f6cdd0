// Races on real PostgreSQL (PGlite runs one transaction at a time and would hide them), on a
// throwaway database from postgresForTest (PG_TEST_URL, PG_TEST_DB_PREFIX; docs/testing.md):
// skipped with a printed reason without a reachable server, failed instead on CI.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { issueTokens } from '../auth/tokens';
import { hashPassword } from '../auth/passwords';
import { testConfig, type Config } from '../config';
import { bankCards, orders, platformAccounts, products, rechargeApplications, users } from '../db/schema';
import { withTx } from '../db/tx';
import { eq } from 'drizzle-orm';
import { auditLedger } from './ledger';
import { decide } from './review';
import { getWalletSummary } from './summary';
import { CARD, PAY_PASSWORD } from '../test/market';
import { postgresForTest } from '../test/postgres';

const temp = await postgresForTest('race.postgres.test');

describe.runIf(temp !== undefined)('money races on PostgreSQL', () => {
  let app: FastifyInstance;
  let config: Config;
  const now = new Date();

  beforeAll(async () => {
    // The balance is what races here, not the pending cap (pending-cap.test.ts): lift the cap.
    config = testConfig({ databaseUrl: temp!.url, memoryDb: false, pendingApplicationsMax: 1000 });
    app = await buildApp(config, { now: () => now });
    await app.ready();
    await app.inject({
      method: 'POST',
      url: '/api/admin/market/window',
      headers: { authorization: `Operator ${config.operators[0]?.token ?? ''}` },
      payload: { startTime: '00:00', endTime: '00:00', timeZone: 'UTC' },
    });
  });

  afterAll(async () => {
    await app?.close();
    await temp?.drop();
  });

  /** Users funded through an approved recharge (the only way money enters), with tokens. */
  async function makeUsers(n: number, amount: number, tag: string) {
    // Buyers confirm with the pay password: one hash for all of them.
    const payHash = hashPassword(config, PAY_PASSWORD);
    return withTx(app.ctx.db, async (tx) => {
      const [account] = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
      const out: { id: number; token: string }[] = [];
      for (let i = 0; i < n; i++) {
        const [u] = await tx
          .insert(users)
          .values({
            phone: `17${tag}${String(i).padStart(6, '0')}`,
            nickname: `r${i}`,
            invitationCode: `R${tag}${i}X`,
            payPasswordHash: await payHash,
          })
          .returning({ id: users.id });
        if (!u || !account) throw new Error('setup');
        const [r] = await tx
          .insert(rechargeApplications)
          .values({ userId: u.id, amount, accountId: account.id, createdAt: now })
          .returning({ id: rechargeApplications.id });
        if (!r) throw new Error('setup');
        await decide(tx, { type: 'recharge', id: r.id, decision: 'approve', operator: 'race-test', now });
        const t = await issueTokens(tx, config, u.id, now);
        out.push({ id: u.id, token: t.accessToken });
      }
      return out;
    });
  }

  const call = (token: string, url: string, payload: unknown, key?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
    });

  async function expectSound(recharged: number) {
    const a = await auditLedger(app.ctx.db);
    expect(a.mismatched).toEqual([]);
    expect(a.negative).toEqual([]);
    expect(a.unbalanced).toEqual([]);
    expect(a.moneyTotal).toBe(0);
    expect(-(a.balances.get('external:recharge') ?? 0)).toBe(recharged);
  }

  let recharged = 0;

  // 200 users made and 200 buys at once: on a loaded 2-core host (a full run beside other work)
  // this passed the 30 s default. A bound on the work, not a timing claim.
  it('200 concurrent buys of the last item: exactly one order, balances conserved', { timeout: 120_000 }, async () => {
    const buyers = await makeUsers(200, 10_000, '01');
    recharged += 200 * 10_000;
    const [p] = await app.ctx.db
      .insert(products)
      .values({ name: 'Last one', typeId: await typeId(), kind: 'auction', price: 7_000, stock: 1, createdAt: now })
      .returning({ id: products.id });
    if (!p) throw new Error('setup');
    const results = await Promise.all(
      buyers.map((b) => call(b.token, '/api/front/buyProduct', { payPassword: PAY_PASSWORD, productId: p.id })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200 && s !== 422)).toEqual([]);
    const sold = await app.ctx.db.select().from(orders).where(eq(orders.productId, p.id));
    expect(sold).toHaveLength(1);
    const [after] = await app.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, p.id));
    expect(after?.stock).toBe(0);
    let total = 0;
    for (const b of buyers) total += (await getWalletSummary(app.ctx.db, b.id)).balance;
    expect(total).toBe(200 * 10_000 - 7_000);
    await expectSound(recharged);
  });

  it('50 concurrent withdrawals against one balance: never negative, held = sum of accepted', async () => {
    const [u] = await makeUsers(1, 10_000, '02');
    recharged += 10_000;
    if (!u) throw new Error('setup');
    await prepare(u.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(u.token, '/api/front/ApplyWithdraw', { amount: 700, payPassword: PAY_PASSWORD }),
      ),
    );
    const accepted = results.filter((r) => r.statusCode === 200).length;
    expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 422)).toEqual([]);
    expect(accepted).toBe(Math.floor(10_000 / 700));
    const s = await getWalletSummary(app.ctx.db, u.id);
    expect(s.frozen).toBe(accepted * 700);
    expect(s.balance).toBe(10_000 - accepted * 700);
    await expectSound(recharged);
  });

  it('one Idempotency-Key replayed concurrently debits once', async () => {
    const [u] = await makeUsers(1, 10_000, '03');
    recharged += 10_000;
    if (!u) throw new Error('setup');
    await prepare(u.id);
    const withdrawals = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(u.token, '/api/front/ApplyWithdraw', { amount: 1_000, payPassword: PAY_PASSWORD }, 'same-key'),
      ),
    );
    const ids = new Set(withdrawals.map((r) => r.json<{ result?: { id?: number } }>().result?.id));
    expect(withdrawals.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await getWalletSummary(app.ctx.db, u.id)).toMatchObject({ balance: 9_000, frozen: 1_000 });

    const [p] = await app.ctx.db
      .insert(products)
      .values({ name: 'Plenty', typeId: await typeId(), kind: 'pickup', price: 500, stock: 100, createdAt: now })
      .returning({ id: products.id });
    if (!p) throw new Error('setup');
    const buys = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(u.token, '/api/front/buyProduct', { payPassword: PAY_PASSWORD, productId: p.id }, 'buy-key'),
      ),
    );
    expect(buys.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(buys.map((r) => r.json<{ result: { order: { id: number } } }>().result.order.id)).size).toBe(1);
    expect((await getWalletSummary(app.ctx.db, u.id)).balance).toBe(8_500);
    await expectSound(recharged);
  });

  async function typeId(): Promise<number> {
    const r = await app.inject({
      method: 'POST',
      url: '/api/admin/product-types',
      headers: { authorization: `Operator ${config.operators[0]?.token ?? ''}` },
      payload: { name: 'Race' },
    });
    return r.json<{ result: { id: number } }>().result.id;
  }

  async function prepare(userId: number) {
    await app.ctx.db
      .update(users)
      .set({ payPasswordHash: await hashPassword(config, PAY_PASSWORD) })
      .where(eq(users.id, userId));
    await app.ctx.db.insert(bankCards).values({ userId, ...CARD });
  }
});
