// The sale history of a piece (GetSaleHistory): every earlier sale of the unit a product listing
// stands for. A consigned listing was made from the order that bought it (products.source_order_id),
// that order bought an earlier listing, and so on back to the platform's own item: walking that
// chain gives the platform's first sale and every consignment resale. A consigned listing's own
// sales (other buyers who bought it) belong to the piece too. A platform listing's own sales do
// not: each of its buyers got a different piece, so its history is empty until it is resold.
// Buyers and sellers are never named: the answer is kind, unit price, quantity and date.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { saleRecord } from '@/lib/api/schemas/catalog';
import { rows, type Executor } from '../db/client';
import { findProduct } from './catalog';

/** How far back the chain is followed (a piece resold more often than this shows its last ones). */
export const SALE_HISTORY_DEPTH = 100;

type SaleOut = z.input<typeof saleRecord>;

interface SaleRow {
  price: number | string;
  quantity: number;
  created_at: Date | string;
  platform: boolean;
}

/** Newest first, each with the change of unit price from the sale before it; null: no such product. */
export async function saleHistory(exec: Executor, productId: number): Promise<SaleOut[] | null> {
  const found = await rows<SaleRow & { id: number }>(
    exec,
    sql`WITH RECURSIVE chain(product_id, source_order_id, seller_id, depth) AS (
          SELECT id, source_order_id, seller_id, 0 FROM products WHERE id = ${productId}
          UNION ALL
          SELECT p.id, p.source_order_id, p.seller_id, c.depth + 1
            FROM chain c
            JOIN orders o ON o.id = c.source_order_id
            JOIN products p ON p.id = o.product_id
           WHERE c.depth < ${SALE_HISTORY_DEPTH}
        )
        SELECT o.id, o.price, o.quantity, o.created_at, (p.seller_id IS NULL) AS platform
          FROM orders o JOIN products p ON p.id = o.product_id
         WHERE o.id IN (SELECT source_order_id FROM chain WHERE source_order_id IS NOT NULL)
            OR (o.product_id = ${productId} AND p.seller_id IS NOT NULL)
        ORDER BY o.created_at, o.id`,
  );
  if (found.length === 0 && !(await findProduct(exec, productId))) return null;
  const out: SaleOut[] = [];
  let previous: number | null = null;
  for (const r of found) {
    const price = Number(r.price);
    out.push({
      kind: r.platform ? 'first' : 'resale',
      price,
      quantity: r.quantity,
      change: previous === null ? null : price - previous,
      soldAt: new Date(r.created_at).toISOString(),
    });
    previous = price;
  }
  return out.reverse();
}
