// Items have a type (issue 42 #3): productAdd requires one (400 naming typeId, no silent "first
// type"), the buyer's item shows the type chosen, a change of type is in the edit's audit row
// (before → after), and the console's select reads the types in its own language.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { operatorActions } from '../db/schema';
import { consoleInject, consoleSession, envelopeOf } from '../test/console';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
let calligraphy = 0;
let ceramics = 0;
beforeAll(async () => {
  h = await createHarness();
  const add = async (name: string) =>
    (await h.operator<{ id: number }>('POST', '/product-types', { name })).body.result.id;
  calligraphy = await add('Calligraphy');
  ceramics = await add('Ceramics');
});
afterAll(() => h.close());

const item = { name: 'Celadon bowl', price: 1200, stock: 2 };

describe('an item’s type', () => {
  it('is required on add: without one, or with one that does not exist, a 400 naming typeId', async () => {
    const missing = await h.operator('POST', '/products', item);
    expect(missing.status).toBe(400);
    expect(missing.body.reason).toBe('invalid_input');
    expect(missing.body.fields?.typeId).toBeDefined();
    const unknown = await h.operator('POST', '/products', { ...item, typeId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields?.typeId?.rule).toBe('invalid');
  });

  it('is the one the buyer’s item shows, and a change of it is audited before → after', async () => {
    const added = await h.operator<{ id: number }>('POST', '/products', { ...item, typeId: ceramics });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.result.id;
    const shown = await h.api('getProduct', { id });
    expect((shown.body.result as { typeId: number }).typeId).toBe(ceramics);

    const cat = await consoleSession(h, 'catalogue');
    const edited = await consoleInject(h, cat, 'POST', '/products/edit', { id, typeId: calligraphy });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await h.api('getProduct', { id })).body.result).toMatchObject({ typeId: calligraphy });
    const [row] = await h.app.ctx.db
      .select()
      .from(operatorActions)
      .where(and(eq(operatorActions.action, 'product.edit'), eq(operatorActions.target, `product:${id}`)));
    expect(row?.before).toEqual({ typeId: ceramics });
    expect(row?.after).toEqual({ typeId: calligraphy });
    expect(row?.operator).toBe(cat.name);
  });

  it('is listed for the form in the console’s language, and as stored without one', async () => {
    const cat = await consoleSession(h, 'catalogue');
    const set = await consoleInject(h, cat, 'POST', '/content/texts', {
      entity: 'product_type',
      id: ceramics,
      locale: 'zh-CN',
      texts: { name: '陶瓷' },
    });
    expect(set.statusCode, set.body).toBe(200);
    type Types = OperatorAnswer<'productTypeList'>;
    const zh = envelopeOf<Types>(await consoleInject(h, cat, 'GET', '/product-types?locale=zh-CN'));
    expect(zh.result.find((t) => t.id === ceramics)?.name).toBe('陶瓷');
    // No translation: the stored name.
    expect(zh.result.find((t) => t.id === calligraphy)?.name).toBe('Calligraphy');
    const plain = envelopeOf<Types>(await consoleInject(h, cat, 'GET', '/product-types'));
    expect(plain.result.find((t) => t.id === ceramics)?.name).toBe('Ceramics');
    const bad = await consoleInject(h, cat, 'GET', '/product-types?locale=xx');
    expect(bad.statusCode).toBe(400);
  });
});
