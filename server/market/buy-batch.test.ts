import { describe, expect, it } from 'vitest';
import { BuyBatcher, type Batched } from './buy-batch';

type In = Batched & { n: number };

/** A batcher whose batches take `ms` (or until `hold` settles) and answer each buyer with its own `n`. */
function recording(
  opts: { ms?: number; hold?: () => Promise<void>; maxBatch?: number; maxInFlight?: number; gone?: () => boolean } = {},
) {
  const batches: number[][] = [];
  let inside = 0;
  let most = 0;
  const batcher = new BuyBatcher<In, number>(
    async (_productId, batch) => {
      batches.push(batch.map((b) => b.n));
      inside++;
      most = Math.max(most, inside);
      await (opts.hold ? opts.hold() : new Promise((r) => setTimeout(r, opts.ms ?? 5)));
      inside--;
      return batch.map((b) => b.n);
    },
    () => opts.gone?.() ?? false,
    opts,
  );
  return { batcher, batches, most: () => most };
}

const buyer = (n: number, key: string | null = `k${n}`, userId = n): In => ({ n, userId, key });

describe('BuyBatcher', () => {
  it('sends the buyers who arrive together as one batch, and each gets their own answer', async () => {
    const { batcher, batches } = recording();
    const answers = await Promise.all([0, 1, 2, 3].map((n) => batcher.run(1, buyer(n))));
    expect(answers).toEqual([0, 1, 2, 3]);
    expect(batches).toEqual([[0, 1, 2, 3]]);
    expect(batcher.size).toBe(0);
  });

  it('queues buyers in arrival order while a batch is out, at most maxInFlight per product', async () => {
    // Batches are held until released, so the order is the batcher's, never the host's speed (a
    // 20 ms batch once ended before a 5 ms sleep did on a loaded host).
    const held: (() => void)[] = [];
    let holding = true;
    const hold = () => (holding ? new Promise<void>((r) => held.push(r)) : Promise.resolve());
    const { batcher, batches, most } = recording({ hold, maxBatch: 3 });
    const first = batcher.run(1, buyer(0));
    await expect.poll(() => batches.length).toBe(1);
    const rest = [1, 2, 3, 4, 5].map((n) => batcher.run(1, buyer(n)));
    const other = batcher.run(2, buyer(9));
    await expect.poll(() => batches.length).toBe(2);
    holding = false;
    for (const release of held.splice(0)) release();
    expect(await Promise.all([first, ...rest, other])).toEqual([0, 1, 2, 3, 4, 5, 9]);
    expect(batches).toEqual([[0], [9], [1, 2, 3], [4, 5]]);
    // One product at a time; the other product's batch ran beside it.
    expect(most()).toBe(2);
  });

  it('never puts two requests with the same user and key in one batch', async () => {
    const { batcher, batches } = recording();
    await Promise.all([
      batcher.run(1, buyer(0, 'same', 7)),
      batcher.run(1, buyer(1, 'same', 7)),
      batcher.run(1, buyer(2, 'same', 8)),
      batcher.run(1, buyer(3, null, 7)),
      batcher.run(1, buyer(4, null, 7)),
    ]);
    expect(batches).toEqual([[0, 2, 3, 4], [1]]);
  });

  it('hands the queued buyers back (null) once the product is known gone', async () => {
    let gone = false;
    const { batcher, batches } = recording({ ms: 10, gone: () => gone });
    const first = batcher.run(1, buyer(0));
    await new Promise((r) => setTimeout(r, 2));
    const queued = [1, 2].map((n) => batcher.run(1, buyer(n)));
    gone = true;
    expect(await first).toBe(0);
    expect(await Promise.all(queued)).toEqual([null, null]);
    expect(batches).toEqual([[0]]);
    expect(batcher.size).toBe(0);
  });

  it('a failed batch rejects its buyers and frees the product for the next', async () => {
    let fail = true;
    const batcher = new BuyBatcher<In, number>(
      (_p, batch) => (fail ? Promise.reject(new Error('down')) : Promise.resolve(batch.map((b) => b.n))),
      () => false,
    );
    await expect(batcher.run(1, buyer(0))).rejects.toThrow('down');
    fail = false;
    expect(await batcher.run(1, buyer(1))).toBe(1);
    expect(batcher.size).toBe(0);
  });
});
