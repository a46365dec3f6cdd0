// Live product frames rewrite the cached product reads in place (no refetch), and leave other
// products' entries as they were.
import { unstable_serialize } from 'swr';
import { cache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import { samples } from '../api/samples';
import { onPatch } from '../api/hooks/patch';
import { applyProduct } from './market';

const product = { ...samples.getProduct.result, id: 41, stock: 1, status: 'on_sale' as const };
const other = { ...product, id: 42 };

// As the read hooks leave them: the data under the serialised key, with the key itself in `_k`.
function seed(key: readonly unknown[], data: unknown): void {
  cache.set(unstable_serialize(key), { data, _k: key } as never);
}
const cached = (key: readonly unknown[]): unknown => cache.get(unstable_serialize(key))?.data;

describe('market events', () => {
  it('patch the detail, every cached list page and infinite lists', async () => {
    const detailKey = ['getProduct', { id: 41 }] as const;
    const listKey = ['getProductList', { page: 1, pageSize: 20 }] as const;
    seed(detailKey, product);
    seed(listKey, { items: [product, other], total: 2, page: 1, pageSize: 20 });
    const infinitePages: unknown[] = [];
    const off = onPatch('getProductList', (patch) =>
      infinitePages.push(patch({ items: [other, product], total: 2, page: 1, pageSize: 20 })),
    );

    await applyProduct({ id: 41, stock: 0, status: 'sold_out' });
    off();

    expect(cached(detailKey)).toMatchObject({ id: 41, stock: 0, status: 'sold_out' });
    const list = cached(listKey) as { items: (typeof product)[] };
    expect(list.items.map((p) => [p.id, p.stock, p.status])).toEqual([
      [41, 0, 'sold_out'],
      [42, 1, 'on_sale'],
    ]);
    expect(list.items[1]).toBe(other);
    expect((infinitePages[0] as { items: (typeof product)[] }).items.map((p) => p.status)).toEqual([
      'on_sale',
      'sold_out',
    ]);
  });
});
