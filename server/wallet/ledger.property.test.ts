// Property: random sequences of recharge, approve/reject, buy (alone, and several buyers of one
// product in one call), consign, resell, withdraw and pay/reject — some with a failure injected
// before commit — never break the books. After every step each balance equals the sum of its
// entries, none is negative, every ledger transaction balances, and the money in the system equals
// approved recharges minus paid withdrawals.
//
// Default 30 runs (part of `npm test`); FC_RUNS=500 for more. A failure prints its seed and path;
// replay it with: FC_SEED=<seed> FC_PATH=<path> npx vitest run server/wallet/ledger.property.test.ts
import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from '../config';
import { openDatabase, type Database, type Db, type Tx } from '../db/client';
import { migrate } from '../db/migrate';
import { marketSettings, orders, platformAccounts, products, productTypes, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { applyConfigured } from '../seed/configured';
import { consign } from '../market/consign';
import { buy, buyManyIn } from '../market/buy';
import { requestHash } from '../http/idempotency';
import { applyRecharge, applyWithdraw } from './applications';
import { auditLedger } from './ledger';
import { moneyTx } from '../db/money-tx';
import { decide } from './review';

let database: Database;
let db: Db;
let accountId = 0;
let typeId = 0;
let runNo = 0;
const now = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  database = await openDatabase({});
  db = database.db;
  await migrate(db);
  await applyConfigured(db, testConfig());
  await db.update(marketSettings).set({ startTime: '00:00', endTime: '00:00', timeZone: 'UTC' });
  const [a] = await db
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .orderBy(asc(platformAccounts.id))
    .limit(1);
  const [t] = await db.insert(productTypes).values({ name: 'Prop' }).returning({ id: productTypes.id });
  accountId = a?.id ?? 0;
  typeId = t?.id ?? 0;
});
afterAll(() => database.close());

const pick = <T>(list: T[], i: number): T | undefined => (list.length === 0 ? undefined : list[i % list.length]);

