// At window open a thousand buyers of one item arrive at once. One transaction per buyer made the
// winners a chain of commits: each waited for the product row until the previous buyer's COMMIT.
// The batcher queues the buys of one product in arrival order and sends the queue as one batch
// (one gavel_buy_many call, one COMMIT; each buyer still checked and answered on their own), with
// at most `maxInFlight` batches of a product in the database at once. While a batch is out, the
// next buyers queue; they go together when it is back — unless the product is known to be gone
// by then (`leave`), in which case every one queued is handed back (null) to be refused in process.
//
// Two requests with the same (user, Idempotency-Key) never share a batch: the later one waits for
// the next, where the first one's committed answer replays (as a duplicate that blocked on the key
// would have got). Batches never mix users' answers: the answer at position i is buyer i's.
export interface Batched {
  userId: number;
  key?: string | null;
}

interface Waiter<I, O> {
  input: I;
  resolve: (answer: O | null) => void;
  reject: (e: unknown) => void;
}

interface Lane<I, O> {
  queue: Waiter<I, O>[];
  active: number;
  scheduled: boolean;
}

export interface BatcherOptions {
  /**
   * Buyers in one batch. The batch holds the product row and the shared account for its whole
   * loop (~0.2 ms of database CPU per buyer), and each batch costs a round trip that, at window
   * open, waits for a whole turn of a flooded event loop: 100 sells a flash item of 100 at once.
   */
  maxBatch?: number;
  /** Batches of one product in the database at once. */
  maxInFlight?: number;
}

export class BuyBatcher<I extends Batched, O> {
  private readonly lanes = new Map<number, Lane<I, O>>();
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(
    /** Sends one batch; answers one O per input, in order. */
    private readonly send: (productId: number, batch: I[]) => Promise<O[]>,
    /** Whether the buyers still queued should leave without a batch (the item is sold out). */
    private readonly leave: (productId: number) => boolean,
    opts: BatcherOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 100;
    this.maxInFlight = opts.maxInFlight ?? 1;
  }

  /** This buyer's answer, or null when the product was known gone before a batch took it. */
  run(productId: number, input: I): Promise<O | null> {
    let lane = this.lanes.get(productId);
    if (!lane) this.lanes.set(productId, (lane = { queue: [], active: 0, scheduled: false }));
    const mine = lane;
    return new Promise<O | null>((resolve, reject) => {
      mine.queue.push({ input, resolve, reject });
      this.schedule(productId, mine);
    });
  }

  /** Products with buys queued or in flight (for tests). */
  get size(): number {
    return this.lanes.size;
  }

  // The first buyer waits for the end of this turn of the event loop, so those who arrived with it
  // (a batch of session checks answered together) go in the same batch.
  private schedule(productId: number, lane: Lane<I, O>): void {
    if (lane.scheduled || lane.active >= this.maxInFlight) return;
    lane.scheduled = true;
    setImmediate(() => {
      lane.scheduled = false;
      this.pump(productId, lane);
    });
  }

  private pump(productId: number, lane: Lane<I, O>): void {
    while (lane.active < this.maxInFlight && lane.queue.length > 0) {
      if (this.leave(productId)) {
        for (const w of lane.queue.splice(0)) w.resolve(null);
        break;
      }
      const batch: Waiter<I, O>[] = [];
      const later: Waiter<I, O>[] = [];
      const keys = new Set<string>();
      for (const w of lane.queue) {
        const { key, userId } = w.input;
        const id = key === null || key === undefined ? null : `${userId}:${key}`;
        if (batch.length < this.maxBatch && (id === null || !keys.has(id))) {
          if (id !== null) keys.add(id);
          batch.push(w);
        } else later.push(w);
      }
      lane.queue = later;
      lane.active++;
      // sendBatch settles every waiter itself and never rejects.
      void this.sendBatch(productId, lane, batch);
    }
    if (lane.queue.length === 0 && lane.active === 0 && this.lanes.get(productId) === lane) {
      this.lanes.delete(productId);
    }
  }

  private async sendBatch(productId: number, lane: Lane<I, O>, batch: Waiter<I, O>[]): Promise<void> {
    let settle: () => void;
    try {
      const answers = await this.send(
        productId,
        batch.map((w) => w.input),
      );
      if (answers.length !== batch.length) throw new Error('buy batch: answers do not match the buyers');
      settle = () => batch.forEach((w, i) => w.resolve(answers[i] as O));
    } catch (e) {
      settle = () => batch.forEach((w) => w.reject(e));
    }
    // The next batch goes out before this one's answers are written.
    lane.active--;
    this.pump(productId, lane);
    settle();
  }
}
