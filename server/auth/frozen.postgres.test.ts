// A freeze cannot be raced (PostgreSQL: PGlite runs one transaction at a time). While a freeze is
// in flight (its transaction open), a buy or a withdrawal of that account waits for it — the buy
// on the buyer's account lock inside gavel_buy_many, the withdrawal on the user's row — and then
// answers 403 account_frozen; nothing moves. Waiting is observed in pg_stat_activity, not slept.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { hashPassword } from './passwords';
import { issueTokens } from './tokens';
import { testConfig, type Config } from '../config';
import { rows } from '../db/client';
import { bankCards, platformAccounts, products, rechargeApplications, users } from '../db/schema';
import { withTx } from '../db/tx';
import { CARD, PAY_PASSWORD } from '../test/market';
import { postgresForTest } from '../test/postgres';
import { decide } from '../wallet';
import { auditLedger, userBalances } from '../wallet/ledger';
import { setFrozen } from './frozen';

const temp = await postgresForTest('frozen.postgres.test');

describe.runIf(temp !== undefined)('freezing an account on PostgreSQL', () => {
  let app: FastifyInstance;
  let config: Config;
  const now = new Date();
  let seq = 0;
  let productId = 0;

  beforeAll(async () => {
    config = testConfig({ databaseUrl: temp!.url, memoryDb: false });
    app = await buildApp(config, { now: () => now });
    await app.ready();
    const op = { authorization: `Operator ${config.operators[0]?.token ?? ''}` };
    await app.inject({
      method: 'POST',
      url: '/api/admin/market/window',
      headers: op,
      payload: { startTime: '00:00', endTime: '00:00', timeZone: 'UTC' },
    });
    const type = await app.inject({
      method: 'POST',
      url: '/api/admin/product-types',
      headers: op,
      payload: { name: 'F' },
    });
    const [p] = await app.ctx.db
      .insert(products)
      .values({
        name: 'Plenty',
        typeId: type.json<{ result: { id: number } }>().result.id,
        kind: 'pickup',
        price: 500,
        stock: 1000,
        createdAt: now,
      })
      .returning({ id: products.id });
    productId = p?.id ?? 0;
  });

  afterAll(async () => {
    await app?.close();
    await temp?.drop();
  });

  async function funded(amount: number) {
    const n = (seq += 1);
    const u = await withTx(app.ctx.db, async (tx) => {
      const [account] = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
      const [row] = await tx
        .insert(users)
        .values({
          phone: `1750000${String(n).padStart(4, '0')}`,
          nickname: `f${n}`,
          invitationCode: `FZ${n}X`,
          payPasswordHash: await hashPassword(config, PAY_PASSWORD),
        })
        .returning({ id: users.id });
      if (!row || !account) throw new Error('setup');
      const [r] = await tx
        .insert(rechargeApplications)
        .values({ userId: row.id, amount, accountId: account.id, createdAt: now })
        .returning({ id: rechargeApplications.id });
      if (!r) throw new Error('setup');
      await decide(tx, { type: 'recharge', id: r.id, decision: 'approve', operator: 'setup', now });
      await tx.insert(bankCards).values({ userId: row.id, ...CARD });
      return { id: row.id, token: (await issueTokens(tx, config, row.id, now)).accessToken };
    });
    return u;
  }

  /** Resolves once some session of this database waits for a lock. */
  async function someoneWaits() {
    for (;;) {
      const [r] = await rows<{ n: number }>(
        app.ctx.db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((r?.n ?? 0) > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Runs `move` while a freeze of `userId` is open; commits the freeze once `move` waits on it. */
  async function duringFreeze(userId: number, move: () => Promise<{ statusCode: number; body: string }>) {
    let answer: Promise<{ statusCode: number; body: string }> | undefined;
    await withTx(app.ctx.db, async (tx) => {
      await setFrozen(tx, userId, true, 'race test', now);
      answer = move();
      await someoneWaits();
    });
    if (!answer) throw new Error('no move');
    return answer;
  }

  const post = (token: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const reasonOf = (r: { body: string }) => (JSON.parse(r.body) as { reason?: string }).reason;

  it('a buy during a freeze waits for it, then answers 403 account_frozen', async () => {
    const u = await funded(10_000);
    const r = await duringFreeze(u.id, () =>
      post(u.token, '/api/front/buyProduct', { payPassword: PAY_PASSWORD, productId }),
    );
    expect(r.statusCode, r.body).toBe(403);
    expect(reasonOf(r)).toBe('account_frozen');
    expect(await userBalances(app.ctx.db, u.id)).toMatchObject({ available: 10_000 });
  });

  it('a withdrawal during a freeze waits for it, then answers 403 account_frozen', async () => {
    const u = await funded(10_000);
    const r = await duringFreeze(u.id, () =>
      post(u.token, '/api/front/ApplyWithdraw', { amount: 1_000, payPassword: PAY_PASSWORD }),
    );
    expect(r.statusCode, r.body).toBe(403);
    expect(reasonOf(r)).toBe('account_frozen');
    expect(await userBalances(app.ctx.db, u.id)).toMatchObject({ available: 10_000, frozen: 0 });
  });

  it('buys and freezes at once: every buy is bought or refused frozen, the ledger sound', async () => {
    // Many accounts, each with a buy and a freeze at the same moment (one buy each: the per-user
    // buy rate limit is not what is tested here).
    const people = await Promise.all(Array.from({ length: 12 }, () => funded(10_000)));
    const answers = await Promise.all(
      people.map(async (u) => {
        const [buy] = await Promise.all([
          post(u.token, '/api/front/buyProduct', { payPassword: PAY_PASSWORD, productId }),
          withTx(app.ctx.db, (tx) => setFrozen(tx, u.id, true, 'race test', now)),
        ]);
        return { u, buy };
      }),
    );
    for (const { u, buy } of answers) {
      expect([200, 403], buy.body).toContain(buy.statusCode);
      if (buy.statusCode === 403) expect(reasonOf(buy)).toBe('account_frozen');
      const spent = buy.statusCode === 200 ? 500 : 0;
      expect(await userBalances(app.ctx.db, u.id)).toMatchObject({ available: 10_000 - spent });
      const [row] = await app.ctx.db.select({ frozenAt: users.frozenAt }).from(users).where(eq(users.id, u.id));
      expect(row?.frozenAt).not.toBeNull();
    }
    const a = await auditLedger(app.ctx.db);
    expect(a.mismatched).toEqual([]);
    expect(a.negative).toEqual([]);
  });
});