const op = fc.oneof(
  fc.record({ t: fc.constant('recharge' as const), u: fc.nat(), amount: fc.integer({ min: 100, max: 50_000 }) }),
  fc.record({ t: fc.constant('decideRecharge' as const), i: fc.nat(), approve: fc.boolean() }),
  fc.record({ t: fc.constant('buy' as const), u: fc.nat(), p: fc.nat(), q: fc.integer({ min: 1, max: 3 }) }),
  // Several buyers of one product in one call (the server's batch), keys from a small set so that
  // a key is sometimes used twice in one call or again in a later one.
  fc.record({
    t: fc.constant('buyTogether' as const),
    p: fc.nat(),
    buyers: fc.array(
      fc.record({ u: fc.nat(), q: fc.integer({ min: 1, max: 3 }), k: fc.option(fc.integer({ min: 0, max: 3 })) }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
  fc.record({
    t: fc.constant('consign' as const),
    u: fc.nat(),
    o: fc.nat(),
    price: fc.option(fc.integer({ min: 1, max: 30_000 })),
  }),
  fc.record({ t: fc.constant('withdraw' as const), u: fc.nat(), amount: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ t: fc.constant('decideWithdraw' as const), i: fc.nat(), approve: fc.boolean() }),
);
/** One step in five fails before commit. */
const step = fc.record({ op, fail: fc.integer({ min: 0, max: 4 }).map((r) => r === 0) });

class Injected extends Error {}

it('keeps the books sound under random operations and injected failures', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
      runNo += 1;
      const userIds: number[] = [];
      for (let i = 0; i < 3; i++) {
        const [u] = await db
          .insert(users)
          .values({
            phone: `16${String(runNo).padStart(5, '0')}${i}`,
            nickname: `p${i}`,
            invitationCode: `P${runNo}X${i}`,
          })
          .returning({ id: users.id });
        if (!u) continue;
        userIds.push(u.id);
        // Start with money, through the only door there is: an approved recharge.
        await moneyTx(db, async (tx) => {
          const r = await applyRecharge(tx, {
            userId: u.id,
            amount: 20_000,
            accountId,
            now,
            limits: { min: 1, max: 1_000_000 },
          });
          await decide(tx, { type: 'recharge', id: r.id, decision: 'approve', operator: 'prop', now });
        });
      }
      await db.insert(products).values(
        [1, 2].map((k) => ({
          name: `Item ${runNo}.${k}`,
          typeId,
          kind: 'auction' as const,
          price: 1_000 * k,
          stock: 3,
          createdAt: now,
        })),
      );
      const recharges: number[] = [];
      const withdrawals: number[] = [];
      let approvedIn = (await auditLedger(db)).balances.get('external:recharge') ?? 0;
      let paidOut = (await auditLedger(db)).balances.get('external:withdrawal') ?? 0;

      for (const { op: o, fail } of steps) {
        const before = await auditLedger(db);
        const user = pick(userIds, 'u' in o ? o.u : 0) ?? 0;
        let effect: (() => void) | null = null;
        const run = async (tx: Tx) => {
          switch (o.t) {
            case 'recharge': {
              const r = await applyRecharge(tx, {
                userId: user,
                amount: o.amount,
                accountId,
                now,
                limits: { min: 1, max: 1_000_000 },
              });
              effect = () => recharges.push(r.id);
              break;
            }
            case 'decideRecharge': {
              const id = pick(recharges, o.i);
              if (id === undefined) return;
              const r = await decide(tx, {
                type: 'recharge',
                id,
                decision: o.approve ? 'approve' : 'reject',
                reason: 'r',
                operator: 'prop',
                now,
              });
              effect = () => {
                recharges.splice(recharges.indexOf(id), 1);
                if (o.approve) approvedIn -= (r as { amount: number }).amount;
              };
              break;
            }
            case 'buy': {
              const ids = (await tx.select({ id: products.id }).from(products).orderBy(asc(products.id)))
                .map((p) => p.id)
                .slice(-12);
              const productId = pick(ids, o.p);
              if (productId !== undefined) await buy(tx, { userId: user, productId, quantity: o.q, now });
              break;
            }
            case 'buyTogether': {
              const ids = (await tx.select({ id: products.id }).from(products).orderBy(asc(products.id)))
                .map((p) => p.id)
                .slice(-12);
              const productId = pick(ids, o.p);
              if (productId === undefined) break;
              const inputs = o.buyers.map((b) => {
                const key = b.k === null ? null : `k${b.k}`;
                const hash = key === null ? null : requestHash('buyProduct', { productId, quantity: b.q });
                return { userId: pick(userIds, b.u) ?? 0, productId, quantity: b.q, now, key, hash };
              });
              const answers = await buyManyIn(tx, productId, inputs);
              expect(answers).toHaveLength(inputs.length);
              expect(answers.filter((a) => 'error' in a)).toEqual([]);
              break;
            }
            case 'consign': {
              const owned = await tx
                .select({ id: orders.id })
                .from(orders)
                .where(eq(orders.userId, user))
                .orderBy(asc(orders.id));
              const orderId = pick(owned, o.o)?.id;
              if (orderId !== undefined) await consign(tx, user, orderId, o.price ?? undefined, now);
              break;
            }
            case 'withdraw': {
              const w = await applyWithdraw(tx, {
                userId: user,
                amount: o.amount,
                card: { bankName: 'B', holderName: 'H', cardNumber: '4111111111111111' },
                now,
              });
              effect = () => withdrawals.push(w.id);
              break;
            }
            case 'decideWithdraw': {
              const id = pick(withdrawals, o.i);
              if (id === undefined) return;
              const r = await decide(tx, {
                type: 'withdraw',
                id,
                decision: o.approve ? 'approve' : 'reject',
                reason: 'r',
                operator: 'prop',
                now,
              });
              effect = () => {
                withdrawals.splice(withdrawals.indexOf(id), 1);
                if (o.approve) paidOut += (r as { amount: number }).amount;
              };
              break;
            }
          }
          // A crash after every write, before commit: nothing of it may survive.
          if (fail) throw new Injected();
        };
        try {
          await moneyTx(db, run);
          (effect as (() => void) | null)?.();
        } catch (e) {
          if (!(e instanceof Injected) && !(e instanceof ApiError)) throw e;
        }
        const after = await auditLedger(db);
        expect(after.mismatched).toEqual([]);
        expect(after.negative).toEqual([]);
        expect(after.unbalanced).toEqual([]);
        expect(after.moneyTotal).toBe(0);
        // Money enters only by approved recharges and leaves only by paid withdrawals.
        expect(after.balances.get('external:recharge')).toBe(approvedIn);
        expect(after.balances.get('external:withdrawal')).toBe(paidOut);
        expect(after.balances.get('clearing')).toBe(0);
        if (fail) expect(after.balances).toEqual(before.balances);
      }
    }),
    {
      numRuns: Number(process.env.FC_RUNS ?? 30),
      ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
      ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
    },
  );
}, 300_000);
