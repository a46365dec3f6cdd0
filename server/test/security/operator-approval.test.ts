// Item 5 of the operator-console audit: one person could give both approvals of a two-person
// decision. An admin who gave the first approval could add or reset a finance operator (the answer
// shows its password and TOTP secret) and approve again as it, and the CLI's token counted as
// another approver. Now the second approver must not be an account the first approver (or the
// accounts they handed out, or the token API) added, reset or changed the role of since the
// application was made, and the token API gives neither approval above DUAL_APPROVAL_ABOVE.
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAccounts, rechargeApplications, users } from '../../db/schema';
import { withTx } from '../../db/tx';
import { applyScoreRefund, applyWithdraw } from '../../wallet/applications';
import { decide, grantScore } from '../../wallet/review';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../console';
import { createHarness, type Harness } from '../harness';

const THRESHOLD = 50_000;
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ dualApprovalAbove: THRESHOLD });
});
afterAll(() => h.close());

interface Credentials {
  name: string;
  password: string;
  totpSecret: string;
}

/**
 * The application's creation starts the window, on the app's clock; the audit rows are stamped by
 * the database's. The harness clock stands still, so bring it to the real time first.
 */
async function realTime() {
  await new Promise((r) => setTimeout(r, 5));
  h.clock.advance(Date.now() - h.clock.now.getTime());
}

let seq = 0;
/** A funded user with one pending withdrawal (or score refund) above the threshold. */
async function pending(type: 'withdraw' | 'refund' = 'withdraw'): Promise<number> {
  await realTime();
  seq += 1;
  const now = h.clock.now;
  return withTx(h.app.ctx.db, async (tx) => {
    const [account] = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
    const [u] = await tx
      .insert(users)
      .values({ phone: `1770000${String(seq).padStart(4, '0')}`, nickname: `a${seq}`, invitationCode: `OA${seq}X` })
      .returning({ id: users.id });
    if (!u || !account) throw new Error('setup');
    if (type === 'refund') {
      await grantScore(tx, u.id, 2 * THRESHOLD, 'test', now);
      return (await applyScoreRefund(tx, { userId: u.id, points: 2 * THRESHOLD, now })).id;
    }
    const [r] = await tx
      .insert(rechargeApplications)
      .values({ userId: u.id, amount: 4 * THRESHOLD, accountId: account.id, createdAt: now })
      .returning({ id: rechargeApplications.id });
    if (!r) throw new Error('setup');
    await decide(tx, { type: 'recharge', id: r.id, decision: 'approve', operator: 'setup', now });
    const w = await applyWithdraw(tx, {
      userId: u.id,
      amount: 2 * THRESHOLD,
      card: { bankName: 'Bank', holderName: 'Holder', cardNumber: '4111111111111111' },
      now,
    });
    return w.id;
  });
}

