// Products and product types as the contract shows them.
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { operatorProduct as productSchema, productListRequest } from '@/lib/api/schemas/catalog';
import type { Locale } from '@/lib/i18n/config';
import type { Executor } from '../db/client';
import { foldedPattern } from '../db/fold';
import { readPageRows } from '../db/paging';
import { products, productTypes } from '../db/schema';
import { translationMatches } from '../content';

export type ProductRow = typeof products.$inferSelect;
/** An item with its stored (HTML) description: the operator's answer; buyers' reads turn it into a tree (../content). */
export type ProductOut = z.input<typeof productSchema>;

export function productStatus(p: Pick<ProductRow, 'offShelf' | 'stock'>): 'on_sale' | 'sold_out' | 'off_shelf' {
  if (p.offShelf) return 'off_shelf';
  return p.stock > 0 ? 'on_sale' : 'sold_out';
}

/** A list page's item: no description (no list shows it; the detail reads it). */
export function toListItem(p: Omit<ProductRow, 'description'>) {
  return {
    id: p.id,
    name: p.name,
    typeId: p.typeId,
    kind: p.kind,
    price: p.price,
    stock: p.stock,
    images: p.images,
    status: productStatus(p),
    sellerId: p.sellerId,
    consigned: p.sellerId !== null,
    createdAt: p.createdAt.toISOString(),
  };
}

export function toProduct(p: ProductRow): ProductOut {
  return {
    id: p.id,
    name: p.name,
    typeId: p.typeId,
    kind: p.kind,
    price: p.price,
    stock: p.stock,
    images: p.images,
    description: p.description,
    status: productStatus(p),
    sellerId: p.sellerId,
    consigned: p.sellerId !== null,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * A keyword matches the name as the reader sees it (its translation in `locale`) or the column's
 * own name (the default content locale): a reader in zh-CN finds 仿宋山水立轴 by 山水 (issue 22),
 * a French one « Théière » by « theiere » (issue 41).
 */
function keywordMatch(exec: Executor, keyword: string, locale: Locale | undefined): SQL {
  const pattern = foldedPattern(keyword);
  const own = sql`gavel_fold(${products.name}) LIKE ${pattern}`;
  if (locale === undefined) return own;
  const translated = translationMatches(
    exec,
    { entity: 'product', idColumn: products.id, field: 'name', locale },
    pattern,
  );
  return or(own, translated) as SQL;
}

/**
 * The console's catalogue search (issue 42 #11): a keyword matches the item's own name or its name
 * in ANY language, folded as the buyer's search is, so staff reading zh-CN find the jade item by 玉
 * and "theiere" finds « Théière ».
 */
export function nameInAnyLanguage(exec: Executor, keyword: string): SQL {
  const pattern = foldedPattern(keyword);
  const translated = translationMatches(exec, { entity: 'product', idColumn: products.id, field: 'name' }, pattern);
  return or(sql`gavel_fold(${products.name}) LIKE ${pattern}`, translated) as SQL;
}

// The list's columns: every one but the description, which no list page carries.
const { description: _description, ...listColumns } = getTableColumns(products);

export async function listProducts(exec: Executor, q: z.output<typeof productListRequest>, locale?: Locale) {
  const where: SQL[] = [eq(products.offShelf, false)];
  if (q.typeId !== undefined) where.push(eq(products.typeId, q.typeId));
  if (q.kind !== undefined) where.push(eq(products.kind, q.kind));
  if (q.keyword) where.push(keywordMatch(exec, q.keyword, locale));
  if (q.minPrice !== undefined) where.push(gte(products.price, q.minPrice));
  if (q.maxPrice !== undefined) where.push(lte(products.price, q.maxPrice));
  const cond = and(...where);
  const order =
    q.sort === 'price_asc'
      ? [asc(products.price), desc(products.id)]
      : q.sort === 'price_desc'
        ? [desc(products.price), desc(products.id)]
        : [desc(products.createdAt), desc(products.id)];
  // One round trip: the total rides along on every row (a page past the end counts separately).
  const found = await readPageRows(
    q,
    exec
      .select({ p: listColumns, total: sql<number>`(count(*) OVER ())::int` })
      .from(products)
      .where(cond)
      .orderBy(...order),
  );
  let total = found[0]?.total;
  if (total === undefined) {
    const [count] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(cond);
    total = count?.n ?? 0;
  }
  return { items: found.map((r) => toListItem(r.p)), total, page: q.page, pageSize: q.pageSize };
}

export async function findProduct(exec: Executor, id: number): Promise<ProductRow | undefined> {
  const [row] = await exec.select().from(products).where(eq(products.id, id));
  return row;
}

/** Products by id (a watchlist's items); unknown ids are left out. */
export async function productsByIds(exec: Executor, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const found = await exec
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(found.map((p) => [p.id, p]));
}

export async function listProductTypes(exec: Executor) {
  return exec.select().from(productTypes).orderBy(asc(productTypes.sort), asc(productTypes.id));
}
