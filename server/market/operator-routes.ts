// Operator API for the marketplace: auction window, product types, products, shipping.
// Every change is recorded with recordOperatorAction in the same transaction.
import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordOperatorAction } from '../operator/operator-api';
import { outdatedLocales, sanitizeBody } from '../content';
import { marketSettings, orders, products, productTypes, type StoredImage } from '../db/schema';
import { markUploadReferenced, thumbNameOf, uploadNameOf } from '../uploads';
import { mapPage, readPage } from '../db/paging';
import { withTx } from '../db/tx';
import { badRequest, conflict, fieldError, notFound, type ApiError } from '../http/errors';
import type { Db, Tx } from '../db/client';
import { nameInAnyLanguage, toProduct } from './catalog';
import { toOrder } from './orders';
import type { ProductEvents } from '../ports/product-events';
import { isValidTimeZone, loadWindow } from './window';
import { publishProductChanged, publishWindowChanged } from './live';
import type { OperatorHandlers } from '../operator/operator-group';

/** Descriptions are operator HTML like notice bodies: sanitised on write, so no handler or script
 * is stored or served (the client's DOMPurify stays the second layer; e2e/xss.spec.ts). */
const clean = <T extends { description?: string | undefined }>(body: T): T =>
  body.description === undefined ? body : { ...body, description: sanitizeBody(body.description) };

/** An item's type must be one of the types (the form's select lists them): a field error otherwise. */
async function existingTypeId(tx: Tx, typeId: number): Promise<number> {
  const [t] = await tx.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.id, typeId));
  if (!t) throw badRequest('typeId', 'must be one of the item types', 'invalid');
  return t.id;
}

export const windowOperatorHandlers = {
  windowGet: (_i, ctx) => loadWindow(ctx.db),

  windowSet: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      if (body.timeZone !== undefined && !isValidTimeZone(body.timeZone)) {
        throw fieldError(400, 'invalid_input', 'timeZone', 'must be an IANA time zone, e.g. Asia/Shanghai', 'invalid');
      }
      const before = await loadWindow(tx);
      const set = {
        startTime: body.startTime,
        endTime: body.endTime,
        ...(body.timeZone ? { timeZone: body.timeZone } : {}),
        ...(body.consignMarkupBp !== undefined ? { consignMarkupBp: body.consignMarkupBp } : {}),
      };
      await tx.update(marketSettings).set(set).where(eq(marketSettings.id, 1));
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'market.window',
        target: 'market_settings:1',
        details: set,
        before,
        after: set,
      });
      await publishWindowChanged(ctx, tx);
      return loadWindow(tx);
    }),
} satisfies Partial<OperatorHandlers<'upkeep'>>;

/** The catalogue table's sort keys (the contract's whitelist) and their columns. */
const PRODUCT_SORT = { id: products.id, name: products.name, price: products.price, stock: products.stock } as const;

/** A function of the app: product changes are published through its product events. */
export const productOperatorHandlers = (app: FastifyInstance) => {
  const events = app.ctx.products;
  return {
    productTypeAdd: (body, ctx) =>
      withTx(ctx.db, async (tx) => {
        const [t] = await tx.insert(productTypes).values(body).returning();
        if (!t) throw new Error('product type not created');
        await recordOperatorAction(tx, {
          operator: ctx.operator,
          action: 'product_type.add',
          target: `product_type:${t.id}`,
          details: body,
        });
        return t;
      }),

    productAdd: (input, ctx) => {
      const { images, ...body } = clean(input);
      return changeProducts(events, ctx.db, null, async (tx) => {
        // Required by the contract (issue 42): no silent "first type" any more.
        const typeId = await existingTypeId(tx, body.typeId);
        const [p] = await tx
          .insert(products)
          .values({
            ...body,
            typeId,
            createdAt: ctx.now(),
            ...(images ? { images: await productImages(tx, images) } : {}),
          })
          .returning();
        if (!p) throw new Error('product not created');
        await recordOperatorAction(tx, {
          operator: ctx.operator,
          action: 'product.add',
          target: `product:${p.id}`,
          details: { ...body, typeId },
          after: { ...body, typeId, images: images ?? [] },
        });
        return toProduct(p);
      });
    },

    productEdit: (input, ctx) => {
      const { id: productId, images, ...edits } = clean(input);
      return changeProducts(events, ctx.db, productId, async (tx) => {
        const changes = { ...edits, ...(images ? { images: await productImages(tx, images) } : {}) };
        const [before] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
        if (!before) throw notFound('Product');
        if (before.sellerId !== null) {
          const withdrawn = await withdrawConsigned(tx, before, changes, ctx.operator);
          await publishProductChanged(ctx, tx, productId);
          return withdrawn;
        }
        if (changes.typeId !== undefined) await existingTypeId(tx, changes.typeId);
        const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
        const [p] =
          Object.keys(set).length > 0
            ? await tx.update(products).set(set).where(eq(products.id, productId)).returning()
            : [before];
        if (!p) throw notFound('Product');
        await recordOperatorAction(tx, {
          operator: ctx.operator,
          action: 'product.edit',
          target: `product:${p.id}`,
          details: set,
          before: Object.fromEntries(Object.keys(set).map((k) => [k, before[k as keyof typeof before]])),
          after: set,
        });
        await publishProductChanged(ctx, tx, p.id);
        return toProduct(p);
      });
    },

    productList: async (query, ctx) => {
      const where = query.q ? nameInAnyLanguage(ctx.db, query.q) : undefined;
      const page = await readPage(
        query,
        ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(where),
        ctx.db
          // Each row says where its translations are outdated (issue 41 #6), in the same query.
          .select({ ...getTableColumns(products), outdated: outdatedLocales('product', products.id) })
          .from(products)
          .where(where)
          .orderBy(
            query.dir === 'asc' ? asc(PRODUCT_SORT[query.sort]) : desc(PRODUCT_SORT[query.sort]),
            desc(products.id),
          ),
      );
      return mapPage(page, ({ outdated, ...row }) => ({
        ...toProduct(row),
        ...(outdated.length > 0 ? { outdated } : {}),
      }));
    },
  } satisfies Partial<OperatorHandlers<'catalogue'>>;
};

