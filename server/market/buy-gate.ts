// At window open a thousand buyers of one item arrive at once. Sent straight to the pool they all
// queue inside pg.Pool, and every one still reaches the database after the stock is gone. The gate
// lets at most `limit` buys of one product into the database at a time; the others wait here in
// arrival order and look at the sold-out mark when their turn comes, so once the item is gone the
// rest are refused in process.
export class BuyGate {
  private readonly lanes = new Map<number, { active: number; waiting: (() => void)[] }>();

  constructor(private readonly limit: number) {}

  async run<T>(productId: number, fn: () => Promise<T>): Promise<T> {
    let lane = this.lanes.get(productId);
    if (!lane) this.lanes.set(productId, (lane = { active: 0, waiting: [] }));
    const mine = lane;
    if (mine.active >= this.limit) await new Promise<void>((resolve) => mine.waiting.push(resolve));
    else mine.active++;
    try {
      return await fn();
    } finally {
      // Hand the slot to the next in line, or give it back.
      const next = mine.waiting.shift();
      if (next) next();
      else if (--mine.active === 0) this.lanes.delete(productId);
    }
  }

  /** Products with buys in flight or waiting (for tests). */
  get size(): number {
    return this.lanes.size;
  }
}
