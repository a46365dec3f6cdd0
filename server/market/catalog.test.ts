// Catalogue calls, the operator product and window commands, and the demo seed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TEXT } from '../seed/locales';
import { createHarness, type Harness } from '../test/harness';
import { testTypeId } from '../test/market';
import { auditLedger } from '../wallet/ledger';
import { getWalletSummary } from '../wallet/summary';
import { biddingOpen } from './window';

interface Product {
  id: number;
  name: string;
  kind: string;
  typeId: number;
  price: number;
  status: string;
  images: { url: string; thumb: string }[];
}
interface Page<T> {
  items: T[];
  total: number;
}

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: true });
});
afterAll(() => h.close());

const list = (body: unknown) => h.call<Page<Product>>('POST', '/api/front/getProductList', { body });

describe('seeded catalogue', () => {
  it('has types, items of each kind with real image files, and an all-day window', async () => {
    const types = await h.api('GetProductTypeList', {});
    expect(types.body.result.length).toBeGreaterThanOrEqual(3);
    for (const kind of ['auction', 'pickup', 'consumption']) {
      const r = await list({ kind });
      expect(r.body.result.total).toBeGreaterThan(0);
      expect(r.body.result.items.every((p) => p.kind === kind)).toBe(true);
    }
    const first = (await list({})).body.result.items[0];
    const image = first?.images[0];
    expect(image).toBeDefined();
    if (!image) return;
    expect(existsSync(path.join(h.config.dataDir, image.url))).toBe(true);
    const served = await h.app.inject({ method: 'GET', url: image.thumb });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const w = await h.api('GetAuctionTimeInfo', {});
    expect(w.body.result).toMatchObject({ startTime: '00:00', endTime: '00:00', timeZone: 'Asia/Shanghai' });
  });

  it('gave the demo buyer money only through an approved recharge recorded by the seed operator', async () => {
    const audit = await auditLedger(h.app.ctx.db);
    expect(audit).toMatchObject({ mismatched: [], negative: [], unbalanced: [], moneyTotal: 0 });
    expect(audit.balances.get('external:recharge')).toBe(-500_000);
    const rows = await h.operator<{ status: string; amount: number }[]>('GET', '/applications?type=recharge');
    expect(rows.body.result).toEqual([expect.objectContaining({ status: 'approved', amount: 500_000 })]);
    const summary = await getWalletSummary(h.app.ctx.db, 1);
    expect(summary).toEqual({ balance: 500_000, frozen: 0, score: 2000 });
  });
});

