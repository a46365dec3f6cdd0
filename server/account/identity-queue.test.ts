// The console's identity queue: pending oldest first, then the decided; filters and paging; the
// document number masked but for its last four; the photos as signed links; a viewer gets neither.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../test/console';
import { createHarness, multipartBody, type Harness, type TestUser } from '../test/harness';
import { userIdOf } from '../test/market';

let h: Harness;
let png: Buffer;
let finance: ConsoleSession;
let viewer: ConsoleSession;
beforeAll(async () => {
  h = await createHarness();
  png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  finance = await consoleSession(h, 'finance');
  viewer = await consoleSession(h, 'viewer');
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

async function submitted(idNumber: string) {
  const u = await h.registerUser();
  const r = await h.call('POST', '/api/front/submitIdentity', {
    token: u.accessToken,
    body: { realName: 'Ana Li', idNumber, frontImage: await upload(u), backImage: await upload(u) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  h.clock.advance(1000);
  return { u, id: userIdOf(u.accessToken) };
}

type Page = OperatorAnswer<'queueIdentities'>;

describe('queueIdentities', () => {
  it('lists pending first, oldest first, with signed photos; a viewer gets no number and no photos', async () => {
    const a = await submitted('E10000001');
    const b = await submitted('E10000002');
    const c = await submitted('E10000003');
    const decided = await consoleInject(h, finance, 'POST', '/identities/decide', { id: a.id, decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);

    const all = envelopeOf<Page>(await consoleInject(h, finance, 'GET', '/queues/identities')).result;
    const mine = all.items.filter((i) => [a.id, b.id, c.id].includes(i.userId));
    expect(mine.map((i) => [i.userId, i.status])).toEqual([
      [b.id, 'pending'],
      [c.id, 'pending'],
      [a.id, 'verified'],
    ]);
    const first = mine[0];
    expect(first?.idNumber).toBe('*****0002');
    expect(first?.phone).toContain('****');
    expect(first?.frontImage).toMatch(/sig=/);
    expect(first?.backImage).toMatch(/sig=/);
    const photo = await h.app.inject({ method: 'GET', url: first?.frontImage ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(mine[2]?.reviewedBy).toBe(finance.name);

    const seen = envelopeOf<Page>(await consoleInject(h, viewer, 'GET', '/queues/identities?status=pending')).result;
    expect(seen.items.every((i) => i.status === 'pending')).toBe(true);
    expect(seen.items.map((i) => i.userId)).toEqual(expect.arrayContaining([b.id, c.id]));
    for (const i of seen.items) {
      expect(i.idNumber).toBeNull();
      expect(i.frontImage).toBeNull();
      expect(i.backImage).toBeNull();
    }
    const paged = envelopeOf<Page>(
      await consoleInject(h, viewer, 'GET', '/queues/identities?pageSize=1&page=2'),
    ).result;
    expect(paged).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
    expect(paged.items.map((i) => i.userId)).toEqual([all.items[1]?.userId]);
    expect((await consoleInject(h, viewer, 'GET', '/queues/identities?status=none')).statusCode).toBe(400);
  });
});
