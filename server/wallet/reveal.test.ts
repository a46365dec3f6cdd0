// Issue 42 #1: finance could not pay a withdrawal (the console showed only **** **** **** 2337).
// revealApplication and revealIdentity answer the whole account number and holder, and the whole ID
// number, to finance and admin only, one at a time, each read an audit row (who, what, when) that
// never holds the number; viewers, support and catalogue are refused (403 role_forbidden) and
// write no row; an unknown id is 404. The queues themselves stay masked.
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { OPERATOR_ROLES, roleMay, type OperatorRole } from '@/lib/api/operator/facts';
import { operatorActions, withdrawApplications } from '../db/schema';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../test/console';
import { createHarness, type Harness } from '../test/harness';
import { CARD, fund, PAY_PASSWORD, prepareWithdrawals, userIdOf } from '../test/market';

let h: Harness;
let withdrawalId = 0;
let userId = 0;
const ID_NUMBER = '11010519491231002X';
const sessions = new Map<OperatorRole, ConsoleSession>();

beforeAll(async () => {
  h = await createHarness();
  const u = await h.registerUser();
  userId = userIdOf(u.accessToken);
  await prepareWithdrawals(h, userId);
  await fund(h, u.accessToken, 50_000);
  const w = await h.api('ApplyWithdraw', { amount: 1000, payPassword: PAY_PASSWORD }, { token: u.accessToken });
  expect(w.status, JSON.stringify(w.body)).toBe(200);
  withdrawalId = w.body.result.id;
  // An identity submission without photos is refused by the call; the row is what the reveal reads.
  await h.app.ctx.db.execute(
    sql`INSERT INTO identities (user_id, real_name, id_number) VALUES (${userId}, 'Ana Li', ${ID_NUMBER})`,
  );
  for (const role of OPERATOR_ROLES) sessions.set(role, await consoleSession(h, role));
});
afterAll(() => h.close());

async function lastActionId(): Promise<number> {
  const [r] = await h.app.ctx.db
    .select({ n: sql<number>`coalesce(max(${operatorActions.id}), 0)::int` })
    .from(operatorActions);
  return r?.n ?? 0;
}

async function rowsSince(mark: number, action: string) {
  return h.app.ctx.db
    .select()
    .from(operatorActions)
    .where(and(gt(operatorActions.id, mark), eq(operatorActions.action, action)));
}

function session(role: OperatorRole): ConsoleSession {
  const s = sessions.get(role);
  if (!s) throw new Error(role);
  return s;
}

describe('revealApplication', () => {
  it('the queue stays masked for every role', async () => {
    const r = await consoleInject(h, session('admin'), 'GET', '/queues/applications?type=withdraw');
    const item = envelopeOf<OperatorAnswer<'queueApplications'>>(r).result.items.find((i) => i.id === withdrawalId);
    expect(item && item.type === 'withdraw' ? item.account : null).toBe('**** **** **** 1111');
    expect(r.body).not.toContain(CARD.cardNumber);
  });

  for (const role of OPERATOR_ROLES) {
    const may = roleMay(role, 'revealApplication');
    it(`${role}: ${may ? '200 with the whole number and an audit row' : '403 role_forbidden, no row'}`, async () => {
      const mark = await lastActionId();
      const r = await consoleInject(h, session(role), 'POST', '/applications/reveal', {
        type: 'withdraw',
        id: withdrawalId,
      });
      const rows = await rowsSince(mark, 'withdraw.reveal');
      if (!may) {
        expect(r.statusCode, r.body).toBe(403);
        expect(r.json<{ reason: string }>().reason).toBe('role_forbidden');
        expect(r.body).not.toContain(CARD.cardNumber);
        expect(rows).toEqual([]);
        return;
      }
      expect(r.statusCode, r.body).toBe(200);
      expect(envelopeOf<OperatorAnswer<'revealApplication'>>(r).result).toEqual({
        type: 'withdraw',
        id: withdrawalId,
        bankName: CARD.bankName,
        holderName: CARD.holderName,
        account: CARD.cardNumber,
      });
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.operator).toBe(session(role).name);
      expect(row.target).toBe(`withdraw:${withdrawalId}`);
      expect(row.via).toBe('console');
      expect(row.at).toBeInstanceOf(Date);
      // The audit log is read by every role: it says who looked, never what they saw.
      expect(JSON.stringify(row)).not.toContain(CARD.cardNumber);
    });
  }

  it('finance and admin are the roles the contract names', () => {
    expect(OPERATOR_ROLES.filter((r) => roleMay(r, 'revealApplication'))).toEqual(['finance', 'admin']);
    expect(OPERATOR_ROLES.filter((r) => roleMay(r, 'revealIdentity'))).toEqual(['finance', 'admin']);
  });

  it('an unknown application is 404 and writes no row; only withdrawals have an account', async () => {
    const mark = await lastActionId();
    const r = await consoleInject(h, session('finance'), 'POST', '/applications/reveal', {
      type: 'withdraw',
      id: 999_999,
    });
    expect(r.statusCode, r.body).toBe(404);
    expect(await rowsSince(mark, 'withdraw.reveal')).toEqual([]);
    const recharge = await consoleInject(h, session('finance'), 'POST', '/applications/reveal', {
      type: 'recharge',
      id: 1,
    });
    expect(recharge.statusCode).toBe(400);
  });

  it('an application whose number is not known answers null (never another card)', async () => {
    await h.app.ctx.db
      .update(withdrawApplications)
      .set({ cardNumber: null })
      .where(eq(withdrawApplications.id, withdrawalId));
    const r = await consoleInject(h, session('admin'), 'POST', '/applications/reveal', {
      type: 'withdraw',
      id: withdrawalId,
    });
    expect(envelopeOf<OperatorAnswer<'revealApplication'>>(r).result.account).toBeNull();
    await h.app.ctx.db
      .update(withdrawApplications)
      .set({ cardNumber: CARD.cardNumber })
      .where(eq(withdrawApplications.id, withdrawalId));
  });
});

describe('revealIdentity', () => {
  for (const role of OPERATOR_ROLES) {
    const may = roleMay(role, 'revealIdentity');
    it(`${role}: ${may ? '200 with the whole ID number and an audit row' : '403 role_forbidden, no row'}`, async () => {
      const mark = await lastActionId();
      const r = await consoleInject(h, session(role), 'POST', '/identities/reveal', { id: userId });
      const rows = await rowsSince(mark, 'identity.reveal');
      if (!may) {
        expect(r.statusCode, r.body).toBe(403);
        expect(r.json<{ reason: string }>().reason).toBe('role_forbidden');
        expect(r.body).not.toContain(ID_NUMBER);
        expect(rows).toEqual([]);
        return;
      }
      expect(r.statusCode, r.body).toBe(200);
      expect(envelopeOf<OperatorAnswer<'revealIdentity'>>(r).result).toEqual({
        id: userId,
        realName: 'Ana Li',
        idNumber: ID_NUMBER,
      });
      expect(rows).toHaveLength(1);
      expect(rows[0]?.operator).toBe(session(role).name);
      expect(rows[0]?.target).toBe(`identity:${userId}`);
      expect(JSON.stringify(rows[0])).not.toContain(ID_NUMBER);
    });
  }

  it('an unknown user is 404 and writes no row', async () => {
    const mark = await lastActionId();
    const r = await consoleInject(h, session('admin'), 'POST', '/identities/reveal', { id: 999_999 });
    expect(r.statusCode, r.body).toBe(404);
    expect(await rowsSince(mark, 'identity.reveal')).toEqual([]);
  });
});
