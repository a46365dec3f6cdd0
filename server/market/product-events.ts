// What one process remembers about products between requests, and how it learns of changes made
// by others. Two things:
// - sold-out marks: a buyer of an item this process knows is gone is refused without a database
//   round trip; an edit of the product (a restock) clears the mark;
// - the product list's public first pages (list-cache.ts), dropped on any change.
// Every change is announced on the event bus (server/realtime/bus.ts): published inside the
// changing transaction, delivered to every process when it commits (PostgreSQL LISTEN/NOTIFY, or
// in process on PGlite). The process that made the change also applies it at once, locally.
import type { Executor } from '../db/client';
import type { EventBus, Json } from '../ports/event-bus';
import type { ProductChange, ProductEvents as ProductEventsPort, ProductPage } from '../ports/product-events';
import { ListCache } from './list-cache';

export type { ProductChange, ProductPage };

export const PRODUCTS_TOPIC = 'products';

/** How long buys may leave other processes' lists unannounced (one NOTIFY per this, not per buy). */
const STOCK_NOTICE_MS = 100;

export class ProductEvents implements ProductEventsPort {
  readonly lists: ListCache<ProductPage>;
  private readonly soldOut = new Set<number>();
  /** Counts edits applied here, so a buy's answer older than an edit marks nothing. */
  private edits = 0;
  private stockNotice: NodeJS.Timeout | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBus,
    opts: { listTtlMs?: number; onError?: (e: unknown) => void } = {},
  ) {
    this.lists = new ListCache<ProductPage>(opts.listTtlMs);
    this.onError = opts.onError ?? (() => undefined);
    this.unsubscribe = bus.subscribe(PRODUCTS_TOPIC, (payload) => this.apply(payload as unknown as ProductChange));
    // Events lost while the listener reconnected: forget everything.
    bus.onResync(() => this.apply({ kind: 'edit', id: null }));
  }

  private readonly onError: (e: unknown) => void;

  isSoldOut(id: number): boolean {
    return this.soldOut.has(id);
  }

  /** Read before sending a buy; hand it back with the answer (see `bought`). */
  generation(): number {
    return this.edits;
  }

  /** Applies a change here (at once) — also what every process does when the bus delivers it. */
  apply(change: ProductChange): void {
    this.lists.clear();
    if (change.kind !== 'edit') return;
    this.edits++;
    if (change.id === null) this.soldOut.clear();
    else this.soldOut.delete(change.id);
  }

  /** Announces a change inside `tx` (delivered on commit); call `apply` after the commit too. */
  publish(change: ProductChange, tx?: Executor): Promise<void> {
    return this.bus.publish(PRODUCTS_TOPIC, change as unknown as Json, tx);
  }

  /**
   * A buy committed here, leaving `stockLeft`: lists go at once, other processes hear of it within
   * STOCK_NOTICE_MS. `generation` is what `generation()` said before the buy was sent: an edit
   * (a restock) applied since then may be newer than the stock the database answered.
   */
  bought(productId: number, stockLeft: number, generation: number): void {
    if (stockLeft === 0) this.markSoldOut(productId, generation);
    this.lists.clear();
    this.stockNotice ??= setTimeout(() => {
      this.stockNotice = undefined;
      this.publish({ kind: 'stock', id: null }).catch(this.onError);
    }, STOCK_NOTICE_MS);
  }

  /** A buy was refused as sold out (stock 0 as the database saw it after any lock). */
  markSoldOut(productId: number, generation: number): void {
    if (generation === this.edits) this.soldOut.add(productId);
  }

  close(): void {
    if (this.stockNotice) clearTimeout(this.stockNotice);
    this.stockNotice = undefined;
    this.unsubscribe();
  }
}