const NEW_PASSWORD = 'a-long-new-password-1';
let ipSeq = 0;
/** Signs in with the credentials an add or reset answered, and chooses a password (`change`). */
async function signInWith(c: Credentials, change = true): Promise<ConsoleSession> {
  ipSeq += 1;
  const ip = `203.0.113.${ipSeq}`;
  const code = await generate({ secret: c.totpSecret, epoch: Math.floor(h.clock.now.getTime() / 1000) });
  const signIn = await h.app.inject({
    method: 'POST',
    url: '/api/console/session/sign-in',
    remoteAddress: ip,
    payload: { name: c.name, password: c.password, code },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const first: ConsoleSession = {
    name: c.name,
    ip,
    cookie: String(signIn.headers['set-cookie']).split(';')[0] ?? '',
    csrf: envelopeOf<{ csrfToken: string }>(signIn).result.csrfToken,
  };
  if (!change) return first;
  const changed = await consoleInject(h, first, 'POST', '/session/password', {
    oldPassword: c.password,
    newPassword: NEW_PASSWORD,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return {
    ...first,
    cookie: String(changed.headers['set-cookie']).split(';')[0] ?? '',
    csrf: envelopeOf<{ csrfToken: string }>(changed).result.csrfToken,
  };
}

let opSeq = 0;
/** An operator added from a console session: the credentials the add answered. */
async function addFrom(s: ConsoleSession, role: string): Promise<Credentials> {
  opSeq += 1;
  const r = await consoleInject(h, s, 'POST', '/operators/add', { name: `pa${opSeq}-${role}`, role });
  expect(r.statusCode, r.body).toBe(200);
  return envelopeOf<Credentials>(r).result;
}

/** An operator added through the token API (as `npm run admin -- operator add` does). */
async function tokenAdded(role: string): Promise<Credentials> {
  opSeq += 1;
  const r = await h.operator<Credentials>('POST', '/operators/add', { name: `pt${opSeq}-${role}`, role });
  expect(r.status).toBe(200);
  return r.body.result;
}

const approve = (s: ConsoleSession, id: number, type = 'withdraw') =>
  consoleInject(h, s, 'POST', '/applications/decide', { type, id, decision: 'approve' });

const viaToken = (id: number, decision: 'approve' | 'reject', type = 'withdraw') =>
  h.operator('POST', '/applications/decide', {
    type,
    id,
    decision,
    ...(decision === 'reject' ? { reason: 'card mismatch', reasonCode: 'card_mismatch' } : {}),
  });

const outcome = (r: LightMyRequestResponse) => envelopeOf<{ outcome: string; status: string }>(r).result;

describe('the second approver is another person', () => {
  it('an account the first approver adds after the first approval cannot give the second', async () => {
    const admin = await consoleSession(h, 'admin');
    const other = await consoleSession(h, 'finance');
    const id = await pending();
    expect(outcome(await approve(admin, id)).outcome).toBe('awaiting_second');
    const puppet = await signInWith(await addFrom(admin, 'finance'));
    const refused = await approve(puppet, id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(envelopeOf(refused).reason).toBe('own_approval');
    // Nothing moved; a finance operator the first approver did not hand out completes it.
    const done = await approve(other, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(outcome(done)).toMatchObject({ outcome: 'decided', status: 'approved' });
  });

  it('nor one they reset or gave the finance role, nor one made by an account they made', async () => {
    const admin = await consoleSession(h, 'admin');
    const finance = await tokenAdded('finance');
    const viewer = await tokenAdded('viewer');
    await signInWith(finance);
    await signInWith(viewer);
    const id = await pending('refund');
    expect(outcome(await approve(admin, id, 'refund')).outcome).toBe('awaiting_second');

    const reset = await consoleInject(h, admin, 'POST', '/operators/reset', { name: finance.name });
    expect(reset.statusCode, reset.body).toBe(200);
    const asReset = await signInWith(envelopeOf<Credentials>(reset).result);
    expect(envelopeOf(await approve(asReset, id, 'refund')).reason).toBe('own_approval');

    const role = await consoleInject(h, admin, 'POST', '/operators/role', { name: viewer.name, role: 'finance' });
    expect(role.statusCode, role.body).toBe(200);
    h.clock.advance(31_000); // the next TOTP step: a code is accepted once
    const promoted = await signInWith({ ...viewer, password: NEW_PASSWORD }, false);
    const refusedRole = await approve(promoted, id, 'refund');
    expect(refusedRole.statusCode, refusedRole.body).toBe(409);
    expect(envelopeOf(refusedRole).reason).toBe('own_approval');

    const deputy = await signInWith(await addFrom(admin, 'admin'));
    const puppet = await signInWith(await addFrom(deputy, 'finance'));
    const refused = await approve(puppet, id, 'refund');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(envelopeOf(refused).reason).toBe('own_approval');
  });

  it('nor one the first approver added after the application was made, before approving', async () => {
    const admin = await consoleSession(h, 'admin');
    const id = await pending();
    const early = await signInWith(await addFrom(admin, 'finance'));
    expect(outcome(await approve(admin, id)).outcome).toBe('awaiting_second');
    const refused = await approve(early, id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(envelopeOf(refused).reason).toBe('own_approval');
  });

  it('nor one added or reset through the token API since the application was made', async () => {
    const admin = await consoleSession(h, 'admin');
    const id = await pending();
    expect(outcome(await approve(admin, id)).outcome).toBe('awaiting_second');
    const viaCli = await signInWith(await tokenAdded('finance'));
    const refused = await approve(viaCli, id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(envelopeOf(refused).reason).toBe('own_approval');
  });
});

describe('the token API is nobody in particular', () => {
  it('gives neither the first nor the second approval above the threshold; it still rejects', async () => {
    const first = await viaToken(await pending(), 'approve');
    expect(first.status).toBe(403);
    expect(first.body.reason).toBe('forbidden');

    const admin = await consoleSession(h, 'admin');
    const id = await pending();
    expect(outcome(await approve(admin, id)).outcome).toBe('awaiting_second');
    const second = await viaToken(id, 'approve');
    expect(second.status).toBe(403);
    expect(second.body.reason).toBe('forbidden');

    const rejected = await viaToken(id, 'reject');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.result).toMatchObject({ status: 'rejected' });
  });
});
