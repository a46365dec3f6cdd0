// The catalogue group of operator calls: item types, products and their photos. One entry per call:
// its request and answer schemas and its summary. The group's facts (method, path, roles, payload)
// are in ./catalogue.facts.ts, kept free of zod for the console's screens; ../calls.ts joins the
// two.
import { z } from 'zod/mini';
import { operatorProduct as product, productKind, productType } from '../../schemas/catalog';
import { contentLang, id, positiveMoney, text, url } from '../../schemas/common';
import { uploadedImage } from '../../schemas/upload';
import { PRODUCT_PHOTOS_MAX } from '../../limits';
import { LOCALES } from '@/lib/i18n/config';
import { bulkAnswer, bulkIds } from './bulk';
import { call, none, pageOf, queryPage, type OperatorCallSchemas } from './shared';
import type { catalogueFacts } from './catalogue.facts';

export const productTypeAddRequest = z.object({ name: text(40), sort: z._default(z.number().check(z.int()), 0) });
export const productFields = {
  name: text(120),
  price: positiveMoney,
  stock: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
  kind: z._default(productKind, 'auction'),
  /** Required (issue 42): an item without one showed buyers whichever type came first. */
  typeId: id,
  /** HTML, sanitised when saved. */
  description: z._default(z.string().check(z.maxLength(20_000)), ''),
  offShelf: z._default(z.boolean(), false),
  /** Uploaded images (uploadImages answers), shown in this order. */
  images: z.optional(z.array(url).check(z.maxLength(PRODUCT_PHOTOS_MAX))),
};
export const productAddRequest = z.object(productFields);
export const productEditRequest = z.object({
  id,
  name: z.optional(productFields.name),
  price: z.optional(positiveMoney),
  stock: z.optional(productFields.stock),
  kind: z.optional(productKind),
  typeId: z.optional(id),
  description: z.optional(z.string().check(z.maxLength(20_000))),
  offShelf: z.optional(z.boolean()),
  images: productFields.images,
});
/** The catalogue table's sortable columns (issue 42 #6); ties fall back to the newest id. */
export const productSort = z.enum(['id', 'name', 'price', 'stock']);
export const productListRequest = z.object({
  ...queryPage,
  q: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  sort: z._default(productSort, 'id'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
});
/** The console's item form names the types in its own language (the Market screen leaves it out:
 * the types' own columns, the default content locale, which it edits). */
export const productTypeListRequest = z.object({ locale: z.optional(z.enum(LOCALES)) });
/** An item type as the console lists it (productTypeAdd answers the same row). */
export const productTypeRow = z.object({ id, name: z.string(), sort: z.number().check(z.int()) });

/**
 * An item as the console's catalogue lists it: the buyer's fields (the default locale's texts), and
 * the languages whose translation was made from an older text (issue 41 #6), absent when none.
 */
export const productRow = z.object({ ...product.shape, outdated: z.optional(z.array(contentLang)) });

/** The catalogue group's calls: request, answer and summary (the facts are in ./catalogue.facts.ts). */
export const catalogueCalls = {
  productTypeAdd: call({
    request: productTypeAddRequest,
    response: z.looseObject(productType.shape),
    summary: 'Add a type',
  }),
  productList: call({
    request: productListRequest,
    response: pageOf(productRow),
    summary: 'Every product, newest first',
  }),
  productAdd: call({ request: productAddRequest, response: product, summary: 'Add a product' }),
  productEdit: call({ request: productEditRequest, response: product, summary: 'Edit, restock, take off' }),
  productOffShelfBulk: call({
    request: bulkIds,
    response: bulkAnswer,
    summary: 'Take several items off sale: a result per item, each audited (consigned items one at a time)',
  }),
  productPhotoUpload: call({
    request: none,
    response: uploadedImage,
    summary: 'Upload a product photo (multipart, field `file`): sniffed, re-encoded without metadata',
  }),
  productTypeList: call({
    request: productTypeListRequest,
    response: z.array(productTypeRow),
    summary: 'Every item type, in their order (names in `locale` where translated)',
  }),
} satisfies Record<keyof typeof catalogueFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
