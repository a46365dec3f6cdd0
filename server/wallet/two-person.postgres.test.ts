// The two-person rule under real concurrency (PostgreSQL: PGlite runs one transaction at a time and
// would hide the race): two operators deciding one withdrawal at the same moment — exactly one
// wins, the other answers 409 already_reviewed, and the money moves once. Through the console API,
// with three operators each signed in to their own session (the token API gives no approval above
// the threshold: server/test/security/operator-approval.test.ts).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { platformAccounts, rechargeApplications, users, withdrawApplications } from '../db/schema';
import { withTx } from '../db/tx';
import { postgresForTest } from '../test/postgres';
import { applyWithdraw } from './applications';
import { auditLedger, userBalances } from './ledger';
import { decide } from './review';

const temp = await postgresForTest('two-person.postgres.test');
type Operator = 'alice' | 'bob' | 'carol';
const THRESHOLD = 50_000;
const ROUNDS = 8;

describe.runIf(temp !== undefined)('two-person rule races on PostgreSQL', () => {
  let app: FastifyInstance;
  let config: Config;
  // The setup's recharges; the app and the withdrawals run on the real clock, as the audit log's
  // rows do (a withdrawal's creation starts the window in which the operators were handed out).
  const now = new Date();
  let seq = 0;
  const sessions = new Map<Operator, { cookie: string; csrf: string }>();

  /** A finance operator added through the token API, signed in, its temporary password changed. */
  async function signedIn(name: Operator) {
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/operators/add',
      remoteAddress: '127.0.0.1',
      headers: { authorization: 'Operator token-admin-0123456789' },
      payload: { name, role: 'finance' },
    });
    const { password, totpSecret } = (JSON.parse(added.body) as { result: { password: string; totpSecret: string } })
      .result;
    const code = await generate({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/console/session/sign-in',
      remoteAddress: '198.51.100.9',
      payload: { name, password, code },
    });
    const first = {
      cookie: String(signIn.headers['set-cookie']).split(';')[0] ?? '',
      csrf: (JSON.parse(signIn.body) as { result: { csrfToken: string } }).result.csrfToken,
    };
    const changed = await app.inject({
      method: 'POST',
      url: '/api/console/session/password',
      remoteAddress: '198.51.100.9',
      headers: { cookie: first.cookie, 'x-csrf-token': first.csrf },
      payload: { oldPassword: password, newPassword: 'a-long-new-password-1' },
    });
    if (changed.statusCode !== 200) throw new Error(changed.body);
    sessions.set(name, {
      cookie: String(changed.headers['set-cookie']).split(';')[0] ?? '',
      csrf: (JSON.parse(changed.body) as { result: { csrfToken: string } }).result.csrfToken,
    });
  }

  beforeAll(async () => {
    config = testConfig({
      databaseUrl: temp!.url,
      memoryDb: false,
      dualApprovalAbove: THRESHOLD,
      pendingApplicationsMax: 1000,
      operators: [{ name: 'admin', token: 'token-admin-0123456789' }],
    });
    app = await buildApp(config, { now: () => new Date() });
    await app.ready();
    for (const name of ['alice', 'bob', 'carol'] as const) await signedIn(name);
  });

  afterAll(async () => {
    await app?.close();
    await temp?.drop();
  });

  /** A funded user with one pending withdrawal of `amount`. */
  async function pendingWithdrawal(amount: number): Promise<{ userId: number; id: number }> {
    seq += 1;
    return withTx(app.ctx.db, async (tx) => {
      const [account] = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
      const [u] = await tx
        .insert(users)
        .values({ phone: `1760000${String(seq).padStart(4, '0')}`, nickname: `w${seq}`, invitationCode: `TP${seq}X` })
        .returning({ id: users.id });
      if (!u || !account) throw new Error('setup');
      const [r] = await tx
        .insert(rechargeApplications)
        .values({ userId: u.id, amount: amount * 2, accountId: account.id, createdAt: now })
        .returning({ id: rechargeApplications.id });
      if (!r) throw new Error('setup');
      await decide(tx, { type: 'recharge', id: r.id, decision: 'approve', operator: 'setup', now });
      const w = await applyWithdraw(tx, {
        userId: u.id,
        amount,
        card: { bankName: 'Bank', holderName: 'Holder', cardNumber: '4111111111111111' },
        now: new Date(),
      });
      return { userId: u.id, id: w.id };
    });
  }

  const decideAs = (operator: Operator, body: Record<string, unknown>) => {
    const s = sessions.get(operator);
    return app.inject({
      method: 'POST',
      url: '/api/console/applications/decide',
      remoteAddress: '198.51.100.9',
      headers: { cookie: s?.cookie ?? '', 'x-csrf-token': s?.csrf ?? '' },
      payload: { type: 'withdraw', ...body },
    });
  };
  const reasonOf = (r: { body: string }) => (JSON.parse(r.body) as { reason?: string }).reason;
  const outcomeOf = (r: { body: string }) => (JSON.parse(r.body) as { result?: { outcome?: string } }).result?.outcome;

  async function settled(userId: number, id: number) {
    const [w] = await app.ctx.db.select().from(withdrawApplications).where(eq(withdrawApplications.id, id));
    return { w, balances: await userBalances(app.ctx.db, userId) };
  }

  async function expectSound() {
    const a = await auditLedger(app.ctx.db);
    expect(a.mismatched).toEqual([]);
    expect(a.negative).toEqual([]);
    expect(a.unbalanced).toEqual([]);
    expect(a.moneyTotal).toBe(0);
  }

  it('below the threshold: two approvals at once, one wins, the other 409 already_reviewed; paid once', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { userId, id } = await pendingWithdrawal(1_000);
      const rs = await Promise.all([
        decideAs('alice', { id, decision: 'approve' }),
        decideAs('bob', { id, decision: 'approve' }),
      ]);
      expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(reasonOf(rs.find((r) => r.statusCode === 409) ?? { body: '{}' })).toBe('already_reviewed');
      const { w, balances } = await settled(userId, id);
      expect(w?.status).toBe('approved');
      expect(balances).toMatchObject({ available: 1_000, frozen: 0 });
    }
    await expectSound();
  });

  it('above the threshold: two second approvals at once, one completes it, the other 409 already_reviewed', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { userId, id } = await pendingWithdrawal(60_000);
      const first = await decideAs('carol', { id, decision: 'approve' });
      expect(outcomeOf(first)).toBe('awaiting_second');
      const rs = await Promise.all([
        decideAs('alice', { id, decision: 'approve' }),
        decideAs('bob', { id, decision: 'approve' }),
      ]);
      expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const won = rs.find((r) => r.statusCode === 200);
      expect(outcomeOf(won ?? { body: '{}' })).toBe('decided');
      expect(reasonOf(rs.find((r) => r.statusCode === 409) ?? { body: '{}' })).toBe('already_reviewed');
      const { w, balances } = await settled(userId, id);
      expect(w?.status).toBe('approved');
      expect(w?.firstApprovedBy).toBe('carol');
      expect(['alice', 'bob']).toContain(w?.reviewedBy);
      expect(balances).toMatchObject({ available: 60_000, frozen: 0 });
    }
    await expectSound();
  });

  it('a second approval racing a reject: exactly one decides, the money follows the winner', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { userId, id } = await pendingWithdrawal(60_000);
      expect(outcomeOf(await decideAs('carol', { id, decision: 'approve' }))).toBe('awaiting_second');
      const rs = await Promise.all([
        decideAs('alice', { id, decision: 'approve' }),
        decideAs('bob', { id, decision: 'reject', reasonCode: 'card_mismatch' }),
      ]);
      expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(reasonOf(rs.find((r) => r.statusCode === 409) ?? { body: '{}' })).toBe('already_reviewed');
      const { w, balances } = await settled(userId, id);
      if (w?.status === 'approved') {
        expect(w.reviewedBy).toBe('alice');
        expect(balances).toMatchObject({ available: 60_000, frozen: 0 });
      } else {
        expect(w?.status).toBe('rejected');
        expect(w?.reviewedBy).toBe('bob');
        expect(balances).toMatchObject({ available: 120_000, frozen: 0 });
      }
    }
    await expectSound();
  });

  it('the first approver approving twice at once: one first approval, the other 409 own_approval', async () => {
    const { userId, id } = await pendingWithdrawal(60_000);
    const rs = await Promise.all([
      decideAs('carol', { id, decision: 'approve' }),
      decideAs('carol', { id, decision: 'approve' }),
    ]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(reasonOf(rs.find((r) => r.statusCode === 409) ?? { body: '{}' })).toBe('own_approval');
    const { w, balances } = await settled(userId, id);
    expect(w).toMatchObject({ status: 'pending', firstApprovedBy: 'carol' });
    expect(balances).toMatchObject({ available: 60_000, frozen: 60_000 });
  });
});
