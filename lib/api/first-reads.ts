// The first public reads of the screens whose largest element comes from data (home, the goods
// list, an item's detail), as a function of the page and its URL query. One table for the three
// places that must send the very same requests: the screens' own hooks, the head-start script a
// static page sends (lib/api/client/head-start.ts), and the answers the Gavel server inlines into
// the HTML it serves (server/http/inline-reads.ts). A different input would be a different
// request key, and the waiting answer would simply not be used.
import { HEAD_START_ID_PLACEHOLDER, headStartRead, type HeadStartRead } from './client/head-start';
import { goodsFilters, readGoodsQuery } from '../search/goods-query';
import { readItemId } from './item-id';

/** Six featured auction items on home: three rows of the two-column waterfall. */
export const FEATURED = { page: 1, pageSize: 6, kind: 'auction' } as const;

/** How many cards of a list count as the first screenful: the top of each of the two columns. */
export const PRIORITY_CARDS = 2;

/** The goods lists' page size (the infinite list's first page is the one inlined). */
export const GOODS_PAGE_SIZE = 10;

export type FirstReadsPage = 'home' | 'goods' | 'goodsDetail';

interface Query {
  get(name: string): string | null;
}

/** The goods list's first page's input for a URL query (the screen builds the same object). */
export function goodsFirstPage(query: Query) {
  return { ...goodsFilters(readGoodsQuery(query)), page: 1, pageSize: GOODS_PAGE_SIZE };
}

/** The page's first public reads, with how many photos of each answer to preload. */
export function firstReads(page: FirstReadsPage, query: Query): HeadStartRead[] {
  switch (page) {
    case 'home':
      return [
        headStartRead('getProductList', FEATURED, PRIORITY_CARDS),
        headStartRead('GetProductTypeList', {}),
        headStartRead('GetNotice', {}),
      ];
    case 'goods':
      return [
        headStartRead('GetProductTypeList', {}),
        headStartRead('getProductList', goodsFirstPage(query), PRIORITY_CARDS),
      ];
    case 'goodsDetail': {
      const id = readItemId(query.get('id'));
      // The item's sale history with the item: its section is answered with the item (inlined,
      // or head-started) instead of a round trip later.
      return [
        ...(id === null ? [] : [headStartRead('getProduct', { id }, 1), headStartRead('GetSaleHistory', { id })]),
        headStartRead('GetProductTypeList', {}),
      ];
    }
  }
}

/**
 * The same reads as a prerendered page's head start sends them (the page's HTML is built once for
 * every query): the goods list only for its unfiltered URL, the item for the URL's `?id=`.
 */
export function pageHeadStart(page: FirstReadsPage): HeadStartRead[] {
  const bare = new URLSearchParams();
  switch (page) {
    case 'home':
      return firstReads('home', bare);
    case 'goods':
      return firstReads('goods', bare).map((r) => (r.name === 'getProductList' ? { ...r, bareOnly: true } : r));
    case 'goodsDetail':
      // Every read whose input took the placeholder for `?id=` (the item, its sale history).
      return firstReads('goodsDetail', new URLSearchParams({ id: String(HEAD_START_ID_PLACEHOLDER) })).map((r) =>
        (r.input as { id?: unknown }).id === HEAD_START_ID_PLACEHOLDER ? { ...r, idFrom: 'id' } : r,
      );
  }
}