describe('getProductList / getProduct', () => {
  it('filters by type and keyword, sorts by price, pages', async () => {
    const types = (await h.api('GetProductTypeList', {})).body.result;
    const typeId = types[0]?.id ?? 0;
    const byType = await list({ typeId });
    expect(byType.body.result.items.every((p) => p.typeId === typeId)).toBe(true);
    const asc = (await list({ sort: 'price_asc', pageSize: 50 })).body.result.items.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const kw = await list({ keyword: 'jade' });
    expect(kw.body.result.items.length).toBeGreaterThan(0);
    expect(kw.body.result.items.every((p) => /jade/i.test(p.name))).toBe(true);
    expect((await list({ keyword: '100%_' })).body.result.total).toBe(0);
    const paged = await list({ page: 2, pageSize: 5 });
    expect(paged.body.result.items).toHaveLength(5);
  });

  it('sends a cached first page as the envelope any other answer is, again and again', async () => {
    // Cached pages are checked and serialized once (server/http/checked-answer.ts).
    const first = await list({ pageSize: 5 });
    const again = await list({ pageSize: 5 });
    for (const r of [first, again]) {
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.body).toMatchObject({ code: 200, type: 'success', message: 'ok' });
      expect(Date.parse(String((r.body as { time?: unknown }).time))).not.toBeNaN();
    }
    expect(again.body.result).toEqual(first.body.result);
    expect(first.body.result.items).toHaveLength(5);
    // Page 4 is past the cached ones: the same items, checked per request.
    const uncached = await list({ page: 4, pageSize: 1 });
    const cached = await list({ page: 1, pageSize: 4 });
    expect(uncached.body.result.items[0]).toEqual(cached.body.result.items[3]);
  });

  it("finds a keyword in the reader's language and in the default one, never in another", async () => {
    const name = SEED_TEXT['zh-CN'].items['song-dynasty-scroll'].name;
    const inZh = (keyword: string, lang: string) =>
      h.call<Page<Product>>('POST', `/api/front/getProductList?lang=${lang}`, { body: { keyword } });
    const found = (await inZh(name.slice(2, 4), 'zh-CN')).body.result.items;
    expect(found.map((p) => p.name)).toContain(name);
    // The column's own (English) name still finds it for a zh-CN reader, shown in zh-CN.
    const english = SEED_TEXT.en.items['song-dynasty-scroll'].name;
    expect((await inZh(english, 'zh-CN')).body.result.items.map((p) => p.name)).toContain(name);
    // The Chinese name is not a French reader's text.
    expect((await inZh(name, 'fr')).body.result.total).toBe(0);
  });

  it('finds a name whatever its accents, case or width (issue 41: « theiere », « te verde », ＪＡＤＥ)', async () => {
    const search = async (keyword: string, lang: string) =>
      (
        await h.call<Page<Product>>('POST', `/api/front/getProductList?lang=${lang}`, { body: { keyword } })
      ).body.result.items
        .map((p) => p.name)
        .sort();
    const teapot = SEED_TEXT.fr.items['yixing-clay-teapot'].name;
    expect(teapot).toMatch(/^Théière/);
    for (const typed of ['theiere', 'THEIERE', 'Théière', 'ｔｈｅｉｅｒｅ']) {
      expect(await search(typed, 'fr'), typed).toContain(teapot);
    }
    const greenTea = Object.values(SEED_TEXT.es.items).find((i) => i.name.startsWith('Té verde'))?.name ?? '';
    expect(greenTea).not.toBe('');
    expect(await search('te verde', 'es')).toContain(greenTea);
    expect(await search('ＪＡＤＥ', 'en')).toEqual(await search('jade', 'en'));
    expect((await search('jade', 'en')).length).toBeGreaterThan(0);
    // Wildcards stay literal after folding, the full-width ones too.
    expect(await search('％＿', 'en')).toEqual([]);
  });

  it('keeps to a price range (both ends included), sorts price down, and refuses a range upside down', async () => {
    // The unfiltered first page is cached: a range must not be answered from it.
    const all = (await list({ sort: 'price_asc', pageSize: 50 })).body.result.items.map((p) => p.price);
    const low = all[Math.floor(all.length / 4)] ?? 0;
    const high = all[Math.floor((all.length * 3) / 4)] ?? 0;
    expect(high).toBeGreaterThan(low);
    const ranged = (await list({ sort: 'price_asc', pageSize: 50, minPrice: low, maxPrice: high })).body.result;
    expect(ranged.items.map((p) => p.price)).toEqual(all.filter((p) => p >= low && p <= high));
    expect(ranged.total).toBe(all.filter((p) => p >= low && p <= high).length);
    expect((await list({ minPrice: high + 1, pageSize: 50 })).body.result.items.every((p) => p.price > high)).toBe(
      true,
    );
    const desc = (await list({ sort: 'price_desc', pageSize: 50 })).body.result.items.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const upsideDown = await list({ minPrice: high, maxPrice: low });
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body.reason).toBe('invalid_input');
    expect(upsideDown.body.fields).toEqual({ maxPrice: { rule: 'price_range' } });
    expect((await list({ minPrice: -1 })).body.fields).toHaveProperty('minPrice');
  });

  it('answers 400 naming the field, 404 for an unknown id', async () => {
    const bad = await list({ pageSize: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('pageSize');
    const kind = await list({ kind: 'car' });
    expect(kind.body.errors).toHaveProperty('kind');
    expect((await h.api('getProduct', { id: 'abc' })).status).toBe(400);
    expect((await h.api('getProduct', { id: 999_999 })).status).toBe(404);
    const one = await h.api('getProduct', { id: 1 });
    expect(one.body.result.id).toBe(1);
  });
});

