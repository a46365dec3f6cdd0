// Defect 10: a decompression bomb is refused before it is decoded, uploads have a per-user
// quota, and a recharge receipt or identity photo must be the user's own upload.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { MAX_INPUT_PIXELS, UPLOAD_LIMITS } from '../../uploads/limits';
import { createHarness, multipartBody, type Harness, type TestUser } from '../harness';

let h: Harness;
let u: TestUser;
beforeAll(async () => {
  h = await createHarness();
  u = await h.registerUser();
});
afterAll(() => h.close());

async function upload(token: string, data: Buffer) {
  const { payload, headers } = multipartBody({}, { filename: 'a.png', type: 'image/png', data });
  const r = await h.app.inject({
    method: 'POST',
    url: calls.uploadImages.path,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return { status: r.statusCode, body: r.json<{ message: string; result: { url: string } }>() };
}

describe('upload limits', () => {
  it('a small file that decodes to more than the pixel limit is refused', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 10;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const r = await upload(u.accessToken, bomb);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/megapixels/);
  });

  it('each user has an upload quota', async () => {
    const other = await h.registerUser();
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const max = UPLOAD_LIMITS[0]?.max ?? 0;
    for (let i = 0; i < max; i++) expect((await upload(other.accessToken, png)).status).toBe(200);
    expect((await upload(other.accessToken, png)).status).toBe(429);
    // Another user is not affected.
    expect((await upload(u.accessToken, png)).status).toBe(200);
  });

  it('another user’s upload is neither a receipt nor an identity photo', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const mine = await upload(u.accessToken, png);
    const thief = await h.registerUser();
    const recharge = await h.call('POST', calls.applyRecharge.path, {
      token: thief.accessToken,
      body: { amount: 1000, accountId: 1, proofImage: mine.body.result.url },
    });
    expect(recharge.status).toBe(400);
    expect(recharge.body.errors).toHaveProperty('proofImage');
    const identity = await h.call('POST', calls.submitIdentity.path, {
      token: thief.accessToken,
      body: { realName: 'Mallory', idNumber: 'X1234567', frontImage: mine.body.result.url },
    });
    expect(identity.status).toBe(400);
    expect(identity.body.errors).toHaveProperty('frontImage');
  });
});
