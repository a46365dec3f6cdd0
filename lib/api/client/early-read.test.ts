// A screen's read goes out before its read check's chunk has loaded (request.ts `early`); its answer
// is held to the compiled check when it arrives, without zod. Each test imports the request layer
// afresh, so nothing is loaded yet when the call starts.
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
  it('are sent before their checks have loaded, and their answer is checked once they have', async () => {
    const { loader, request } = await freshLayer();
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getProduct.result }));
    expect(loader.readContractLoaded('getProduct')).toBe(false);
    const result = await request.callApi('getProduct', { id: 7 }, { early: true, toast: false, catch: true });
    expect(server.seen.map((s) => s.url)).toEqual(['/api/front/getProduct?id=7']);
    expect(result).toEqual(samples.getProduct.result);
    expect(loader.readContractLoaded('getProduct')).toBe(true);
    // Only the call's own group's read checks: no zod schemas at all, not another group.
    expect(loader.loadedContract()).toBeUndefined();
    expect(loader.loadedCallContract('getProduct')).toBeUndefined();
    expect(loader.readContractLoaded('getInfo')).toBe(false);
  });

  it('with an answer that breaks its schema: a showable error, the answer unused', async () => {
    const { request } = await freshLayer();
    const broken = { ...samples.getProduct.result, price: -5 };
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: broken }));
    const error = await request.callApi('getProduct', { id: 7 }, { early: true, toast: false, catch: true }).then(
      () => null,
      (e: unknown) => e as { code: number; key?: string; errors?: Record<string, string[]> },
    );
    expect(error).toMatchObject({ code: request.UNEXPECTED_RESPONSE, key: 'errors.unexpectedResponse' });
    expect(Object.keys(error?.errors ?? {})).toEqual(['price']);
  });

  it('with input that breaks a rule: sent, and refused by the server with its field reasons', async () => {
    const { request } = await freshLayer();
    server.handle((_req, res) =>
      sendJson(res, 400, {
        code: 400,
        reason: 'invalid_input',
        errors: { id: ['must be positive'] },
        fields: { id: { rule: 'min', params: { min: 1 } } },
      }),
    );
    const error = await request.callApi('getProduct', { id: -1 }, { early: true, toast: false, catch: true }).then(
      () => null,
      (e: unknown) => e as { code: number; reason?: string; fields?: object },
    );
    expect(server.seen.map((s) => s.url)).toEqual(['/api/front/getProduct?id=-1']);
    expect(error).toMatchObject({ code: 400, reason: 'invalid_input', fields: { id: { rule: 'min' } } });
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
