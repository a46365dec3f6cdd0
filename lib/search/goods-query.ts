// The goods lists' search in the URL (?q=jade&sort=price_asc&min=10000&max=50000&type=3), so a
// search is shareable, survives a reload and is still there on Back. Pure: no React, no browser.
// Prices in the URL are minor units, like the contract; anything unreadable is left out.

export const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type GoodsSort = (typeof SORTS)[number];

export interface GoodsQuery {
  keyword: string;
  sort: GoodsSort;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  typeId: number | undefined;
}

/** The contract's keyword limit (productListRequest). */
export const KEYWORD_MAX = 50;

export const EMPTY_QUERY: GoodsQuery = {
  keyword: '',
  sort: 'newest',
  minPrice: undefined,
  maxPrice: undefined,
  typeId: undefined,
};

function whole(value: string | null, min: number): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min ? n : undefined;
}

interface Params {
  get(name: string): string | null;
}

export function readGoodsQuery(params: Params): GoodsQuery {
  const sort = params.get('sort');
  const minPrice = whole(params.get('min'), 0);
  const maxPrice = whole(params.get('max'), 0);
  return {
    keyword: (params.get('q') ?? '').trim().slice(0, KEYWORD_MAX),
    sort: SORTS.includes(sort as GoodsSort) ? (sort as GoodsSort) : 'newest',
    minPrice,
    // A hand-edited link with the top under the bottom keeps the bottom (the price sheet refuses
    // such a range with a field error; a link has no field to show it on).
    maxPrice: minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice ? undefined : maxPrice,
    typeId: whole(params.get('type'), 1),
  };
}

/** `?…` for the URL (empty string for no filters), keys in a fixed order. */
export function goodsSearch(q: GoodsQuery): string {
  const params = new URLSearchParams();
  if (q.typeId !== undefined) params.set('type', String(q.typeId));
  if (q.keyword) params.set('q', q.keyword);
  if (q.sort !== 'newest') params.set('sort', q.sort);
  if (q.minPrice !== undefined) params.set('min', String(q.minPrice));
  if (q.maxPrice !== undefined) params.set('max', String(q.maxPrice));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The getProductList filters of a query (the page and size are the feed's). */
export function goodsFilters(q: GoodsQuery) {
  return {
    ...(q.typeId === undefined ? {} : { typeId: q.typeId }),
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.sort === 'newest' ? {} : { sort: q.sort }),
    ...(q.minPrice === undefined ? {} : { minPrice: q.minPrice }),
    ...(q.maxPrice === undefined ? {} : { maxPrice: q.maxPrice }),
  };
}

/** Whether anything narrows the list besides the type chips. */
export function isSearching(q: GoodsQuery): boolean {
  return q.keyword !== '' || q.minPrice !== undefined || q.maxPrice !== undefined;
}
