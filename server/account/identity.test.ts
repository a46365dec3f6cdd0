import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/client';
import { createHarness, multipartBody, type Harness, type TestUser } from '../test/harness';
import { maskIdNumber } from './identity-routes';

let h: Harness;
let png: Buffer;
beforeAll(async () => {
  h = await createHarness();
  png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
});
afterAll(() => h.close());

interface Identity {
  realName: string;
  idNumber: string;
  frontImage: string;
  backImage: string | null;
  status: string;
  reason: string | null;
  reviewedAt: string | null;
}
interface OperatorIdentity extends Identity {
  id: number;
  phone: string;
}

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

/** A user with two uploaded images and their id. */
async function person() {
  const u = await h.registerUser();
  const info = await h.api('getInfo', {}, { token: u.accessToken });
  return { u, id: info.body.result.id, front: await upload(u), back: await upload(u) };
}

const submit = (u: TestUser, body: Record<string, unknown>) =>
  h.call<Identity>('POST', '/api/front/submitIdentity', { token: u.accessToken, body });
const status = async (u: TestUser) => (await h.api('getInfo', {}, { token: u.accessToken })).body.result.identityStatus;

describe('identity submission', () => {
  it('needs login for both calls', async () => {
    expect((await h.api('getIdentity', {})).status).toBe(401);
    const r = await h.api('submitIdentity', {
      realName: 'Ana Li',
      idNumber: 'E12345678',
      frontImage: '/uploads/x.png',
    });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(401);
  });

  it('answers null before the first submission; getInfo says none', async () => {
    const { u } = await person();
    const r = await h.api('getIdentity', {}, { token: u.accessToken });
    expect(r.status).toBe(200);
    expect(r.body.result).toBeNull();
    expect(await status(u)).toBe('none');
  });

  it('refuses bad fields with 400 naming each one', async () => {
    const { u, front } = await person();
    const good = { realName: 'Ana Li', idNumber: 'E12345678', frontImage: front };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, realName: ' A ' }, 'realName'],
      [{ ...good, idNumber: '12-34-56' }, 'idNumber'],
      [{ ...good, idNumber: '1'.repeat(31) }, 'idNumber'],
      [{ realName: 'Ana Li', idNumber: 'E12345678' }, 'frontImage'],
      [{ ...good, frontImage: 'https://elsewhere.example/id.png' }, 'frontImage'],
      [{ ...good, frontImage: '/static/id.png' }, 'frontImage'],
      [{ ...good, backImage: '/uploads/../operator-token' }, 'backImage'],
      [{ ...good, backImage: '/uploads/0123456789abcdef0123456789abcdef.png' }, 'backImage'],
    ];
    for (const [body, field] of cases) {
      const r = await submit(u, body);
      expect(r.status, field).toBe(400);
      expect(r.body.code).toBe(400);
      expect(r.body.errors, field).toHaveProperty(field);
      expect(r.body.message).toContain(field);
    }
    expect(await status(u)).toBe('none');
  });

  it("refuses another user's upload", async () => {
    const { u } = await person();
    const other = await person();
    const r = await submit(u, { realName: 'Ana Li', idNumber: 'E12345678', frontImage: other.front });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('frontImage');
  });

  it('stores a submission, answers it masked and marks getInfo pending; a second one is 409', async () => {
    const { u, front, back } = await person();
    const r = await submit(u, {
      realName: '  Li Wei ',
      idNumber: '44030519900101123x',
      frontImage: front,
      backImage: back,
    });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({
      realName: 'Li Wei',
      idNumber: '**************123X',
      status: 'pending',
      reason: null,
      reviewedAt: null,
    });
    // Private files now: signed URLs for the owner (uploads/private.ts).
    expect(r.body.result.frontImage).toMatch(new RegExp(`^/uploads/private/${front.slice('/uploads/'.length)}\\?exp=`));
    expect(r.body.result.backImage).toMatch(new RegExp(`^/uploads/private/${back.slice('/uploads/'.length)}\\?exp=`));
    expect(JSON.stringify(r.body)).not.toContain('4403051990');
    const got = await h.api('getIdentity', {}, { token: u.accessToken });
    expect(got.body.result).toEqual(r.body.result);
    expect(await status(u)).toBe('pending');

    const again = await submit(u, { realName: 'Li Wei', idNumber: 'E12345678', frontImage: front });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(409);
    expect(again.body.message).toMatch(/already under review/);
    expect((await h.api('getIdentity', {}, { token: u.accessToken })).body.result?.idNumber).toBe('**************123X');
  });

  it('masks short and long numbers, keeping only the last four', () => {
    expect(maskIdNumber('AB1234')).toBe('**1234');
    expect(maskIdNumber('E12345678')).toBe('*****5678');
  });
});

