// A cached answer is checked and serialized once (checked-answer.ts): what it sends must be what
// the per-request path would have sent, and nothing unchecked may pass as checked.
import { describe, expect, it } from 'vitest';
import { success } from '@/lib/api/envelope';
import { calls, type Calls } from '@/lib/api/registry';
import type { z } from 'zod/mini';
import { testConfig } from '../config';
import { buildTestApp } from '../test/test-app';
import { checkedAnswer, ContractBreach, isCheckedAnswerOf, responseCheck, successJson } from './checked-answer';
import { registerCall } from './register-call';

const page: z.input<Calls['getProductList']['response']> = {
  items: [
    {
      id: 7,
      name: 'Celadon bowl',
      typeId: 1,
      kind: 'auction',
      price: 12_345,
      stock: 2,
      status: 'on_sale',
      images: [],
      sellerId: 3,
      consigned: false,
      createdAt: '2026-12-03T08:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

describe('checked answers', () => {
  it("send exactly the envelope the per-request path sends, the check's output included", () => {
    const checked = responseCheck(calls.getProductList).safeParse(page);
    if (!checked.success) throw new Error(JSON.stringify(checked.error.issues));
    const sent = JSON.parse(successJson(checkedAnswer(calls.getProductList, page))) as { time: string };
    const expected = JSON.parse(JSON.stringify(success(checked.data))) as { time: string };
    expect({ ...sent, time: 0 }).toEqual({ ...expected, time: 0 });
    expect(Object.keys(sent)).toEqual(Object.keys(expected));
    expect(Date.parse(sent.time)).not.toBeNaN();
  });

  it('leave out what the schema leaves out (an unknown field never reaches the wire)', () => {
    const answer = checkedAnswer(calls.getProductList, {
      ...page,
      items: [{ ...page.items[0], secret: 'unmasked' } as (typeof page.items)[number]],
    });
    expect(answer.resultJson).not.toContain('unmasked');
  });

  it('refuse an answer that breaks the contract', () => {
    expect(() => checkedAnswer(calls.getProductList, { ...page, total: 'many' } as never)).toThrow(ContractBreach);
  });

  it('are recognised only by the call that made them, never by their shape', () => {
    const answer = checkedAnswer(calls.getProductList, page);
    expect(isCheckedAnswerOf(answer, calls.getProductList)).toBe(true);
    expect(isCheckedAnswerOf(answer, calls.getProduct)).toBe(false);
    expect(isCheckedAnswerOf({ call: 'getProductList', resultJson: '{"forged":1}' }, calls.getProductList)).toBe(false);
  });
});

describe('a handler that breaks the contract', () => {
  it('is answered with a 500 envelope (reason internal), never its object, now or from a cached answer', async () => {
    const app = await buildTestApp(testConfig());
    const at = (path: `/api/${string}`) => ({ ...calls.getProductList, path });
    registerCall(app, at('/api/test/broken-now'), () => Promise.resolve({ ...page, total: 'many' } as never));
    registerCall(app, at('/api/test/broken-cached'), () =>
      Promise.resolve(checkedAnswer(calls.getProductList, { ...page, items: 'unmasked' } as never)),
    );
    // A look-alike of a checked answer is checked like any object, and fails.
    registerCall(app, at('/api/test/look-alike'), () =>
      Promise.resolve({ call: 'getProductList', resultJson: '{"unmasked":1}' } as never),
    );
    try {
      for (const url of ['/api/test/broken-now', '/api/test/broken-cached', '/api/test/look-alike']) {
        const r = await app.inject({ method: 'POST', url, payload: {} });
        expect(r.statusCode, url).toBe(500);
        expect(r.json(), url).toMatchObject({ code: 500, reason: 'internal' });
        expect(r.body, url).not.toContain('unmasked');
        expect(r.body, url).not.toContain('many');
      }
    } finally {
      await app.close();
    }
  });
});
