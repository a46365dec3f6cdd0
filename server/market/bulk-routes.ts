// Bulk actions on orders and items (issue 42 #8): ship several orders, take several items off sale.
// Each item goes through the single-item handler (its rules, its transaction, its audit row and
// its live update); a refusal is that item's result (server/http/bulk.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../db/schema';
import { eachOnItsOwn } from '../http/bulk';
import { conflict, notFound } from '../http/errors';
import type { OperatorHandlers } from '../operator/operator-group';
import { orderOperatorHandlers, productOperatorHandlers } from './operator-routes';

export const orderBulkHandlers = {
  // A first shipment only (`correct` stays a one-order fix): an order not waiting for delivery is
  // refused as orderShip refuses it (wrong_order_status, or not_found).
  orderShipBulk: (body, ctx) =>
    eachOnItsOwn(
      body.items,
      (o) => o.id,
      (o) =>
        orderOperatorHandlers.orderShip(
          { id: o.id, carrier: body.carrier, trackingNo: o.trackingNo, correct: false },
          ctx,
        ),
    ),
} satisfies Partial<OperatorHandlers<'orders'>>;

export const productBulkHandlers = (app: FastifyInstance) => {
  const { productEdit } = productOperatorHandlers(app);
  return {
    /**
     * Only items on sale that the market owns: one already off sale is refused (not_on_sale, so the
     * count done is the count changed, with no second audit row), and a consigned one too, since
     * taking it off returns it to its owner (productEdit does that one item at a time, on purpose).
     */
    productOffShelfBulk: (body, ctx) =>
      eachOnItsOwn(
        body.ids,
        (id) => id,
        async (id) => {
          const [p] = await ctx.db
            .select({ offShelf: products.offShelf, sellerId: products.sellerId })
            .from(products)
            .where(eq(products.id, id));
          if (!p) throw notFound('Product');
          if (p.sellerId !== null) {
            throw conflict(`Product ${id} is consigned: take it off sale on its own (it returns to its owner)`);
          }
          if (p.offShelf) throw conflict(`Product ${id} is already off sale`, 'not_on_sale');
          return productEdit({ id, offShelf: true }, ctx);
        },
      ),
  } satisfies Partial<OperatorHandlers<'catalogue'>>;
};
