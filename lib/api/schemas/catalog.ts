// Products, product types, the auction window and price data.
import { z } from 'zod/mini';
import { HHMM_PATTERN } from '../limits';
import { named } from '../rules';
import {
  id,
  image,
  isoDate,
  isoDateTime,
  langMarks,
  money,
  pageQuery,
  paged,
  plainString,
  queryId,
  signedMoney,
  staleMark,
  text,
} from './common';
import { richText } from './rich-text';

export const productKind = z.enum(['auction', 'pickup', 'consumption']);
/** on_sale: buyable in the auction window; sold_out: stock 0; off_shelf: withdrawn by an operator. */
export const productStatus = z.enum(['on_sale', 'sold_out', 'off_shelf']);

// An item's fields around its description (kept in this order: the detail's answer and OpenAPI).
const itemHead = {
  id,
  name: text(120),
  typeId: id,
  kind: productKind,
  /** Price in minor units. */
  price: money,
  stock: z.number().check(z.int(), z.nonnegative()),
  images: z.array(image),
};
const itemTail = {
  status: productStatus,
  /** The user who consigned it (WeiPai), null for items the platform sells itself. */
  sellerId: z.nullable(id),
  consigned: z.boolean(),
  createdAt: isoDateTime,
};

/** An item's fields, with its description as `description` says (the buyer's and the operator's). */
const productWith = <D extends z.ZodMiniType>(description: D) =>
  z.object({ ...itemHead, description, ...itemTail, lang: langMarks('name', 'description') });

/**
 * An item in a page of the catalogue (home, goods, search): no description. No list shows it, and
 * it was half of a page's bytes (a rich-text tree per item): the detail screen reads it with getProduct.
 */
export const productListItem = z.object({ ...itemHead, ...itemTail, lang: langMarks('name') });

/** An item as buyers read it: its description as a rich-text tree (./rich-text.ts). */
export const product = productWith(richText(20_000));

/** An item as the operator's console reads and writes it: its description is the stored, sanitised HTML. */
export const operatorProduct = productWith(z.string().check(z.maxLength(20_000)));

/**
 * One item as its detail screen reads it: the list's fields, and the stale mark when its name or
 * description is a translation made from an older default-locale text (issue 41 #6). The lists
 * leave the mark out, to keep their pages small.
 */
export const productDetail = z.object({ ...product.shape, ...staleMark });

export const productSort = z.enum(['newest', 'price_asc', 'price_desc']);

export const productListRequest = z
  .object({
    ...pageQuery,
    typeId: z.optional(id),
    kind: z.optional(productKind),
    /** Part of the name, any letter case; blank means no search. */
    keyword: z.optional(plainString().check(z.trim(), z.maxLength(50))),
    sort: z._default(productSort, 'newest'),
    /** Price range, minor units, both ends included. */
    minPrice: z.optional(money),
    maxPrice: z.optional(money),
  })
  // A range whose top is under its bottom matches nothing: say so on the field instead.
  .check(
    z.refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.maxPrice >= q.minPrice, {
      message: 'must not be less than minPrice',
      path: ['maxPrice'],
      params: { rule: 'price_range' },
    }),
  );
export const productList = paged(productListItem);

export const idQuery = z.object({ id: queryId });

export const productType = z.object({
  id,
  name: text(40),
  icon: z.nullable(z.string().check(z.maxLength(2048))),
  sort: z.number().check(z.int()),
  lang: langMarks('name'),
});
export const productTypeList = z.array(productType);

export const hhmm = z.string().check(z.regex(...named(HHMM_PATTERN, 'must be HH:mm', 'time')));

export const auctionTimeInfo = z.object({
  startTime: hhmm,
  endTime: hhmm,
  /** Server time, epoch milliseconds: the client derives status from this, not the phone clock. */
  now: z.number().check(z.int(), z.nonnegative()),
  /** IANA zone the window's wall-clock times are in, e.g. Asia/Shanghai. */
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** Daily price statistics per product type ("Tz" price data), oldest first. */
export const pricePoint = z.object({
  date: isoDate,
  /** Average sale price that day, minor units. */
  average: money,
  high: money,
  low: money,
  /** Number of sales that day. */
  volume: z.number().check(z.int(), z.nonnegative()),
});
export const priceSeries = z.object({
  typeId: id,
  name: text(40),
  points: z.array(pricePoint),
  lang: langMarks('name'),
});
export const tzPriceData = z.object({ updatedAt: isoDateTime, series: z.array(priceSeries) });

/**
 * One earlier sale of a piece (GetSaleHistory): the platform's first sale or a consignment resale.
 * Unit price; `change` is the difference from the sale before it (null for the first one).
 * No buyer or seller is named.
 */
export const saleRecord = z.object({
  kind: z.enum(['first', 'resale']),
  price: money,
  quantity: z.number().check(z.int(), z.positive()),
  change: z.nullable(signedMoney),
  soldAt: isoDateTime,
});
/** Newest first. */
export const saleHistory = z.array(saleRecord);
