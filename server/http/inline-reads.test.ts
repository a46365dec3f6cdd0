// The server inlines home's, the goods list's and an item's first public reads into the HTML it
// serves (inline-reads.ts): the same answers the API gives, the first photos preloaded, the page's
// CSP unchanged; the service worker's own fetches and other pages get the file as exported.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest, requestKey } from '@/lib/api/client/http-request';
import { INLINE_READS_ID, parseInlineReads } from '@/lib/api/client/inline-answers';
import { FEATURED, GOODS_PAGE_SIZE } from '@/lib/api/first-reads';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { addProduct } from '../test/market';
import { createHarness, type Harness } from '../test/harness';
import { fillPhotoSlots, inlineInto, INLINED_HEADER, photosOf } from './inline-reads';
import { inlineScriptHashes } from './security-headers';

const out = mkdtempSync(path.join(tmpdir(), 'gavel-inline-'));
const BOOT = 'self.__boot=1';
const page = (name: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${name}</title><script>${BOOT}</script></head><body><main>${name}</main></body></html>`;

let h: Harness;
beforeAll(async () => {
  for (const dir of ['en/home', 'en/goods', 'en/goods/detail', 'en/mine']) {
    mkdirSync(path.join(out, dir), { recursive: true });
    writeFileSync(path.join(out, dir, 'index.html'), page(dir));
  }
  h = await createHarness({ outDir: out });
  for (const n of [1, 2, 3]) {
    const id = await addProduct(h, { name: `Vase ${n}`, kind: 'auction' });
    // Photos as the upload call stores them (operators name real uploads; these need no file).
    await h.app.ctx.db
      .update(products)
      .set({ images: [{ url: `/u/${n}.webp`, thumb: `/u/${n}-t.webp` }] })
      .where(eq(products.id, id));
  }
});
afterAll(() => h.close());

const nav = (url: string, dest = 'document') =>
  h.app.inject({ method: 'GET', url, headers: { 'sec-fetch-dest': dest, 'sec-fetch-mode': 'navigate' } });

function block(html: string) {
  const m = new RegExp(`<script type="application/json" id="${INLINE_READS_ID}">([^<]*)</script>`).exec(html);
  return parseInlineReads(m?.[1], Date.now());
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high"\/>/g)].map((m) => m[1]);

describe('inlined first reads', () => {
  it("home carries its three reads, exactly the API's answers", async () => {
    const r = await nav('/en/home/');
    expect(r.statusCode).toBe(200);
    expect(r.headers[INLINED_HEADER]).toBe('1');
    const answers = block(r.body);
    const list = await h.api('getProductList', FEATURED);
    const key = requestKey(httpRequest('getProductList', FEATURED, '', 'en'));
    // The same answer (the envelope's `time` is when each was sent).
    expect({ ...JSON.parse(answers.get(key)!.body), time: 0 }).toEqual({ ...list.body, time: 0 });
    expect([...answers.values()].map((a) => a.name).sort()).toEqual([
      'GetNotice',
      'GetProductTypeList',
      'getProductList',
    ]);
    expect(list.body.result.items.map((i) => i.name)).toEqual(['Vase 3', 'Vase 2', 'Vase 1']);
  });

  it("the page's CSP is its export's: no inline script allowed beyond the file's own", async () => {
    const r = await nav('/en/home/');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain(inlineScriptHashes(page('en/home'))[0]!);
    const scriptSrc = /script-src[^;]*/.exec(csp)?.[0] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(1);
  });

  it('the goods list follows its URL filters; an item its ?id= with its first photo', async () => {
    const goods = block((await nav('/en/goods/?type=2&sort=price_asc')).body);
    const input = { typeId: 2, sort: 'price_asc', page: 1, pageSize: GOODS_PAGE_SIZE } as const;
    expect(goods.has(requestKey(httpRequest('getProductList', input, '', 'en')))).toBe(true);

    const [first] = (await h.api('getProductList', { page: 1, pageSize: 1 })).body.result.items;
    const r = await nav(`/en/goods/detail/?id=${first!.id}`);
    const detail = block(r.body);
    const key = requestKey(httpRequest('getProduct', { id: first!.id }, '', 'en'));
    const item = (await h.api('getProduct', { id: first!.id })).body;
    expect({ ...JSON.parse(detail.get(key)!.body), time: 0 }).toEqual({ ...item, time: 0 });
    // No usable id: only the types.
    expect([...block((await nav('/en/goods/detail/?id=x')).body).values()].map((a) => a.name)).toEqual([
      'GetProductTypeList',
    ]);
  });

  it("the service worker's fetches and other pages get the file as exported; no page, no locale: 404", async () => {
    const sw = await nav('/en/home/', 'empty');
    expect(sw.statusCode).toBe(200);
    expect(sw.body).toBe(page('en/home'));
    expect((await nav('/en/mine/')).body).toBe(page('en/mine'));
    expect((await nav('/xx/home/')).statusCode).toBe(404);
  });

  it("preloads the first cards' thumbnails or the item's first photo, right after the charset", () => {
    const img = (n: number) => [{ url: `/u/${n}.webp`, thumb: `/u/${n}-t.webp` }];
    const list = { items: [{ images: img(1) }, { images: [] }, { images: img(3) }], total: 3 };
    const read = (name: 'getProductList' | 'getProduct') => ({ name, input: {}, thumbs: 2 });
    // By position: the second card has no photo, so the third's stays out of its slot.
    expect(photosOf(read('getProductList'), list)).toEqual(['/u/1-t.webp', undefined]);
    expect(photosOf(read('getProduct'), { images: img(7) })).toEqual(['/u/7.webp']);
    expect(fillPhotoSlots('<img data-first-photo="0"/><img data-first-photo="1"/>', [undefined, '/u/2-t.webp'])).toBe(
      '<img data-first-photo="0"/><img data-first-photo="1" src="/u/2-t.webp" fetchpriority="high"/>',
    );
    expect(photosOf({ name: 'GetNotice', input: {} }, list)).toEqual([]);
    const html = inlineInto(
      page('p'),
      { answers: [{ key: 'k', name: 'n', body: '{}' }], photos: [undefined, '/u/1-t.webp'] },
      1,
    );
    expect(preloads(html)).toEqual(['/u/1-t.webp']);
    expect(html.indexOf('<link rel="preload"')).toBe(html.indexOf('<meta charSet="utf-8"/>') + 23);
  });

  it("puts each preloaded photo into the skeleton's slot of the same number, once", () => {
    const slots =
      '<main><img data-first-photo="0" alt=""/><img data-first-photo="1" alt=""/><img data-first-photo="0" alt=""/></main>';
    const html = fillPhotoSlots(slots, ['/u/a-t.webp', '/u/$&-t.webp', '/u/extra.webp']);
    expect(html).toBe(
      '<main><img data-first-photo="0" src="/u/a-t.webp" fetchpriority="high" alt=""/>' +
        '<img data-first-photo="1" src="/u/$&amp;-t.webp" fetchpriority="high" alt=""/>' +
        // Only the first slot of a number: a later skeleton of the page stays as exported.
        '<img data-first-photo="0" alt=""/></main>',
    );
    expect(fillPhotoSlots(slots, [])).toBe(slots);
    // No answers, nothing added (the page goes out as exported).
    expect(inlineInto(slots, { answers: [], photos: ['/u/a-t.webp'] }, 1)).toBe(slots);
  });

  it('escapes what could end the data block or an attribute', () => {
    const html = inlineInto(
      page('p'),
      { answers: [{ key: 'k', name: 'n', body: '"</script><script>alert(1)</script>' }], photos: ['/a"><x'] },
      Date.now(),
    );
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('href="/a&quot;&gt;&lt;x"');
    const slot = fillPhotoSlots('<img data-first-photo="0" alt=""/>', ['/a" onerror="alert(1)']);
    expect(slot).toBe('<img data-first-photo="0" src="/a&quot; onerror=&quot;alert(1)" fetchpriority="high" alt=""/>');
  });
});