describe('operator products and window', () => {
  it('adds, edits (off shelf hides it from the list) and lists products; every change is audited', async () => {
    const add = await h.operator<Product>('POST', '/products', {
      name: 'Operator Item',
      price: 777,
      stock: 2,
      typeId: await testTypeId(h),
      kind: 'pickup',
    });
    expect(add.status).toBe(200);
    const edit = await h.operator<Product>('POST', '/products/edit', { id: add.body.result.id, offShelf: true });
    expect(edit.body.result.status).toBe('off_shelf');
    const found = (await list({ keyword: 'Operator Item' })).body.result.total;
    expect(found).toBe(0);
    expect((await h.operator('POST', '/products/edit', { id: 999_999, name: 'x' })).status).toBe(404);
    expect((await h.operator('POST', '/products', { name: 'x', price: 0, stock: 1, typeId: 1 })).status).toBe(400);
    const all = await h.operator<Page<Product>>('GET', '/products');
    expect(all.body.result.items[0]?.id).toBe(add.body.result.id);
    const { operatorActions } = await import('../db/schema');
    const actions = await h.app.ctx.db.select().from(operatorActions);
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['product.add', 'product.edit', 'recharge.approve']),
    );
  });

  it('sanitises descriptions on add and edit, like notice bodies', async () => {
    const dirty =
      '<p>Fine <b>print</b></p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const add = await h.operator<{ id: number }>('POST', '/products', {
      name: 'Dirty',
      price: 100,
      stock: 1,
      typeId: await testTypeId(h),
      description: dirty,
    });
    expect(add.status).toBe(200);
    const stored = async () => {
      const { products } = await import('../db/schema');
      const { eq } = await import('drizzle-orm');
      const [row] = await h.app.ctx.db.select().from(products).where(eq(products.id, add.body.result.id));
      return row!.description;
    };
    // `src=x` is no upload of ours: the image goes whole (server/content/sanitize.ts).
    expect(await stored()).toBe('<p>Fine <b>print</b></p><a>x</a>');
    await h.operator('POST', '/products/edit', {
      id: add.body.result.id,
      description: '<svg onload=alert(4)><p>Edited</p>',
    });
    expect(await stored()).toBe('<p>Edited</p>');
  });

  it('validates the window (HH:mm, IANA zone)', async () => {
    expect((await h.operator('POST', '/market/window', { startTime: '25:00', endTime: '10:00' })).status).toBe(400);
    const tz = await h.operator('POST', '/market/window', {
      startTime: '09:00',
      endTime: '10:00',
      timeZone: 'Mars/Base',
    });
    expect(tz.status).toBe(400);
    expect(tz.body.errors).toHaveProperty('timeZone');
    // Without the operator token (inject's peer is not loopback, so the guard may answer 403 first).
    const anon = await h.call('POST', '/api/admin/market/window', { body: { startTime: '09:00', endTime: '10:00' } });
    expect([401, 403]).toContain(anon.status);
  });
});

describe('biddingOpen (the contract rule of lib/auction)', () => {
  const at = (iso: string) => new Date(iso);
  it('follows the window time zone; start and end inclusive to the millisecond', () => {
    const w = { startTime: '10:00', endTime: '22:00', timeZone: 'Asia/Shanghai' };
    expect(biddingOpen(w, at('2026-01-01T01:59:59.999Z'))).toBe(false);
    expect(biddingOpen(w, at('2026-01-01T02:00:00Z'))).toBe(true);
    expect(biddingOpen(w, at('2026-01-01T14:00:00Z'))).toBe(true);
    expect(biddingOpen(w, at('2026-01-01T14:00:00.001Z'))).toBe(false);
  });
  it('rolls an end earlier than the start to the next day', () => {
    const w = { startTime: '22:00', endTime: '02:00', timeZone: 'UTC' };
    expect(biddingOpen(w, at('2026-01-01T23:30:00Z'))).toBe(true);
    expect(biddingOpen(w, at('2026-01-02T01:30:00Z'))).toBe(true);
    expect(biddingOpen(w, at('2026-01-02T12:00:00Z'))).toBe(false);
  });
});
