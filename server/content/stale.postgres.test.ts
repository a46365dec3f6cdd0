// Stale item translations on a real PostgreSQL (issue 41 #6): the console's catalogue rows read
// their outdated languages by a correlated subquery returning text[], and the drivers differ in
// how they hand arrays back (PGlite in stale.test.ts, postgres here); getProduct's mark too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { postgresForTest, type TempDatabase } from '../test/postgres';
import { addProduct } from '../test/market';

const temp = await postgresForTest('stale.postgres.test');

describe.runIf(temp !== undefined)('stale item translations (PostgreSQL)', () => {
  let h: Harness;
  const db = temp as TempDatabase;
  beforeAll(async () => {
    h = await createHarness({ databaseUrl: db.url, memoryDb: false });
  });
  afterAll(async () => {
    await h?.close();
    await db.drop();
  });

  it('an item renamed in English: its row names the outdated languages, its zh-CN detail is marked', async () => {
    const id = await addProduct(h, { name: 'Ink stone', description: '<p>Slate.</p>' });
    for (const [locale, name] of [
      ['zh-CN', '砚台'],
      ['fr', 'Pierre à encre'],
    ])
      expect(
        (await h.operator('POST', '/content/texts', { entity: 'product', id, locale, texts: { name } })).status,
      ).toBe(200);
    const row = async () =>
      (await h.operator<{ items: { id: number; outdated?: string[] }[] }>('GET', '/products')).body.result.items.find(
        (p) => p.id === id,
      );
    expect((await row())?.outdated).toBeUndefined();
    expect((await h.operator('POST', '/products/edit', { id, name: 'Duan ink stone' })).status).toBe(200);
    expect((await row())?.outdated).toEqual(['fr', 'zh-CN']);
    const zh = await h.call<{ name: string; stale?: true; sourceLang?: string }>(
      'GET',
      `/api/front/getProduct?id=${id}&lang=zh-CN`,
    );
    expect(zh.body.result).toMatchObject({ name: '砚台', stale: true, sourceLang: 'en' });
  });
});
