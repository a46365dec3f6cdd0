// productPhotoUpload (issue 23): an operator's product photo goes through the buyers' upload
// checks (type from the bytes, re-encoded without metadata), is refused to roles outside
// catalogue/admin and to a console write without its CSRF token, is audited, and is what
// productAdd then accepts. Multipart stays refused on every other operator route.
import sharp from 'sharp';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, multipartBody, type Harness } from '../../test/harness';
import { testTypeId } from '../../test/market';

let h: Harness;
let jpeg: Buffer;
beforeAll(async () => {
  h = await createHarness();
  // A JPEG carrying EXIF (camera, GPS-like text): none of it may survive the re-encode.
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home address' } })
    .toBuffer();
});
afterAll(() => h.close());

interface Signed {
  cookie: string;
  csrf: string;
}

let seq = 0;
async function signedIn(role: string): Promise<Signed> {
  seq += 1;
  const added = await h.operator<{ name: string; password: string; totpSecret: string }>('POST', '/operators/add', {
    name: `photo${seq}-${role}`,
    role,
  });
  const c = added.body.result;
  const code = await generate({ secret: c.totpSecret, epoch: Math.floor(h.clock.now.getTime() / 1000) });
  const ip = `198.51.100.${seq + 10}`;
  const first = await h.app.inject({
    method: 'POST',
    url: '/api/console/session/sign-in',
    remoteAddress: ip,
    payload: { name: c.name, password: c.password, code },
  });
  const cookie0 = String(first.headers['set-cookie']).split(';')[0] ?? '';
  const csrf0 = (JSON.parse(first.body) as { result: { csrfToken: string } }).result.csrfToken;
  const changed = await h.app.inject({
    method: 'POST',
    url: '/api/console/session/password',
    remoteAddress: ip,
    headers: { cookie: cookie0, 'x-csrf-token': csrf0 },
    payload: { oldPassword: c.password, newPassword: 'a-long-new-password-1' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return {
    cookie: String(changed.headers['set-cookie']).split(';')[0] ?? '',
    csrf: (JSON.parse(changed.body) as { result: { csrfToken: string } }).result.csrfToken,
  };
}

function send(
  s: Signed,
  file: { filename: string; type: string; data: Buffer },
  opts: { csrf?: boolean; path?: string } = {},
) {
  const { payload, headers } = multipartBody({}, file);
  return h.app.inject({
    method: 'POST',
    url: `/api/console${opts.path ?? '/uploads/images'}`,
    payload,
    headers: { ...headers, cookie: s.cookie, ...(opts.csrf === false ? {} : { 'x-csrf-token': s.csrf }) },
  });
}

const body = (r: { body: string }) =>
  JSON.parse(r.body) as {
    reason?: string;
    fields?: Record<string, { rule: string }>;
    result: { url: string; thumb: string };
  };

describe('productPhotoUpload', () => {
  it('stores a catalogue operator’s photo without its metadata, audits it, and productAdd takes it', async () => {
    const s = await signedIn('catalogue');
    const r = await send(s, { filename: 'lamp.jpg', type: 'image/jpeg', data: jpeg });
    expect(r.statusCode, r.body).toBe(200);
    const { url, thumb } = body(r).result;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    const served = await h.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('SecretCam')).toBe(false);
    expect((await h.app.inject({ method: 'GET', url: thumb })).statusCode).toBe(200);

    const audit = await h.operator<{ items: { action: string; target: string; operator: string; via: string }[] }>(
      'GET',
      '/audit?kind=upload',
    );
    const row = audit.body.result.items.find((i) => i.target === `upload:${url.slice('/uploads/'.length)}`);
    expect(row).toMatchObject({ action: 'upload.product_photo', operator: `photo${seq}-catalogue`, via: 'console' });

    const added = await h.app.inject({
      method: 'POST',
      url: '/api/console/products',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf },
      payload: { name: 'Lamp with a photo', price: 1000, stock: 1, typeId: await testTypeId(h), images: [url] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((JSON.parse(added.body) as { result: { images: { url: string }[] } }).result.images[0]?.url).toBe(url);
  });

  it('sniffs the type from the bytes: text named .png is a 400 naming file', async () => {
    const s = await signedIn('admin');
    const r = await send(s, { filename: 'x.png', type: 'image/png', data: Buffer.from('not an image at all') });
    expect(r.statusCode).toBe(400);
    expect(body(r).reason).toBe('invalid_file');
    expect(body(r).fields?.file?.rule).toBe('file_type');
  });

  it('refuses a write without the CSRF token, and the roles outside catalogue/admin', async () => {
    const s = await signedIn('catalogue');
    const noCsrf = await send(s, { filename: 'a.jpg', type: 'image/jpeg', data: jpeg }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(body(noCsrf).reason).toBe('csrf_failed');
    for (const role of ['viewer', 'support', 'finance']) {
      const r = await send(await signedIn(role), { filename: 'a.jpg', type: 'image/jpeg', data: jpeg });
      expect(r.statusCode, role).toBe(403);
      expect(body(r).reason, role).toBe('role_forbidden');
    }
  });

  it('is served on the token API too, and no other operator route parses multipart', async () => {
    const { payload, headers } = multipartBody({}, { filename: 'b.jpg', type: 'image/jpeg', data: jpeg });
    const token = await h.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/images',
      remoteAddress: '127.0.0.1',
      payload,
      headers: { ...headers, authorization: `Operator ${h.config.operators[0]?.token ?? ''}` },
    });
    expect(token.statusCode, token.body).toBe(200);
    const s = await signedIn('catalogue');
    const other = await send(s, { filename: 'c.jpg', type: 'image/jpeg', data: jpeg }, { path: '/products' });
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.statusCode).toBeLessThan(500);
  });
});
