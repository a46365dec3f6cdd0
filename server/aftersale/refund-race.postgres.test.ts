// After-sale refunds under real concurrency (PostgreSQL: PGlite runs one transaction at a time and
// would hide the race). Two support operators refund the same request at the same moment, and two
// operators give the same pending refund its second approval at once: each time exactly one
// refund happens, the order's refunded total never passes what was paid, and the ledger stays
// sound (platform:sales paid it once).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { rows } from '../db/client';
import { moneyTx } from '../db/money-tx';
import {
  afterSaleCases,
  orders,
  platformAccounts,
  products,
  productTypes,
  rechargeApplications,
  users,
} from '../db/schema';
import { withTx } from '../db/tx';
import { ApiError } from '../http/errors';
import { auditScope } from '../operator/operator-api';
import { postgresForTest } from '../test/postgres';
import { auditLedger, post, userAccount, SYSTEM } from '../wallet/ledger';
import { decide } from '../wallet/review';
import { approveRefund, refund } from './steps';

const temp = await postgresForTest('refund-race.postgres.test');
const ROUNDS = 8;
const PAID = 10_000;
const THRESHOLD = 50_000;

describe.runIf(temp !== undefined)('after-sale refund races on PostgreSQL', () => {
  let app: FastifyInstance;
  let seq = 0;

  beforeAll(async () => {
    const config = testConfig({ databaseUrl: temp!.url, memoryDb: false, dualApprovalAbove: THRESHOLD });
    app = await buildApp(config, { now: () => new Date() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await temp?.drop();
  });

  /**
   * A buyer who paid `paid` to platform:sales for a delivered order, with an open request on it.
   * Written directly (the buy and the delivery have their own tests), with balanced postings.
   */
  async function openCase(paid: number): Promise<{ userId: number; orderId: number; caseId: number }> {
    seq += 1;
    const now = new Date();
    return withTx(app.ctx.db, async (tx) => {
      const [account] = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
      const [u] = await tx
        .insert(users)
        .values({ phone: `1770000${String(seq).padStart(4, '0')}`, nickname: `r${seq}`, invitationCode: `RR${seq}X` })
        .returning({ id: users.id });
      if (!u || !account) throw new Error('setup');
      const [r] = await tx
        .insert(rechargeApplications)
        .values({ userId: u.id, amount: paid, accountId: account.id, createdAt: now })
        .returning({ id: rechargeApplications.id });
      if (!r) throw new Error('setup');
      await decide(tx, { type: 'recharge', id: r.id, decision: 'approve', operator: 'setup', now });
      const [type] = await tx
        .insert(productTypes)
        .values({ name: `Race type ${seq}` })
        .returning({ id: productTypes.id });
      const [p] = await tx
        .insert(products)
        .values({ name: `Race ${seq}`, typeId: type?.id ?? 0, kind: 'pickup', price: paid, stock: 0, createdAt: now })
        .returning({ id: products.id });
      if (!p) throw new Error('setup');
      const [o] = await tx
        .insert(orders)
        .values({
          userId: u.id,
          productId: p.id,
          productName: `Race ${seq}`,
          kind: 'pickup',
          quantity: 1,
          price: paid,
          total: paid,
          status: 'delivered',
          deliveredAt: now,
          deliveredBy: 'buyer',
          createdAt: now,
        })
        .returning({ id: orders.id });
      if (!o) throw new Error('setup');
      await post(tx, {
        kind: 'purchase',
        memo: `Race ${seq}`,
        refId: o.id,
        at: now,
        legs: [
          { account: userAccount(u.id, 'available'), amount: -paid },
          { account: SYSTEM.sales, amount: paid },
        ],
      });
      const [c] = await tx
        .insert(afterSaleCases)
        .values({ orderId: o.id, userId: u.id, kind: 'damaged', openedAt: now, updatedAt: now })
        .returning({ id: afterSaleCases.id });
      if (!c) throw new Error('setup');
      return { userId: u.id, orderId: o.id, caseId: c.id };
    });
  }

  const asConsole = <T>(operator: string, fn: () => Promise<T>) =>
    auditScope.run({ operator, via: 'console', address: '198.51.100.9' }, fn);

  const refundAs = (operator: string, caseId: number, amount: number) =>
    asConsole(operator, () =>
      moneyTx(app.ctx.db, (tx) =>
        refund(tx, caseId, amount, undefined, { operator, now: new Date(), dualApprovalAbove: THRESHOLD }),
      ),
    );

  const reasonOf = (r: PromiseSettledResult<unknown>) =>
    r.status === 'rejected' ? (r.reason instanceof ApiError ? r.reason.reason : String(r.reason)) : 'ok';

  async function settled(userId: number, orderId: number) {
    const [o] = await app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const [entries] = await rows<{ n: number; total: string | null }>(
      app.ctx.db,
      sql`SELECT count(*)::int AS n, sum(amount) AS total FROM ledger_transactions t
          JOIN ledger_entries e ON e.transaction_id = t.id
          JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.kind = 'after_sale_refund' AND t.ref_id = ${orderId} AND a.code = ${userAccount(userId, 'available')}`,
    );
    return { refunded: o?.refundedAmount ?? -1, credits: entries?.n ?? 0, credited: Number(entries?.total ?? 0) };
  }

  async function expectSound() {
    const a = await auditLedger(app.ctx.db);
    expect(a.mismatched).toEqual([]);
    expect(a.negative).toEqual([]);
    expect(a.unbalanced).toEqual([]);
    expect(a.moneyTotal).toBe(0);
  }

  it('two support operators refund one request at once: one refund, never past what was paid', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { userId, orderId, caseId } = await openCase(PAID);
      // Each asks for more than half: together they would pass the total paid.
      const results = await Promise.allSettled([
        refundAs('alice', caseId, 6000 + i),
        refundAs('bob', caseId, PAID - i),
      ]);
      const reasons = results.map(reasonOf).sort();
      expect(reasons).toEqual(['after_sale_closed', 'ok']);
      const s = await settled(userId, orderId);
      expect(s.credits).toBe(1);
      expect(s.refunded).toBe(s.credited);
      expect(s.refunded).toBeLessThanOrEqual(PAID);
    }
    await expectSound();
  });

  it('two operators give one pending refund its second approval at once: paid once', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const paid = THRESHOLD * 2;
      const { userId, orderId, caseId } = await openCase(paid);
      const first = await refundAs('alice', caseId, THRESHOLD + 1 + i);
      expect(first).toBe('awaiting_second');
      const results = await Promise.allSettled(
        ['bob', 'carol'].map((op) =>
          asConsole(op, () =>
            moneyTx(app.ctx.db, (tx) => approveRefund(tx, caseId, { operator: op, now: new Date() })),
          ),
        ),
      );
      expect(results.map(reasonOf).sort()).toEqual(['after_sale_closed', 'ok']);
      const s = await settled(userId, orderId);
      expect(s).toEqual({ refunded: THRESHOLD + 1 + i, credits: 1, credited: THRESHOLD + 1 + i });
    }
    await expectSound();
  });
});
