// The market's rows of a first start (the seed, server/seed/, holds the demo catalogue and
// orchestrates): product types and items, the auction window, and thirty days of price history.
import { asc } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { marketSettings, pricePoints, products, productTypes } from '../db/schema';

/** Inserts the types in order; answers their ids in the same order. */
export async function insertProductTypes(
  tx: Tx,
  values: Omit<typeof productTypes.$inferInsert, 'id'>[],
): Promise<number[]> {
  const rows = await tx.insert(productTypes).values(values).returning({ id: productTypes.id });
  return rows.map((r) => r.id);
}

export async function insertProducts(tx: Tx, values: Omit<typeof products.$inferInsert, 'id'>[]): Promise<void> {
  await tx.insert(products).values(values);
}

/** Sets the daily auction window (operators change it later with `npm run admin -- window`). */
export async function setAuctionWindow(
  tx: Tx,
  w: { startTime: string; endTime: string; timeZone: string },
): Promise<void> {
  await tx.update(marketSettings).set(w);
}

/** Every item's id and name (the seed finds its demo items by name to translate them). */
export function productNames(tx: Tx): Promise<{ id: number; name: string }[]> {
  return tx.select({ id: products.id, name: products.name }).from(products);
}

/** Thirty days of history per product type, deterministic so screenshots are stable. */
export async function seedPriceHistory(tx: Tx, now: Date): Promise<void> {
  const types = await tx
    .select({ id: productTypes.id, name: productTypes.name })
    .from(productTypes)
    .orderBy(asc(productTypes.id));
  const values = types.flatMap((t, k) => {
    const base = 20_000 + k * 35_000;
    return Array.from({ length: 29 }, (_, i) => {
      // History ends yesterday; today's figures come from live purchases.
      const day = new Date(now.getTime() - (29 - i) * 86_400_000).toISOString().slice(0, 10);
      const average = base + Math.round((base / 20) * Math.sin(i / 4 + k)) + i * 50;
      const spread = Math.round(base / 25);
      return {
        typeId: t.id,
        typeName: t.name,
        day,
        average,
        high: average + spread,
        low: average - spread,
        volume: 5 + ((i * 7 + k) % 13),
      };
    });
  });
  if (values.length > 0) await tx.insert(pricePoints).values(values);
}
