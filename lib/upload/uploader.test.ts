// The upload state machine against a real local HTTP server, through the Node transport.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/lib/api/client/config';
import { fakeJwt, sendJson, startTestServer, type TestServer } from '@/lib/api/client/test-server';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import { samples } from '@/lib/api/samples';
import { nodeTransport } from './node-transport';
import { PICKER_MAX, Uploader, type UploaderOptions, type UploadItem } from './uploader';

let server: TestServer;
let toasts: string[];
const NOW = 1_795_312_800_000;
const okUpload = { code: 200, message: 'ok', result: samples.uploadImages.result };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  toasts = [];
  configureApi({
    baseUrl: server.base,
    tokens: memoryTokenStore({ access: fakeJwt(NOW / 1000 + 600), refresh: 'r1' }),
    now: () => NOW,
    toast: (t) => toasts.push(t),
    translate: (k) => `t:${k}`,
    onLoginRequired: () => undefined,
  });
  server.handle((_q, res) => sendJson(res, 200, okUpload));
});

const file = (bytes: number, name = 'a.jpg') => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/jpeg' });
const make = (options: Partial<UploaderOptions> = {}) => new Uploader({ transport: nodeTransport(4096), ...options });

describe('Uploader', () => {
  it('goes uploading 0 → rising progress from real upload events → success at 100', async () => {
    const up = make();
    const history: UploadItem[] = [];
    up.subscribe(() => {
      const item = up.snapshot()[0];
      if (item) history.push(item);
    });
    await up.add([file(64 * 1024)]);
    expect(history[0]).toMatchObject({
      status: 'uploading',
      progress: 0,
      name: 'a.jpg',
      size: 65_536,
      type: 'image/jpeg',
    });
    const progress = history.filter((h) => h.status === 'uploading').map((h) => h.progress);
    expect(new Set(progress).size).toBeGreaterThan(5);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(up.snapshot()[0]).toMatchObject({
      status: 'success',
      progress: 100,
      url: samples.uploadImages.result.url,
      thumb: samples.uploadImages.result.thumb,
    });
    const req = server.seen[0];
    expect(req?.url).toBe('/api/common/uploadImages');
    expect(req?.headers.authorization).toMatch(/^Bearer /);
    expect(req?.body).toContain('name="file"; filename="a.jpg"');
  });

  it('refuses a file over maxSize: toast "exceeds size limit" and an oversize event', async () => {
    const oversize: string[] = [];
    const up = make({ maxSize: 1000, multiple: true, onOversize: (f) => oversize.push(f.name) });
    await up.add([file(1001, 'big.jpg'), file(1000, 'fits.jpg')]);
    expect(oversize).toEqual(['big.jpg']);
    expect(toasts).toEqual(['t:errors.exceedsSizeLimit']);
    expect(up.snapshot().map((i) => i.name)).toEqual(['fits.jpg']);
  });

  it('limits to maxCount and hides the trigger once reached', async () => {
    const up = make({ maxCount: 2, multiple: true });
    expect(up.showTrigger).toBe(true);
    expect(up.pickerLimit).toBe(2);
    await up.add([file(10, '1.jpg'), file(10, '2.jpg'), file(10, '3.jpg')]);
    expect(up.snapshot()).toHaveLength(2);
    expect(up.showTrigger).toBe(false);
    expect(up.canAdd).toBe(false);
    await up.add([file(10, '4.jpg')]);
    expect(up.snapshot()).toHaveLength(2);
    up.remove(up.snapshot()[0]?.id ?? 0);
    expect(up.showTrigger).toBe(true);
  });

  it('offers at most 9 files when multiple, 1 otherwise', () => {
    expect(make({ multiple: true }).pickerLimit).toBe(PICKER_MAX);
    expect(PICKER_MAX).toBe(9);
    expect(make().pickerLimit).toBe(1);
  });

  it('does nothing while disabled', async () => {
    const up = make({ disabled: true, multiple: true });
    expect(up.canAdd).toBe(false);
    await up.add([file(10)]);
    expect(up.snapshot()).toHaveLength(0);
    expect(server.seen).toHaveLength(0);
  });

  it('on 401 clears the tokens, marks every item failed, and prompts for login once for the batch', async () => {
    const tokens = memoryTokenStore({ access: fakeJwt(NOW / 1000 + 600), refresh: 'r1' });
    let logins = 0;
    configureApi({ tokens, onLoginRequired: () => (logins += 1) });
    server.handle((_q, res) => sendJson(res, 401, { code: 401, message: 'login required', result: null }));
    const up = make({ multiple: true });
    await up.add([file(100, 'a.jpg'), file(100, 'b.jpg')]);
    expect(up.snapshot().map((i) => [i.status, i.message])).toEqual([
      ['failed', 't:errors.loginRequired'],
      ['failed', 't:errors.loginRequired'],
    ]);
    expect(tokens.access()).toBeNull();
    expect(logins).toBe(1);
    expect(toasts).toEqual(['t:errors.loginRequired']);
  });

  it('fails with the server msg as a toast, and can retry', async () => {
    server.handle((_q, res) => sendJson(res, 200, { code: 500, msg: 'disk full', message: 'disk full', result: null }));
    const up = make();
    await up.add([file(100)]);
    expect(up.snapshot()[0]).toMatchObject({ status: 'failed', message: 'disk full' });
    expect(toasts).toEqual(['disk full']);
    server.handle((_q, res) => sendJson(res, 200, okUpload));
    await up.retry(up.snapshot()[0]?.id ?? 0);
    expect(up.snapshot()[0]).toMatchObject({ status: 'success', progress: 100 });
  });

  it('fails on an HTTP error status and on a dropped connection', async () => {
    server.handle((_q, res) => sendJson(res, 500, { msg: 'boom' }));
    const up = make({ multiple: true });
    await up.add([file(100)]);
    expect(up.snapshot()[0]).toMatchObject({ status: 'failed', message: 'boom' });
    server.handle((_q, res) => res.destroy());
    await up.add([file(100, 'b.jpg')]);
    expect(up.snapshot()[1]).toMatchObject({ status: 'failed', message: 't:errors.fileTransfer' });
  });

  it('uploads through the storage service: auth by filename, then POST to the host', async () => {
    server.handle((q, res) => {
      if (q.url.startsWith('/api/common/storageAuth')) {
        sendJson(res, 200, {
          code: 200,
          result: {
            params: { host: '/storage-host', key: 'u/12/photo.jpg', token: 'tok' },
            expiresAt: '2026-11-22T03:00:00.000Z',
          },
        });
      } else sendJson(res, 200, { code: 200, msg: 'ok', data: { url: 'https://cdn.example.com/u/12/photo.jpg' } });
    });
    const up = make({ target: { kind: 'storage' } });
    await up.add([file(2000, 'photo.jpg')]);
    expect(server.seen.map((s) => s.url)).toEqual(['/api/common/storageAuth?filename=photo.jpg', '/storage-host']);
    expect(server.seen[1]?.body).toMatch(/name="key"\r\n\r\nu\/12\/photo\.jpg/);
    expect(server.seen[1]?.body).toMatch(/name="token"\r\n\r\ntok/);
    expect(up.snapshot()[0]).toMatchObject({ status: 'success', url: 'https://cdn.example.com/u/12/photo.jpg' });
  });

  it('uses a configured storage auth URL answering data.params, and toasts its msg on refusal', async () => {
    server.handle((q, res) => {
      if (q.url.startsWith('/oss-auth'))
        sendJson(res, 200, { code: 200, msg: 'ok', data: { params: { host: `${server.base}/oss`, key: 'k/1.jpg' } } });
      else sendJson(res, 200, { code: 200, msg: 'ok', data: { url: 'https://oss.example.com/k/1.jpg' } });
    });
    const up = make({ target: { kind: 'storage', authUrl: `${server.base}/oss-auth` }, multiple: true });
    await up.add([file(10, '1.jpg')]);
    expect(server.seen.map((s) => s.url)).toEqual(['/oss-auth?filename=1.jpg', '/oss']);
    expect(up.snapshot()[0]).toMatchObject({ status: 'success', url: 'https://oss.example.com/k/1.jpg' });
    server.handle((_q, res) => sendJson(res, 200, { code: 403, msg: 'quota exceeded' }));
    await up.add([file(10, '2.jpg')]);
    expect(up.snapshot()[1]).toMatchObject({ status: 'failed', message: 'quota exceeded' });
    expect(toasts).toEqual(['quota exceeded']);
  });

  it('uploads to a configured URL', async () => {
    const up = make({ target: { kind: 'url', url: `${server.base}/custom-upload` } });
    await up.add([file(10)]);
    expect(server.seen[0]?.url).toBe('/custom-upload');
    expect(up.snapshot()[0]?.status).toBe('success');
  });

  it('sends to another session’s endpoint with its own headers: no bearer token, and a 403 fails only the item', async () => {
    let logins = 0;
    configureApi({ onLoginRequired: () => (logins += 1) });
    const up = make({
      target: {
        kind: 'session',
        url: `${server.base}/api/console/uploads/images`,
        headers: () => ({ 'x-csrf-token': 'c1' }),
      },
    });
    await up.add([file(10)]);
    expect(server.seen[0]?.headers['x-csrf-token']).toBe('c1');
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
    expect(up.snapshot()[0]?.status).toBe('success');
    server.handle((_q, res) => sendJson(res, 403, { code: 403, message: 'The CSRF token is missing or wrong' }));
    await up.add([file(10, '2.jpg')]);
    expect(up.snapshot()[1]).toMatchObject({ status: 'failed' });
    expect(logins).toBe(0);
  });
});
