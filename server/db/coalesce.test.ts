import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalesce';

const tick = () => new Promise((r) => setImmediate(r));

describe('Coalescer', () => {
  it('sends the lookups of one turn as one query and answers each its own', async () => {
    const batches: number[][] = [];
    const c = new Coalescer<number, number>((keys) => {
      batches.push(keys);
      return Promise.resolve((k: number) => k * 10);
    });
    expect(await Promise.all([1, 2, 3].map((k) => c.load(k)))).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('queues lookups while maxInFlight queries are out and sends them together after', async () => {
    const batches: number[][] = [];
    const release: (() => void)[] = [];
    const c = new Coalescer<number, number>(
      async (keys) => {
        batches.push(keys);
        await new Promise<void>((r) => release.push(r));
        return (k) => k;
      },
      { maxInFlight: 1 },
    );
    const first = c.load(1);
    await tick();
    expect(batches).toEqual([[1]]);
    const later = [2, 3, 4].map((k) => c.load(k));
    await tick();
    // Still one query out: the others wait.
    expect(batches).toEqual([[1]]);
    expect(c.busy).toBe(1);
    release.shift()?.();
    expect(await first).toBe(1);
    await tick();
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    release.shift()?.();
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
    expect(c.busy).toBe(0);
  });

  it('never sends a lookup in a query that started before it was made', async () => {
    // What makes a revocation committed before a request arrives always seen.
    const sentAt: { keys: number[]; at: number }[] = [];
    let clock = 0;
    const c = new Coalescer<number, number>(async (keys) => {
      sentAt.push({ keys, at: clock });
      await tick();
      return (k) => k;
    });
    const madeAt = new Map<number, number>();
    const all: Promise<number>[] = [];
    for (let k = 0; k < 50; k++) {
      clock++;
      madeAt.set(k, clock);
      all.push(c.load(k));
      if (k % 7 === 0) await tick();
    }
    await Promise.all(all);
    expect(sentAt.flatMap((b) => b.keys).sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
    for (const b of sentAt) for (const k of b.keys) expect(madeAt.get(k)).toBeLessThanOrEqual(b.at);
  });

  it('splits at maxBatch and fails every lookup of a failed query (and only those)', async () => {
    const batches: number[][] = [];
    const c = new Coalescer<number, number>(
      (keys) => {
        batches.push(keys);
        return keys.includes(0) ? Promise.reject(new Error('down')) : Promise.resolve((k: number) => k);
      },
      { maxBatch: 2, maxInFlight: 3 },
    );
    const out = await Promise.allSettled([0, 1, 2, 3].map((k) => c.load(k)));
    expect(batches).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(out.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled']);
    // A fetch that throws before its promise also fails only its own batch.
    const sync = new Coalescer<number, number>(() => {
      throw new Error('bad');
    });
    await expect(sync.load(1)).rejects.toThrow('bad');
  });
});
