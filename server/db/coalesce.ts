// Read-only lookups that every request makes (is this session revoked? was this Idempotency-Key
// used?) cost a database round trip each. At a flash sale's window open a thousand arrive at once,
// and the round trips, not the queries, are what the server spends its CPU on (docs/benchmarks.md).
// A Coalescer sends the lookups that arrive together as one query: the first waits until the end of
// the current turn of the event loop (setImmediate) for others to join; while `maxInFlight` queries
// are out, new lookups queue and go together in the next one.
//
// What each caller gets is exactly what its own query would have answered at some moment after
// it asked: a batch is only sent after every lookup in it was made, so a change committed before a
// lookup was made is always seen (a revoked session stays revoked). Nothing is cached.
export type Answer<K, V> = (key: K) => V;

interface Waiter<K, V> {
  key: K;
  resolve: (v: V) => void;
  reject: (e: unknown) => void;
}

export class Coalescer<K, V> {
  private queue: Waiter<K, V>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    /** One query for many keys; answers every key it was given. */
    private readonly fetch: (keys: K[]) => Promise<Answer<K, V>>,
    private readonly opts: { maxInFlight?: number; maxBatch?: number } = {},
  ) {}

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      this.schedule();
    });
  }

  /** Queries sent and not yet answered (for tests). */
  get busy(): number {
    return this.inFlight;
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= (this.opts.maxInFlight ?? 2)) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    const maxBatch = this.opts.maxBatch ?? 500;
    while (this.queue.length > 0 && this.inFlight < (this.opts.maxInFlight ?? 2)) {
      const batch = this.queue.splice(0, maxBatch);
      this.inFlight++;
      let answered: Promise<Answer<K, V>>;
      try {
        answered = this.fetch(batch.map((w) => w.key));
      } catch (e) {
        answered = Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
      answered
        .then(
          (answer) => {
            for (const w of batch) {
              try {
                w.resolve(answer(w.key));
              } catch (e) {
                w.reject(e);
              }
            }
          },
          (e: unknown) => {
            for (const w of batch) w.reject(e);
          },
        )
        .finally(() => {
          this.inFlight--;
          if (this.queue.length > 0) this.schedule();
        });
    }
  }
}
