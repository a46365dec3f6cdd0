// The head-start script as the page runs it: its serialized source in a fresh context with just the
// window, fetch and document it touches.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { GOODS_PAGE_SIZE, pageHeadStart } from '../first-reads';
import { HEAD_START_ID_PLACEHOLDER, headStartRead, type HeadStartRead, type HeadStartState } from './head-start';
import { headStartRequests, headStartScript } from './head-start-script';
import { httpRequest, requestKey } from './http-request';
import { INLINE_READS_ID } from './inline-answers';

const READS = [
  headStartRead('getProductList', { page: 1, pageSize: 6, kind: 'auction' }, 2),
  headStartRead('GetNotice', {}),
];

interface Sent {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/** Runs the script; `answer` decides what each fetch gives. */
function run(answer: (url: string) => Promise<unknown>, reads = READS) {
  const sent: Sent[] = [];
  const links: Record<string, string>[] = [];
  const win: { __gavelHeadStart?: HeadStartState } = {};
  const context = {
    window: win,
    fetch: (url: string, init: Sent['init']) => {
      sent.push({ url, init });
      return answer(url);
    },
    document: {
      createElement: () => {
        const attrs: Record<string, string> = {};
        return {
          set rel(v: string) {
            attrs.rel = v;
          },
          set as(v: string) {
            attrs.as = v;
          },
          set href(v: string) {
            attrs.href = v;
          },
          setAttribute: (k: string, v: string) => void (attrs[k] = v),
          attrs,
        };
      },
      head: { appendChild: (el: { attrs: Record<string, string> }) => void links.push(el.attrs) },
    },
    Date,
  };
  runInNewContext(headStartScript(reads, ''), context);
  return { sent, links, state: () => win.__gavelHeadStart };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

function jsonResponse(body: unknown, ok = true) {
  return { ok, clone: () => ({ json: () => Promise.resolve(body) }) };
}

describe('the head-start script', () => {
  it('sends each read as the request layer would, and keeps its answer under the same key', async () => {
    const { sent, state } = run(() => Promise.resolve(jsonResponse({ result: { items: [] } })));
    const expected = READS.map((r) => httpRequest(r.name, r.input, ''));
    expect(sent).toEqual(
      expected.map((r) => ({ url: r.url, init: { method: r.method, headers: r.headers, body: r.body } })),
    );
    expect(state()?.names).toEqual(['getProductList', 'GetNotice']);
    expect(Object.keys(state()?.answers ?? {})).toEqual(expected.map(requestKey));
    await settle();
  });

  it('preloads the first photos of a product list, skipping items without one', async () => {
    const items = [
      { images: [{ thumb: '/uploads/a_thumb.png' }] },
      { images: [] },
      { images: [{ thumb: '/uploads/c_thumb.png' }] },
    ];
    const { links } = run((url) =>
      Promise.resolve(jsonResponse(url.includes('getProductList') ? { result: { items } } : { result: [] })),
    );
    await settle();
    // thumbs: 2 → the first two items; the second has no photo.
    expect(links).toEqual([{ rel: 'preload', as: 'image', href: '/uploads/a_thumb.png', fetchpriority: 'high' }]);
  });

  it('preloads nothing from an error answer', async () => {
    const { links } = run(() =>
      Promise.resolve(jsonResponse({ result: { items: [{ images: [{ thumb: '/x' }] }] } }, false)),
    );
    await settle();
    expect(links).toEqual([]);
  });

  it('never throws into the page, and a failed read is not an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { state } = run(() => Promise.reject(new Error('offline')));
      await settle();
      expect(state()?.names).toEqual(['getProductList', 'GetNotice']);
      expect(unhandled).toEqual([]);
      // No fetch at all (a very old browser): still nothing thrown into the page.
      expect(() => void runInNewContext(headStartScript(READS, ''), { window: {}, Date })).not.toThrow();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('escapes < so the data cannot close the script element', () => {
    const script = headStartScript(
      [headStartRead('getProductList', { page: 1, pageSize: 6, keyword: '</script>' })],
      '',
    );
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
  });

  it('refuses calls that are not public reads: one that needs a token, one that sends a text message', () => {
    expect(() => headStartRequests([headStartRead('getInfo', {})], '')).toThrow(/getInfo/);
    expect(() => headStartRequests([headStartRead('getMobileCodeLogin', { phone: '13800138000' })], '')).toThrow(
      /getMobileCodeLogin/,
    );
  });

  it('uses the API base the app was built with', () => {
    const [req] = headStartRequests([headStartRead('GetNotice', {})], 'https://api.example.test');
    expect(req?.url).toBe('https://api.example.test/api/front/GetNotice');
  });
});

describe('head start of pages whose reads follow the URL', () => {
  /** Runs the script as on a page at `search`. */
  function runAt(search: string, reads: HeadStartRead[]) {
    const sent: string[] = [];
    const win: { __gavelHeadStart?: HeadStartState } = {};
    runInNewContext(headStartScript(reads, ''), {
      window: win,
      location: { search },
      URLSearchParams,
      fetch: (url: string) => {
        sent.push(url);
        return Promise.resolve(jsonResponse({ result: {} }));
      },
      Date,
    });
    return { sent, keys: Object.keys(win.__gavelHeadStart?.answers ?? {}) };
  }

  it("the item's read takes the page's ?id=, under the key the layer will look up", () => {
    const { sent, keys } = runAt('?id=42', pageHeadStart('goodsDetail'));
    const item = httpRequest('getProduct', { id: 42 }, '');
    expect(sent).toContain(item.url);
    expect(keys).toContain(requestKey(item));
    const history = httpRequest('GetSaleHistory', { id: 42 }, '');
    expect(sent).toContain(history.url);
    expect(keys).toContain(requestKey(history));
    expect(sent.join()).not.toContain(String(HEAD_START_ID_PLACEHOLDER));
  });

  it('no whole number in ?id=: the item is not read (the types still are)', () => {
    for (const search of ['', '?id=abc', '?id=-3', '?id=1e3', '?id=0']) {
      const { sent } = runAt(search, pageHeadStart('goodsDetail'));
      expect(sent.filter((u) => u.includes('getProduct?') || u.includes('GetSaleHistory'))).toEqual([]);
      expect(sent.filter((u) => u.includes('GetProductTypeList'))).toHaveLength(1);
    }
  });

  it('the goods list is read only for its unfiltered URL', () => {
    const bare = runAt('', pageHeadStart('goods'));
    expect(bare.keys).toContain(requestKey(httpRequest('getProductList', { page: 1, pageSize: GOODS_PAGE_SIZE }, '')));
    const filtered = runAt('?type=3', pageHeadStart('goods'));
    expect(filtered.keys).toEqual([requestKey(httpRequest('GetProductTypeList', {}, ''))]);
  });
});

describe('head start on a page the server inlined', () => {
  it('does not ask again for what the page already carries (the block the layer reads)', () => {
    const inlinedKey = requestKey(httpRequest('GetNotice', {}, ''));
    const sent: string[] = [];
    const block = {
      textContent: JSON.stringify({ at: Date.now(), answers: [{ key: inlinedKey, name: 'GetNotice', body: '{}' }] }),
    };
    const win: { __gavelHeadStart?: HeadStartState } = {};
    runInNewContext(headStartScript(READS, ''), {
      window: win,
      fetch: (url: string) => {
        sent.push(url);
        return Promise.resolve(jsonResponse({ result: {} }));
      },
      document: { getElementById: (id: string) => (id === INLINE_READS_ID ? block : null) },
      Date,
    });
    expect(sent).toEqual([httpRequest('getProductList', READS[0]!.input, '').url]);
    expect(Object.keys(win.__gavelHeadStart?.answers ?? {})).not.toContain(inlinedKey);
  });
});
