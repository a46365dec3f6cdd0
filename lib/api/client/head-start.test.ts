// The request layer takes a head-start answer (the page's HTML sent the read) in place of its own
// fetch, once, while it is fresh, and handles it like its own. A real HTTP server answers both the
// head-start requests the tests make and the layer's own.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { samples } from '../samples';
import { HEAD_START_MAX_AGE_MS, type HeadStartState } from './head-start';
import { httpRequest, requestKey } from './http-request';
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
afterEach(() => {
  vi.unstubAllGlobals();
});

const INPUT = { page: 1, pageSize: 6, kind: 'auction' } as const;

/** What the page's script leaves behind: the reads it sent, their answers under their keys. */
function pageSent(reads: { input?: unknown; at?: number; response?: Promise<Response> }[] = [{}]): HeadStartState {
  const state: HeadStartState = { names: [], answers: {} };
  for (const read of reads) {
    const req = httpRequest('getProductList', read.input ?? INPUT, server.base);
    state.names.push('getProductList');
    state.answers[requestKey(req)] = {
      at: read.at ?? Date.now(),
      response: read.response ?? fetch(req.url, { method: req.method, headers: req.headers, body: req.body }),
    };
  }
  vi.stubGlobal('window', { __gavelHeadStart: state });
  return state;
}

const freshLayer = () => freshRequestLayer(server.base);

const read = (request: Awaited<ReturnType<typeof freshLayer>>['request']) =>
  request.callApi('getProductList', INPUT, { early: true, toast: false, catch: true });

describe('head-start reads', () => {
  it('the layer takes the waiting answer instead of sending the read again, and only once', async () => {
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getProductList.result }));
    const state = pageSent();
    const { request } = await freshLayer();
    expect(await read(request)).toEqual(samples.getProductList.result);
    expect(server.seen).toHaveLength(1); // the page's own request, not a second one
    expect(state.answers).toEqual({});
    // A second read (a refresh) asks the server.
    await read(request);
    expect(server.seen).toHaveLength(2);
  });

  it('an answer of another input is not taken', async () => {
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getProductList.result }));
    pageSent([{ input: { page: 2, pageSize: 6, kind: 'auction' } }]);
    const { request } = await freshLayer();
    await read(request);
    expect(server.seen.map((s) => s.body)).toEqual([
      JSON.stringify({ page: 2, pageSize: 6, kind: 'auction' }),
      JSON.stringify(INPUT),
    ]);
  });

  it('a stale answer is not used: the layer asks again', async () => {
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getProductList.result }));
    pageSent([{ at: Date.now() - HEAD_START_MAX_AGE_MS - 1 }]);
    const { request } = await freshLayer();
    await read(request);
    expect(server.seen).toHaveLength(2);
  });

  it('a head start that failed falls back to the layer’s own request', async () => {
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getProductList.result }));
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined); // as the page's script does
    const state = pageSent([{ response: failed }]);
    const { request } = await freshLayer();
    expect(await read(request)).toEqual(samples.getProductList.result);
    expect(state.answers).toEqual({}); // it was taken, and it failed
    expect(server.seen).toHaveLength(1);
  });

  it('a refusal in the waiting answer is handled like the layer’s own (the error rows, no retry by hand)', async () => {
    server.handle((_req, res) => sendJson(res, 503, { code: 503, message: 'maintenance', result: null }));
    pageSent();
    const { request } = await freshLayer();
    const error = await read(request).then(
      () => null,
      (e: unknown) => e as { code: number; status?: number },
    );
    expect(error).toMatchObject({ code: 503, status: 503 });
    expect(server.seen).toHaveLength(1);
  });

  it('a head start that never answers times out like the layer’s own request would', async () => {
    pageSent([{ response: new Promise<Response>(() => undefined) }]);
    const { request } = await freshLayer();
    const error = await request
      .callApi('getProductList', INPUT, { early: true, toast: false, catch: true, timeout: 50 })
      .then(
        () => null,
        (e: unknown) => e as { code: number; key?: string },
      );
    expect(error).toMatchObject({ code: 5, key: 'errors.timeout' });
    expect(server.seen).toHaveLength(0);
  });

  it('the read checks of the page’s reads start loading when the layer is evaluated', async () => {
    pageSent();
    const { loader } = await freshLayer();
    await vi.waitFor(() => expect(loader.readContractLoaded('getProductList')).toBe(true));
    // Only that call's group, not another, and not zod's schemas.
    expect(loader.readContractLoaded('getInfo')).toBe(false);
    expect(loader.loadedCallContract('getProductList')).toBeUndefined();
  });

  it('without a head start nothing loads until a call needs it', async () => {
    const { loader } = await freshLayer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader.readContractLoaded('getProductList')).toBe(false);
    expect(loader.loadedCallContract('getProductList')).toBeUndefined();
  });
});
