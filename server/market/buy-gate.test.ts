import { describe, expect, it } from 'vitest';
import { BuyGate } from './buy-gate';

describe('BuyGate', () => {
  it('lets at most `limit` runs of one product in at once, the rest in arrival order', async () => {
    const gate = new BuyGate(2);
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    const run = (i: number) =>
      gate.run(1, async () => {
        inside++;
        most = Math.max(most, inside);
        await new Promise((r) => setTimeout(r, 5));
        order.push(i);
        inside--;
        return i;
      });
    const other = gate.run(2, () => Promise.resolve('other'));
    expect(await Promise.all([0, 1, 2, 3, 4].map(run))).toEqual([0, 1, 2, 3, 4]);
    expect(await other).toBe('other');
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([2, 3, 4]);
    expect(gate.size).toBe(0);
  });

  it('frees the slot when a run fails', async () => {
    const gate = new BuyGate(1);
    await expect(gate.run(1, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await gate.run(1, () => Promise.resolve('next'))).toBe('next');
    expect(gate.size).toBe(0);
  });
});
