// What one process remembers about products between requests and how it hears of other
// processes' changes, as the rest of the server sees it (`ctx.products`). Implemented by the
// market feature (server/market/product-events.ts) over the event bus.
import type { Executor } from '../db/client';
import type { SerializedAnswer } from './serialized-answer';

/** A page of the public product list as the catalogue sends it: checked and serialized once. */
export type ProductPage = SerializedAnswer;

/**
 * - `edit`: a product was added or edited (restock, price, off the shelf): marks and lists go;
 * - `stock`: buys changed stock counts: lists go, marks stay.
 * Sold-out marks are never sent: each process learns them from its own buys (one refusal from the
 * database each), so a mark cannot arrive after the restock that should have cleared it.
 */
export interface ProductChange {
  kind: 'edit' | 'stock';
  /** The product, or null for "any". */
  id: number | null;
}

export interface ProductEvents {
  /** The product list's public first pages, dropped on any change. */
  readonly lists: {
    get(key: string, load: () => Promise<ProductPage>, nowMs?: number): Promise<ProductPage>;
    clear(): void;
  };
  isSoldOut(id: number): boolean;
  /** Read before sending a buy; hand it back with the answer (see `bought`). */
  generation(): number;
  /** Applies a change here (at once) — also what every process does when the bus delivers it. */
  apply(change: ProductChange): void;
  /** Announces a change inside `tx` (delivered on commit); call `apply` after the commit too. */
  publish(change: ProductChange, tx?: Executor): Promise<void>;
  /** A buy committed here, leaving `stockLeft`. */
  bought(productId: number, stockLeft: number, generation: number): void;
  /** A buy was refused as sold out. */
  markSoldOut(productId: number, generation: number): void;
  close(): void;
}
