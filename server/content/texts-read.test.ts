// contentTexts: every language's texts of one row at once (the default locale's from the row's
// columns, the others' from content_translations), a language without a text left out; an
// unknown row is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { testTypeId } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('contentTexts', () => {
  it('answers the default locale from the columns and the others from their translations', async () => {
    const added = await h.operator<{ id: number }>('POST', '/products', {
      name: 'Teapot',
      price: 1000,
      stock: 1,
      typeId: await testTypeId(h),
      description: '<p>Old</p>',
    });
    const id = added.body.result.id;
    const set = await h.operator('POST', '/content/texts', {
      entity: 'product',
      id,
      locale: 'zh-CN',
      texts: { name: '茶壶' },
    });
    expect(set.status).toBe(200);
    const r = await h.operator<{
      defaultLocale: string;
      fields: string[];
      texts: Record<string, Record<string, string>>;
    }>('GET', `/content/texts?entity=product&id=${id}`);
    expect(r.status).toBe(200);
    const { defaultLocale, fields, texts } = r.body.result;
    expect(fields).toEqual(['name', 'description']);
    expect(texts[defaultLocale]).toEqual({ name: 'Teapot', description: '<p>Old</p>' });
    expect(texts['zh-CN']).toEqual({ name: '茶壶' });
    expect(texts.fr).toBeUndefined();
  });

  it('answers 404 for a row that does not exist', async () => {
    const r = await h.operator('GET', '/content/texts?entity=notice&id=999999');
    expect(r.status).toBe(404);
  });
});
