// The request layer takes an answer the server inlined into the page (inline-answers.ts) in place
// of its own fetch, once, while fresh, and only when it is a plain success (the server that wrote
// the page checked it with the same contract: request.ts settleInline); a broken inline answer is
// never returned, the read goes to the server instead. A real HTTP server
// answers the layer's own requests (same-origin base '', routed to it by the configured fetch).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { samples } from '../samples';
import { httpRequest, requestKey } from './http-request';
import { INLINE_MAX_AGE_MS, INLINE_READS_ID, inlineReadsJson, parseInlineReads } from './inline-answers';
import { sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  vi.resetModules();
  server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getProductList.result }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const INPUT = { page: 1, pageSize: 6, kind: 'auction' } as const;
const KEY = requestKey(httpRequest('getProductList', INPUT, ''));

/** The page as the server sent it: one data block with these answers. */
function pageWith(answers: { key?: string; body: unknown }[], at = Date.now()) {
  const text = inlineReadsJson({
    at,
    answers: answers.map((a) => ({ key: a.key ?? KEY, name: 'getProductList', body: JSON.stringify(a.body) })),
  });
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === INLINE_READS_ID ? { textContent: text } : null),
  });
}

async function layer() {
  const config = await import('./config');
  const tokens = await import('./tokens');
  const request = await import('./request');
  config.configureApi({
    baseUrl: '',
    fetch: (url, init) => globalThis.fetch(`${server.base}${url as string}`, init),
    tokens: tokens.memoryTokenStore(),
    translate: (k) => `t:${k}`,
  });
  return (input: typeof INPUT = INPUT) =>
    request.callApi('getProductList', input, { early: true, toast: false, catch: true });
}

const forgedTitle = 'Forged by the page';
const valid = { code: 200, result: { ...samples.getProductList.result, total: 42 } };

describe('inlined answers', () => {
  it('are taken instead of a fetch, once: the second read asks the server', async () => {
    pageWith([{ body: valid }]);
    const read = await layer();
    expect(await read()).toEqual(valid.result);
    expect(server.seen).toHaveLength(0);
    expect(await read()).toEqual(samples.getProductList.result);
    expect(server.seen).toHaveLength(1);
  });

  it('are taken without the read checks: their chunks are not loaded for them', async () => {
    pageWith([{ body: valid }]);
    const read = await layer();
    const loader = await import('./contract-loader');
    expect(await read()).toEqual(valid.result);
    expect(loader.readContractLoaded('getProductList')).toBe(false);
    // The next read goes over the network, and is checked.
    await read();
    expect(loader.readContractLoaded('getProductList')).toBe(true);
  });

  it('a block that is not a plain success (cut, not an object, errors) is not used: the server is asked', async () => {
    for (const body of [
      '{"code":200,"result":{"items":[',
      { code: 200 },
      { code: 200, result: 'free' },
      { code: 200, result: valid.result, errors: { page: ['bad'] } },
      { code: 422, result: { ...valid.result, total: 7 }, reason: 'invalid_input' },
    ]) {
      vi.resetModules();
      server.seen.length = 0;
      const text = inlineReadsJson({
        at: Date.now(),
        answers: [{ key: KEY, name: 'getProductList', body: typeof body === 'string' ? body : JSON.stringify(body) }],
      });
      vi.stubGlobal('document', {
        getElementById: (id: string) => (id === INLINE_READS_ID ? { textContent: text } : null),
      });
      const read = await layer();
      expect(await read()).toEqual(samples.getProductList.result);
      expect(server.seen).toHaveLength(1);
    }
  });

  it('an error envelope inlined (not something the server inlines) is not shown either', async () => {
    pageWith([{ body: { code: 500, message: forgedTitle } }]);
    const read = await layer();
    expect(await read()).toEqual(samples.getProductList.result);
    expect(server.seen).toHaveLength(1);
  });

  it('an answer of another request is not taken', async () => {
    pageWith([{ body: valid }]);
    const read = await layer();
    await read({ page: 2, pageSize: 6, kind: 'auction' } as unknown as typeof INPUT);
    expect(server.seen).toHaveLength(1);
  });

  it('a stale block (a page kept by a cache) is ignored', async () => {
    pageWith([{ body: valid }], Date.now() - INLINE_MAX_AGE_MS - 1000);
    const read = await layer();
    expect(await read()).toEqual(samples.getProductList.result);
    expect(server.seen).toHaveLength(1);
  });

  it('a block that is not the expected shape gives no answers', () => {
    const now = Date.now();
    expect(parseInlineReads('not json', now).size).toBe(0);
    expect(parseInlineReads(JSON.stringify({ at: now, answers: [{ key: 1 }] }), now).size).toBe(0);
    expect(parseInlineReads(JSON.stringify({ answers: [] }), now).size).toBe(0);
    expect(inlineReadsJson({ at: now, answers: [{ key: 'k', name: 'n', body: '</script>' }] })).not.toContain('</');
  });
});