export const orderOperatorHandlers = {
  // `correct`: fix the carrier or tracking number of an order already shipped (a typo the buyer
  // could not track with); the ship time stays the first one. Without it, shipping twice is refused.
  orderShip: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const expected = body.correct ? 'shipped' : 'delivery_requested';
      const [o] = await tx
        .update(orders)
        .set(
          body.correct
            ? { carrier: body.carrier, trackingNo: body.trackingNo }
            : { status: 'shipped', carrier: body.carrier, trackingNo: body.trackingNo, shippedAt: ctx.now() },
        )
        .where(sql`${orders.id} = ${body.id} AND ${orders.status} = ${expected}`)
        .returning();
      if (!o) throw await orderConflict(tx, body.id, expected);
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'order.ship',
        target: `order:${o.id}`,
        details: body,
      });
      return toOrder(o);
    }),

  orderDeliver: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const [o] = await tx
        .update(orders)
        .set({ status: 'delivered', deliveredAt: ctx.now(), deliveredBy: 'operator' })
        .where(sql`${orders.id} = ${body.id} AND ${orders.status} = 'shipped'`)
        .returning();
      if (!o) throw await orderConflict(tx, body.id, 'shipped');
      await recordOperatorAction(tx, { operator: ctx.operator, action: 'order.deliver', target: `order:${o.id}` });
      return toOrder(o);
    }),
} satisfies Partial<OperatorHandlers<'orders'>>;

type ProductRow = typeof products.$inferSelect;

/** A change to products, announced to every process on commit and applied here at once. */
async function changeProducts<T>(events: ProductEvents, db: Db, id: number | null, fn: (tx: Tx) => Promise<T>) {
  const out = await withTx(db, async (tx) => {
    const result = await fn(tx);
    await events.publish({ kind: 'edit', id }, tx);
    return result;
  });
  events.apply({ kind: 'edit', id });
  return out;
}

/**
 * A consigned item belongs to its owner: an operator may only take it off the shelf, and only
 * while none of it has sold; the owner's order goes back to `owned` (the item is returned).
 */
async function withdrawConsigned(tx: Tx, p: ProductRow, changes: Record<string, unknown>, operator: string) {
  const keys = Object.entries(changes).filter(([, v]) => v !== undefined);
  if (keys.length !== 1 || changes.offShelf !== true) {
    throw fieldError(
      422,
      'conflict',
      'offShelf',
      'a consigned item belongs to its owner; it can only be taken off the shelf',
      'invalid',
    );
  }
  if (p.offShelf || p.sourceOrderId === null) return toProduct(p);
  const [o] = await tx.select().from(orders).where(eq(orders.id, p.sourceOrderId)).for('update');
  if (!o || o.status !== 'consigned' || p.stock !== o.quantity) {
    throw conflict(`Product ${p.id} has already sold (in part): it cannot be withdrawn`, 'already_sold');
  }
  await tx
    .update(orders)
    .set({ status: 'owned', askingPrice: null, consignedAt: null, resaleProductId: null })
    .where(eq(orders.id, o.id));
  const [off] = await tx
    .update(products)
    .set({ offShelf: true, sourceOrderId: null })
    .where(eq(products.id, p.id))
    .returning();
  if (!off) throw notFound('Product');
  await recordOperatorAction(tx, {
    operator,
    action: 'product.withdraw_consigned',
    target: `product:${p.id}`,
    details: { orderId: o.id, ownerId: o.userId },
  });
  return toProduct(off);
}

async function orderConflict(tx: Tx, orderId: number, expected: string): Promise<ApiError> {
  const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!o) return notFound('Order');
  return conflict(`Order ${orderId} is ${o.status}, not ${expected}`, 'wrong_order_status');
}

/**
 * Product photos named by their upload URLs (/uploads/<name>, as the upload call answered): each
 * must be a stored upload, marked referenced so the unused-upload sweep keeps it.
 */
async function productImages(tx: Tx, urls: string[]): Promise<StoredImage[]> {
  const out: StoredImage[] = [];
  for (const [i, url] of urls.entries()) {
    const name = uploadNameOf(url);
    const stored = name ? await markUploadReferenced(tx, name) : null;
    if (!stored || url.startsWith('/uploads/private/')) {
      throw badRequest(`images.${i}`, 'must be an image from the upload call', 'uploaded_image');
    }
    out.push({
      url: `/uploads/${stored}`,
      thumb: `/uploads/${thumbNameOf(stored)}`,
    });
  }
  return out;
}