describe('identity review (operator)', () => {
  it('rejects with a reason, lets the user submit again, approves, then refuses a new submission', async () => {
    const { u, id, front } = await person();
    await submit(u, { realName: 'Ana Li', idNumber: 'P9876543', frontImage: front });

    const list = await h.operator<OperatorIdentity[]>('GET', '/identities?status=pending');
    expect(list.status).toBe(200);
    expect(list.body.result.find((i) => i.id === id)).toMatchObject({
      realName: 'Ana Li',
      idNumber: 'P9876543',
      phone: u.phone,
      status: 'pending',
    });

    const noReason = await h.operator('POST', '/identities/decide', { id, decision: 'reject' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');

    const rejected = await h.operator<OperatorIdentity>('POST', '/identities/decide', {
      id,
      decision: 'reject',
      reason: 'Photo is blurred',
    });
    expect(rejected.status).toBe(200);
    // Only a note: the user reads "other" in their language (account.identityRejection.other).
    expect(rejected.body.result).toMatchObject({ status: 'rejected', reason: 'Photo is blurred', reasonCode: 'other' });
    expect(await status(u)).toBe('rejected');
    const mine = await h.api('getIdentity', {}, { token: u.accessToken });
    expect(mine.body.result).toMatchObject({ status: 'rejected', reason: 'Photo is blurred', idNumber: '****6543' });
    expect(mine.body.result?.reviewedAt).not.toBeNull();
    expect((await h.operator('POST', '/identities/decide', { id, decision: 'approve' })).status).toBe(409);

    const second = await submit(u, { realName: 'Ana Li', idNumber: 'P9876543', frontImage: front });
    expect(second.status).toBe(200);
    expect(second.body.result).toMatchObject({ status: 'pending', reason: null, reasonCode: null, reviewedAt: null });
    expect(await status(u)).toBe('pending');

    const approved = await h.operator<OperatorIdentity>('POST', '/identities/decide', { id, decision: 'approve' });
    expect(approved.body.result).toMatchObject({ status: 'verified', reason: null });
    expect(await status(u)).toBe('verified');
    const after = await submit(u, { realName: 'Ana Li', idNumber: 'P9876543', frontImage: front });
    expect(after.status).toBe(409);
    expect(after.body.message).toMatch(/already verified/);

    const audit = await rows<{ action: string; operator: string; details: Record<string, unknown> }>(
      h.app.ctx.db,
      sql`SELECT action, operator, details FROM operator_actions WHERE target = ${`identity:${id}`} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['identity.reject', 'identity.approve']);
    expect(audit[0]).toMatchObject({ operator: 'test', details: { reason: 'Photo is blurred' } });
    expect(JSON.stringify(audit)).not.toContain('P9876543');
  });

  // Issue 27: "Submit again" started empty. The operator names the photos to send again; the
  // user keeps the rest (the number without typing it again, the photos not rejected).
  it('a rejection names its photos; the next submission keeps the rest, never a rejected photo', async () => {
    const { u, id, front, back } = await person();
    await submit(u, { realName: 'Ana Li', idNumber: 'P9876543', frontImage: front, backImage: back });
    const badPhotos = await h.operator('POST', '/identities/decide', { id, decision: 'approve', photos: ['front'] });
    expect(badPhotos.status).toBe(400);
    const rejected = await h.operator<OperatorIdentity>('POST', '/identities/decide', {
      id,
      decision: 'reject',
      reason: 'The front photo is blurred',
      photos: ['front'],
    });
    expect(rejected.status).toBe(200);
    const mine = await h.api('getIdentity', {}, { token: u.accessToken });
    expect(mine.body.result).toMatchObject({ status: 'rejected', rejectedPhotos: ['front'] });

    // The rejected front photo cannot be kept; nothing is kept without a rejection to keep from.
    const keptFront = await submit(u, { realName: 'Ana Li', keep: ['idNumber', 'frontImage', 'backImage'] });
    expect(keptFront.status).toBe(400);
    expect(keptFront.body.errors).toHaveProperty('frontImage');
    const missing = await submit(u, { realName: 'Ana Li', keep: ['backImage'] });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors as object).sort()).toEqual(['frontImage', 'idNumber']);

    const fresh = await upload(u);
    const again = await submit(u, { realName: 'Ana Li', frontImage: fresh, keep: ['idNumber', 'backImage'] });
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ status: 'pending', idNumber: '****6543', rejectedPhotos: [] });
    expect(again.body.result.frontImage).toContain(fresh.slice('/uploads/'.length));
    expect(again.body.result.backImage).toContain(back.slice('/uploads/'.length));
    const list = await h.operator<OperatorIdentity[]>('GET', '/identities?status=pending');
    expect(list.body.result.find((i) => i.id === id)).toMatchObject({ idNumber: 'P9876543' });

    const pendingKeep = await submit(u, { realName: 'Ana Li', frontImage: fresh, keep: ['idNumber'] });
    expect(pendingKeep.status).toBe(400);
  });

  it('answers 404 for a user without a submission and refuses a bad status filter', async () => {
    const { id } = await person();
    expect((await h.operator('POST', '/identities/decide', { id, decision: 'approve' })).status).toBe(404);
    expect((await h.operator('GET', '/identities?status=approved')).status).toBe(400);
  });

  it('needs the operator token', async () => {
    expect((await h.call('GET', '/api/admin/identities', { ip: '127.0.0.1' })).status).toBe(401);
  });
});
