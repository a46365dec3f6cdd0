// Approving several identity checks at once (issue 42 #8): each pending check approved with its own
// audit row; one already decided or unknown refused on its own; finance and admin only; at most
// BULK_MAX ids, each once.
import sharp from 'sharp';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { BULK_MAX } from '@/lib/api/operator/groups/bulk';
import { identities, operatorActions } from '../db/schema';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../test/console';
import { createHarness, multipartBody, type Harness, type TestUser } from '../test/harness';
import { userIdOf } from '../test/market';

let h: Harness;
let png: Buffer;
let finance: ConsoleSession;
beforeAll(async () => {
  h = await createHarness();
  png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  finance = await consoleSession(h, 'finance');
});
afterAll(() => h.close());

async function upload(u: TestUser): Promise<string> {
  const { payload, headers } = multipartBody({}, { filename: 'id.png', type: 'image/png', data: png });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/common/uploadImages',
    payload,
    headers: { ...headers, authorization: `Bearer ${u.accessToken}` },
  });
  return res.json<{ result: { url: string } }>().result.url;
}

const tokens = new Map<number, string>();
async function submitted(idNumber: string): Promise<number> {
  const u = await h.registerUser();
  tokens.set(userIdOf(u.accessToken), u.accessToken);
  const r = await h.call('POST', '/api/front/submitIdentity', {
    token: u.accessToken,
    body: { realName: 'Ana Li', idNumber, frontImage: await upload(u) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return userIdOf(u.accessToken);
}

describe('identityApproveBulk', () => {
  it('approves each pending check with its audit row; a decided or unknown one is refused on its own', async () => {
    const [a, b, c] = [await submitted('B10000001'), await submitted('B10000002'), await submitted('B10000003')];
    const rejected = await consoleInject(h, finance, 'POST', '/identities/decide', {
      id: b,
      decision: 'reject',
      reasonCode: 'photo_unclear',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const since = Math.max(
      0,
      ...(await h.app.ctx.db.select({ id: operatorActions.id }).from(operatorActions)).map((x) => x.id),
    );

    const r = await consoleInject(h, finance, 'POST', '/identities/approve-bulk', { ids: [a, b, 777_777, c] });
    expect(r.statusCode, r.body).toBe(200);
    const answer = envelopeOf<OperatorAnswer<'identityApproveBulk'>>(r).result;
    expect(answer.results.map((x) => (x.ok ? [x.id, 'ok'] : [x.id, x.reason]))).toEqual([
      [a, 'ok'],
      [b, 'already_reviewed'],
      [777_777, 'not_found'],
      [c, 'ok'],
    ]);
    expect([answer.done, answer.refused]).toEqual([2, 2]);
    // Nothing in an answer names the ID number (the bulk answer is ids and reasons only).
    expect(r.body).not.toContain('B1000000');

    const rows = await h.app.ctx.db
      .select({ userId: identities.userId, status: identities.status, reviewedBy: identities.reviewedBy })
      .from(identities)
      .where(inArray(identities.userId, [a, b, c]));
    expect(Object.fromEntries(rows.map((x) => [x.userId, [x.status, x.reviewedBy]]))).toEqual({
      [a]: ['verified', finance.name],
      [b]: ['rejected', finance.name],
      [c]: ['verified', finance.name],
    });
    const audit = await h.app.ctx.db
      .select()
      .from(operatorActions)
      .where(and(gt(operatorActions.id, since), eq(operatorActions.action, 'identity.approve')))
      .orderBy(operatorActions.id);
    expect(audit.map((x) => [x.target, x.operator])).toEqual([
      [`identity:${a}`, finance.name],
      [`identity:${c}`, finance.name],
    ]);
    // The buyer's own read says verified.
    const seen = await h.api('getIdentity', {}, { token: tokens.get(a) ?? '' });
    expect(seen.body.result?.status).toBe('verified');
  });

  it('takes the roles of decideIdentity, at most BULK_MAX ids, each once', async () => {
    for (const role of ['viewer', 'support', 'catalogue']) {
      const s = await consoleSession(h, role);
      const refused = await consoleInject(h, s, 'POST', '/identities/approve-bulk', { ids: [1] });
      expect(refused.statusCode, role).toBe(403);
      expect(envelopeOf(refused).reason).toBe('role_forbidden');
    }
    const admin = await consoleSession(h, 'admin');
    const ok = await consoleInject(h, admin, 'POST', '/identities/approve-bulk', { ids: [666_666] });
    expect(ok.statusCode, ok.body).toBe(200);
    const fieldsOf = async (body: unknown) => {
      const r = await consoleInject(h, finance, 'POST', '/identities/approve-bulk', body);
      expect(r.statusCode, r.body).toBe(400);
      expect(envelopeOf(r).reason).toBe('invalid_input');
      return (envelopeOf(r) as { fields?: Record<string, { rule: string }> }).fields ?? {};
    };
    expect((await fieldsOf({ ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1) })).ids?.rule).toBe(
      'max_items',
    );
    expect((await fieldsOf({ ids: [4, 4] })).ids?.rule).toBe('invalid');
    expect(Object.keys(await fieldsOf({}))).toEqual(['ids']);
  });
});
