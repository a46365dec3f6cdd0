// Defect 6: a malformed multipart body is a 400 on both upload endpoints, with or without login,
// never a 500. Defect 10: the storage host checks its key before it reads the file.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, multipartBody, type Harness, type TestUser } from '../harness';

let h: Harness;
let u: TestUser;
beforeAll(async () => {
  h = await createHarness();
  u = await h.registerUser();
});
afterAll(() => h.close());

const MALFORMED: [string, string][] = [
  ['multipart/form-data', 'garbage'],
  ['multipart/form-data; boundary=x', 'garbage'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
  ],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="key"\r\n\r\nabc'],
  ['multipart/form-data; boundary=x', '--x\r\n\r\n\r\n--x--'],
  ['multipart/form-data; boundary="', '--"\r\n'],
  ['multipart/form-data; boundary=' + 'x'.repeat(200), '--x'],
];

describe('malformed multipart', () => {
  for (const url of ['/api/common/uploadImages', '/api/common/storageUpload']) {
    for (const token of [null, 'user']) {
      it(`${url} ${token ? 'with' : 'without'} login answers 4xx for every malformed body`, async () => {
        for (const [type, body] of MALFORMED) {
          const r = await h.app.inject({
            method: 'POST',
            url,
            payload: body,
            headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${u.accessToken}` } : {}) },
          });
          expect(r.statusCode, `${type} ${body}: ${r.body}`).toBeGreaterThanOrEqual(400);
          expect(r.statusCode, `${type} ${body}: ${r.body}`).toBeLessThan(500);
          expect(r.json<{ code: number }>().code).toBe(r.statusCode);
        }
      });
    }
  }
});

describe('storage host', () => {
  it('refuses a file sent without a key before it, and an unknown key, without reading the file', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const noKey = multipartBody({}, { filename: 'a.png', type: 'image/png', data: png });
    const r1 = await h.app.inject({ method: 'POST', url: '/api/common/storageUpload', ...noKey });
    expect(r1.statusCode).toBe(400);
    expect(r1.json<{ msg: string }>().msg).toMatch(/^key:/);
    const badKey = multipartBody({ key: 'A'.repeat(32) }, { filename: 'a.png', type: 'image/png', data: png });
    const r2 = await h.app.inject({ method: 'POST', url: '/api/common/storageUpload', ...badKey });
    expect(r2.statusCode).toBe(401);
    const nul = multipartBody({ key: 'a\u0000b' }, { filename: 'a.png', type: 'image/png', data: png });
    const r3 = await h.app.inject({ method: 'POST', url: '/api/common/storageUpload', ...nul });
    expect(r3.statusCode).toBe(401);
  });
});
