import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rows } from '../db/client';
import { orders, products, users } from '../db/schema';
import { AGREEMENT_ARTICLE_IDS } from '../seed/articles';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: true });
});
afterAll(() => h.close());

describe('public content (seeded)', () => {
  it('GetNotice lists pinned first, with sanitised HTML', async () => {
    const r = await h.api('GetNotice', {});
    expect(r.status).toBe(200);
    expect(r.body.result.length).toBeGreaterThanOrEqual(2);
    expect(r.body.result[0]?.pinned).toBe(true);
  });

  it('GetArtical answers the four agreements by id; unknown is 404, malformed is 400', async () => {
    for (const id of Object.values(AGREEMENT_ARTICLE_IDS)) {
      const r = await h.api('GetArtical', { id });
      expect(r.status).toBe(200);
      expect(r.body.result.id).toBe(id);
    }
    expect((await h.api('GetArtical', { id: 9999 })).status).toBe(404);
    const bad = await h.api('GetArtical', { id: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
    const missing = await h.call('GET', '/api/front/GetArtical');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('id');
  });

  it('getCompany answers company 1 and 404 for another id', async () => {
    const r = await h.api('getCompany', { id: 1 });
    expect(r.body.result.name).toBe('Gavel Collectibles Ltd');
    expect((await h.api('getCompany', { id: 77 })).status).toBe(404);
  });

  it('GetAppUpdateConfig answers only app_version and app_change_log', async () => {
    const r = await h.api('GetAppUpdateConfig', {});
    expect(r.body.result.map((e) => e.code).sort()).toEqual(['app_change_log', 'app_version']);
    expect(r.body.result.find((e) => e.code === 'app_version')?.value).toBe('1.0.5');
  });

  it('getAllDictList has the agreement ids and statuses', async () => {
    const r = await h.api('getAllDictList', {});
    const agreements = r.body.result.find((d) => d.code === 'agreement_article');
    expect(agreements?.items.find((i) => i.value === 'risk')?.label).toBe(String(AGREEMENT_ARTICLE_IDS.risk));
    expect(r.body.result.map((d) => d.code)).toContain('order_status');
  });

  it('GetTzPriceData merges recorded history with live purchases, per product type, oldest first', async () => {
    const before = await h.api('GetTzPriceData', {});
    expect(before.status).toBe(200);
    const first = before.body.result.series[0];
    expect(first?.points.length).toBe(29);
    expect(first?.points.every((p) => Number.isInteger(p.average) && p.low <= p.average && p.average <= p.high)).toBe(
      true,
    );
    expect([...(first?.points.map((p) => p.date) ?? [])].sort()).toEqual(first?.points.map((p) => p.date));

    // Two purchases today in that type: 1 × 10 000 and 3 × 20 000 → average 17 500, volume 4.
    const [product] = await h.app.ctx.db
      .select()
      .from(products)
      .where(eq(products.typeId, first?.typeId ?? 0))
      .limit(1);
    const [buyer] = await h.app.ctx.db.select().from(users).limit(1);
    const base = {
      userId: buyer?.id ?? 0,
      productId: product?.id ?? 0,
      productName: 'x',
      kind: 'auction' as const,
      status: 'owned' as const,
      createdAt: h.clock.now,
    };
    await h.app.ctx.db.insert(orders).values([
      { ...base, quantity: 1, price: 10_000, total: 10_000 },
      { ...base, quantity: 3, price: 20_000, total: 60_000 },
    ]);
    const after = await h.api('GetTzPriceData', {});
    const today = after.body.result.series.find((s) => s.typeId === first?.typeId)?.points.at(-1);
    expect(today).toEqual({
      date: h.clock.now.toISOString().slice(0, 10),
      average: 17_500,
      high: 20_000,
      low: 10_000,
      volume: 4,
    });
  });
});

describe('operator content commands', () => {
  it('notice add sanitises the body, publishes it and is audited', async () => {
    const r = await h.operator<{ id: number; body: string }>('POST', '/notices', {
      title: 'Closed on Friday',
      body: '<p onclick="steal()">No auction <a href="javascript:alert(1)">x</a><script>alert(1)</script>on Friday.</p>',
      pinned: true,
    });
    expect(r.status).toBe(200);
    expect(r.body.result.body).toBe('<p>No auction <a>x</a>on Friday.</p>');
    const list = await h.api('GetNotice', {});
    expect(list.body.result[0]).toMatchObject({
      id: r.body.result.id,
      // Buyers read the stored body as a tree (server/content/rich-tree.ts).
      content: [{ t: 'p', n: 3 }, 'No auction ', { t: 'a', n: 1 }, 'x', 'on Friday.'],
    });
    const audit = await rows<{ action: string; operator: string; target: string }>(
      h.app.ctx.db,
      sql`SELECT action, operator, target FROM operator_actions ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]).toEqual({ action: 'notice add', operator: 'test', target: `notice:${r.body.result.id}` });
  });

  it('article set replaces an agreement and is audited; bad input is 400 naming the field', async () => {
    const r = await h.operator('POST', '/articles', {
      id: AGREEMENT_ARTICLE_IDS.risk,
      title: 'Risk tips v2',
      body: '<h2>Read</h2><img src="/uploads/x.png" onerror="y()">',
    });
    expect(r.status).toBe(200);
    const a = await h.api('GetArtical', { id: AGREEMENT_ARTICLE_IDS.risk });
    expect(a.body.result).toMatchObject({
      title: 'Risk tips v2',
      content: [{ t: 'h2', n: 1 }, 'Read', { t: 'img', a: { src: '/uploads/x.png' } }],
    });
    const bad = await h.operator('POST', '/articles', { id: 'four', title: '', body: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
    const audit = await rows<{ n: number }>(
      h.app.ctx.db,
      sql`SELECT count(*)::int AS n FROM operator_actions WHERE action = 'article set'`,
    );
    expect(audit[0]?.n).toBe(1);
  });
});
