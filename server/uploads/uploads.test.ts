import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, multipartBody, type Harness, type TestUser } from '../test/harness';
import { MAX_UPLOAD_BYTES } from './limits';
import { THUMB_WIDTH } from './store';

let h: Harness;
let u: TestUser;
let png: Buffer;
beforeAll(async () => {
  h = await createHarness();
  u = await h.registerUser();
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
});
afterAll(() => h.close());

async function upload(
  file: { filename: string; type: string; data: Buffer; field?: string } | undefined,
  token: string | null = u.accessToken,
) {
  const { payload, headers } = multipartBody({}, file);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/common/uploadImages',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: res.statusCode,
    body: res.json<{
      code: number;
      message: string;
      errors?: Record<string, string[]>;
      result: Record<string, unknown>;
    }>(),
  };
}

describe('uploadImages', () => {
  it('stores a PNG under a random name, serves it back and makes a real thumbnail', async () => {
    const r = await upload({ filename: '../../etc/photo.png', type: 'application/octet-stream', data: png });
    expect(r.status).toBe(200);
    const result = r.body.result as { url: string; thumb: string; size: number; name: string; type: string };
    expect(result).toMatchObject({ name: 'photo.png', type: 'image/png' });
    expect(result.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await h.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    // Re-encoded (no metadata kept), so the same pixels rather than the same bytes.
    expect(served.rawPayload.length).toBe(result.size);
    const pixels = (b: Buffer) => sharp(b).raw().toBuffer();
    expect((await pixels(served.rawPayload)).equals(await pixels(png))).toBe(true);
    const thumb = await h.app.inject({ method: 'GET', url: result.thumb });
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(THUMB_WIDTH);
  });

  it('judges the type by content: a text file named .png is refused with 400 naming file', async () => {
    const r = await upload({ filename: 'evil.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('file');
  });

  it('refuses a file over the size limit with 400 naming file', async () => {
    const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const r = await upload({ filename: 'big.png', type: 'image/png', data: big });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('file');
    expect(r.body.message).toMatch(/size limit/);
  });

  it('needs login, and a file in the field "file"', async () => {
    expect((await upload({ filename: 'a.png', type: 'image/png', data: png }, null)).status).toBe(401);
    const wrongField = await upload({ filename: 'a.png', type: 'image/png', data: png, field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors).toHaveProperty('file');
    const json = await h.call('POST', '/api/common/uploadImages', { token: u.accessToken, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.errors).toHaveProperty('file');
  });
});

describe('storage-auth flow', () => {
  it('hands out a one-time key, then the storage host takes the file with it', async () => {
    const auth = await h.api('storageAuth', { filename: 'cup.png' }, { token: u.accessToken });
    expect(auth.status).toBe(200);
    const { host, key } = auth.body.result.params;
    const post = async () => {
      const { payload, headers } = multipartBody({ key }, { filename: 'cup.png', type: 'image/png', data: png });
      const res = await h.app.inject({ method: 'POST', url: host, payload, headers });
      return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: { url: string } | null }>() };
    };
    const first = await post();
    expect(first.status).toBe(200);
    expect(first.body.data?.url).toMatch(/^\/uploads\/.+\.png$/);
    const again = await post();
    expect(again.status).toBe(401);
    expect(again.body.code).toBe(401);
    expect((await h.api('storageAuth', { filename: 'a.png' })).status).toBe(401);
    const bad = await h.api('storageAuth', { filename: '../x' }, { token: u.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('filename');
  });
});
