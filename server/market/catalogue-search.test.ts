// The console's catalogue search (issue 42 #11): staff find an item by its name in ANY language,
// folded as the buyer's search is (accents, case, full width), with wildcards kept literal. Before,
// productList matched only the stored (English) name with ilike: "玉" and "theiere" found nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { SEED_TEXT } from '../seed/locales';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../test/console';
import { createHarness, type Harness } from '../test/harness';

type Page = OperatorAnswer<'productList'>;

let h: Harness;
let viewer: ConsoleSession;
beforeAll(async () => {
  h = await createHarness({ seed: true });
  viewer = await consoleSession(h, 'viewer');
});
afterAll(() => h.close());

/** The stored names the console's catalogue lists for `q` (every page of 50). */
async function search(q: string): Promise<string[]> {
  const res = await consoleInject(h, viewer, 'GET', `/products?pageSize=50&q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  const page = envelopeOf<Page>(res).result;
  expect(page.total).toBe(page.items.length);
  return page.items.map((p) => p.name).sort();
}

const en = SEED_TEXT.en.items;

describe('the console’s catalogue search', () => {
  it('finds an item by a word of its name in another language ("玉" finds the jade items)', async () => {
    expect(SEED_TEXT['zh-CN'].items['jade-bangle'].name).toContain('玉');
    const found = await search('玉');
    expect(found).toContain(en['jade-bangle'].name);
    expect(found).toContain(en['hetian-jade-pendant'].name);
    // Only items with 玉 in some language's name.
    expect(found).not.toContain(en['yixing-clay-teapot'].name);
    // Traditional characters and a French name find the same item.
    expect(await search('鐲')).toEqual([en['jade-bangle'].name]);
    expect(await search('bracelet jonc')).toEqual([en['jade-bangle'].name]);
  });

  it('ignores accents, case and full width ("theiere" finds « Théière de Yixing »)', async () => {
    expect(SEED_TEXT.fr.items['yixing-clay-teapot'].name).toMatch(/^Théière/);
    for (const typed of ['theiere', 'THÉIÈRE', 'ｔｈｅｉｅｒｅ']) {
      expect(await search(typed), typed).toEqual([en['yixing-clay-teapot'].name]);
    }
    // The stored name still finds it, whatever its case.
    expect(await search(en['yixing-clay-teapot'].name.toUpperCase())).toEqual([en['yixing-clay-teapot'].name]);
  });

  it('keeps % and _ literal, and an empty search lists everything', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    const all = envelopeOf<Page>(await consoleInject(h, viewer, 'GET', '/products?pageSize=50')).result;
    expect(all.total).toBeGreaterThan(3);
    expect((await search('')).length).toBe(all.total);
  });
});
