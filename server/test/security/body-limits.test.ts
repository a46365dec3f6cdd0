// Defect 9: deeply nested JSON is refused before it is parsed, and a call's body is limited to
// what the call needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_BODY_LIMIT, jsonTooDeep, MAX_JSON_DEPTH } from '../../http/json-limits';
import { createHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('JSON bodies', () => {
  it('counts depth outside strings only', () => {
    expect(jsonTooDeep('[[[1]]]', 2)).toBe(true);
    expect(jsonTooDeep('[[1]]', 2)).toBe(false);
    expect(jsonTooDeep('{"a":"[[[[[[\\"[["}', 2)).toBe(false);
  });

  it('1 MB of nested arrays is a 400 naming the body, on public and operator calls', async () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    for (const [url, ip] of [
      ['/api/front/getProductList', '10.0.0.5'],
      ['/api/front/login', '10.0.0.6'],
      ['/api/admin/notices', '127.0.0.1'],
    ] as const) {
      const r = await h.app.inject({
        method: 'POST',
        url,
        payload: deep,
        remoteAddress: ip,
        headers: {
          'content-type': 'application/json',
          authorization: `Operator ${h.config.operators[0]?.token ?? ''}`,
        },
      });
      expect(r.statusCode, url).toBe(400);
      expect(r.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('body');
    }
  });

  it(`nesting of ${MAX_JSON_DEPTH + 1} is refused, ${MAX_JSON_DEPTH} reaches the schema`, async () => {
    const nest = (n: number) => '{"keyword":' + '['.repeat(n - 1) + ']'.repeat(n - 1) + '}';
    const over = await h.call('POST', '/api/front/getProductList', {
      body: nest(MAX_JSON_DEPTH + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(over.status).toBe(400);
    expect(over.body.errors).toHaveProperty('body');
    const at = await h.call('POST', '/api/front/getProductList', {
      body: nest(MAX_JSON_DEPTH),
      headers: { 'content-type': 'application/json' },
    });
    expect(at.status).toBe(400);
    expect(at.body.errors).toHaveProperty('keyword');
  });

  it('a call body larger than the call needs is a 400, not parsed', async () => {
    const r = await h.call('POST', '/api/front/login', {
      body: JSON.stringify({ phone: '13800000000', password: 'x'.repeat(CALL_BODY_LIMIT) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('body');
  });
});
