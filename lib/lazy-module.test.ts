import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('imports once for every caller and then answers synchronously', async () => {
    const importer = vi.fn(() => Promise.resolve({ value: 1 }));
    const lazy = lazyModule(importer);
    expect(lazy.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(lazy.loaded()).toBe(a);
  });

  it('forgets a failed import, so the next call tries again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ value: 2 });
    const lazy = lazyModule(importer as () => Promise<{ value: number }>);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.loaded()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ value: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('with ownTask, imports in a later task, not inside the caller', async () => {
    const importer = vi.fn(() => Promise.resolve({ value: 3 }));
    const lazy = lazyModule(importer, { ownTask: true });
    const loading = lazy.load();
    await Promise.resolve();
    expect(importer).not.toHaveBeenCalled();
    await expect(loading).resolves.toEqual({ value: 3 });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(lazy.loaded()).toEqual({ value: 3 });
  });
});
