// Pending applications per user and kind are capped (config.pendingApplicationsMax): over the cap
// a recharge, withdrawal or score refund is refused 422 `too_many_pending`, and a decision frees a
// place. On PostgreSQL, 20 submissions of one user at once still leave exactly `max` pending: the
// count and the insert are one step (the user's row is locked), not a read-then-insert race.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeApplications, withdrawApplications } from '../db/schema';
import { withTx } from '../db/tx';
import { createHarness, type Harness } from '../test/harness';
import { postgresForTest, type TempDatabase } from '../test/postgres';
import { fund, PAY_PASSWORD, platformAccountId, prepareWithdrawals, userIdOf } from '../test/market';
import { grantScore } from './review';

const MAX = 3;

function suite(name: string, database: () => TempDatabase | undefined) {
  describe(name, () => {
    let h: Harness;
    beforeAll(async () => {
      const db = database();
      h = await createHarness({ pendingApplicationsMax: MAX, ...(db ? { databaseUrl: db.url, memoryDb: false } : {}) });
    });
    afterAll(() => h?.close());

    const pending = async (table: typeof rechargeApplications | typeof withdrawApplications, userId: number) => {
      const [row] = await h.app.ctx.db
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.userId, userId), eq(table.status, 'pending')));
      return row?.n ?? 0;
    };

    it('refuses the recharge over the cap with 422 too_many_pending; a decision frees a place', async () => {
      const u = await h.registerUser();
      const accountId = await platformAccountId(h);
      const apply = () => h.api('applyRecharge', { amount: 1000, accountId }, { token: u.accessToken });
      const ids: number[] = [];
      for (let i = 0; i < MAX; i += 1) {
        const r = await apply();
        expect(r.status).toBe(200);
        ids.push(r.body.result.id);
      }
      const over = await apply();
      expect(over.status).toBe(422);
      expect(over.body.reason).toBe('too_many_pending');
      const d = await h.operator('POST', '/applications/decide', {
        type: 'recharge',
        id: ids[0],
        decision: 'reject',
        reason: 'no transfer arrived',
      });
      expect(d.status).toBe(200);
      expect((await apply()).status).toBe(200);
    });

    it('caps withdrawals and score refunds the same way', async () => {
      const u = await h.registerUser();
      const userId = userIdOf(u.accessToken);
      await fund(h, u.accessToken, 10_000);
      await prepareWithdrawals(h, userId);
      await withTx(h.app.ctx.db, (tx) => grantScore(tx, userId, 100, 'trial', new Date()));
      for (let i = 0; i < MAX; i += 1) {
        const w = await h.api('ApplyWithdraw', { amount: 100, payPassword: PAY_PASSWORD }, { token: u.accessToken });
        expect(w.status).toBe(200);
        const s = await h.api('ApplyScoreTiYanRefund', { points: 1 }, { token: u.accessToken });
        expect(s.status).toBe(200);
      }
      const w = await h.api('ApplyWithdraw', { amount: 100, payPassword: PAY_PASSWORD }, { token: u.accessToken });
      expect([w.status, w.body.reason]).toEqual([422, 'too_many_pending']);
      const s = await h.api('ApplyScoreTiYanRefund', { points: 1 }, { token: u.accessToken });
      expect([s.status, s.body.reason]).toEqual([422, 'too_many_pending']);
    });

    it('holds under 20 submissions at once: exactly the cap is pending, the rest 422, none 5xx', async () => {
      const u = await h.registerUser();
      const userId = userIdOf(u.accessToken);
      const accountId = await platformAccountId(h);
      // Half with an Idempotency-Key: its row refers to the user, which must not deadlock the cap.
      const recharges = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          h.api(
            'applyRecharge',
            { amount: 1000, accountId },
            { token: u.accessToken, ...(i % 2 ? { idempotencyKey: `cap-${userId}-${i}` } : {}) },
          ),
        ),
      );
      expect(recharges.filter((r) => r.status >= 500)).toEqual([]);
      expect(recharges.filter((r) => r.status === 200)).toHaveLength(MAX);
      expect(recharges.filter((r) => r.status === 422 && r.body.reason === 'too_many_pending')).toHaveLength(20 - MAX);
      expect(await pending(rechargeApplications, userId)).toBe(MAX);

      const w = await h.registerUser();
      const wId = userIdOf(w.accessToken);
      await fund(h, w.accessToken, 10_000);
      await prepareWithdrawals(h, wId);
      const withdrawals = await Promise.all(
        Array.from({ length: 20 }, () =>
          h.api('ApplyWithdraw', { amount: 100, payPassword: PAY_PASSWORD }, { token: w.accessToken }),
        ),
      );
      expect(withdrawals.filter((r) => r.status >= 500)).toEqual([]);
      expect(withdrawals.filter((r) => r.status === 200)).toHaveLength(MAX);
      expect(await pending(withdrawApplications, wId)).toBe(MAX);
    });
  });
}

suite('pending application caps (embedded database)', () => undefined);

const temp = await postgresForTest('pending-cap.test');
if (temp) {
  suite('pending application caps (PostgreSQL, concurrent submissions)', () => temp);
  afterAll(() => temp.drop());
}
