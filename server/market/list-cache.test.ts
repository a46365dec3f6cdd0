import { describe, expect, it } from 'vitest';
import { ListCache } from './list-cache';

describe('ListCache', () => {
  it('shares one load between concurrent callers and keeps it until it expires', async () => {
    const cache = new ListCache<number>(1000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const [x, y] = await Promise.all([cache.get('k', load, 0), cache.get('k', load, 0)]);
    expect([x, y, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('k', load, 999)).toBe(1);
    expect(await cache.get('k', load, 1000)).toBe(2);
  });

  it('a clear drops a load in flight: its callers get it, later callers load again', async () => {
    const cache = new ListCache<string>(1000);
    let release: (v: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)), 0);
    cache.clear();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', () => Promise.resolve('new'), 1)).toBe('new');
  });

  it('does not keep a failure', async () => {
    const cache = new ListCache<string>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve('up'), 1)).toBe('up');
  });
});
