// Defect 10: a decompression bomb is refused before it is decoded (reason image_too_large, 413,
// field file, on the buyers' and the console's uploads alike), uploads have a per-user quota, and
// a recharge receipt or identity photo must be the user's own upload.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { operatorFacts } from '@/lib/api/operator/facts';
import { MAX_INPUT_PIXELS, UPLOAD_LIMITS } from '../../uploads/limits';
import { consoleSession, envelopeOf } from '../console';
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
  return {
    status: r.statusCode,
    body: r.json<{ message: string; reason?: string; fields?: object; result: { url: string } }>(),
  };
}

/** A PNG of a few hundred KiB that decodes to just over the pixel limit. */
function pixelBomb(): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 10;
  return sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe('upload limits', () => {
  it('a small file that decodes to more than the pixel limit is refused: image_too_large, not file_type', async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const r = await upload(u.accessToken, bomb);
    expect(r.status).toBe(413);
    expect(r.body.message).toMatch(/megapixels/);
    expect(r.body.reason).toBe('image_too_large');
    expect(r.body.fields).toEqual({ file: { rule: 'image_too_large' } });
  });

  it('the console’s product photo upload says the same', async () => {
    const s = await consoleSession(h, 'catalogue');
    const { payload, headers } = multipartBody({}, { filename: 'a.png', type: 'image/png', data: await pixelBomb() });
    const r = await h.app.inject({
      method: 'POST',
      url: `/api/console${operatorFacts.productPhotoUpload.path}`,
      payload,
      remoteAddress: s.ip,
      headers: { ...headers, cookie: s.cookie, 'x-csrf-token': s.csrf },
    });
    expect(r.statusCode).toBe(413);
    expect(envelopeOf(r).reason).toBe('image_too_large');
    expect((envelopeOf(r) as { fields?: object }).fields).toEqual({ file: { rule: 'image_too_large' } });
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
