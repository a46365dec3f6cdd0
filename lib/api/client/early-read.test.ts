// A screen's read goes out before the schemas' chunk has loaded (request.ts `early`), and is held
// to the same rules when it arrives. Each test imports the request layer afresh, so the contract
// is not loaded yet when the call starts.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { samples } from '../samples';
import { freshRequestLayer, sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  vi.resetModules();
});

const freshLayer = () => freshRequestLayer(server.base);

describe('early reads', () => {
  it('are sent before the contract has loaded, and their answer is parsed once it has', async () => {
    const { loader, request } = await freshLayer();
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getProduct.result }));
    expect(loader.loadedCallContract('getProduct')).toBeUndefined();
    const result = await request.callApi('getProduct', { id: 7 }, { early: true, toast: false, catch: true });
    expect(server.seen.map((s) => s.url)).toEqual(['/api/front/getProduct?id=7']);
    expect(result).toEqual(samples.getProduct.result);
    expect(loader.loadedCallContract('getProduct')).toBeDefined();
    // Only the call's own group was built: not the whole contract, not another group.
    expect(loader.loadedContract()).toBeUndefined();
    expect(loader.loadedCallContract('getInfo')).toBeUndefined();
  });

  it('with input that breaks a rule: refused like a form would be, the answer unused', async () => {
    const { request } = await freshLayer();
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getProduct.result }));
    const error = await request.callApi('getProduct', { id: -1 }, { early: true, toast: false, catch: true }).then(
      () => null,
      (e: unknown) => e as { code: number; reason?: string },
    );
    expect(error).toMatchObject({ code: 400, reason: 'invalid_input' });
  });

  it('anything not early waits for the contract and never sends bad input', async () => {
    const { request } = await freshLayer();
    const error = await request.callApi('getProduct', { id: -1 }, { toast: false, catch: true }).then(
      () => null,
      (e: unknown) => e as { code: number; reason?: string },
    );
    expect(error).toMatchObject({ code: 400, reason: 'invalid_input' });
    expect(server.seen).toEqual([]);
  });
});
