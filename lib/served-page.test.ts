// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { servedReader } from './served-page';

describe('servedReader', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('reads the page once, and gives nothing on another URL (a client-side navigation)', () => {
    history.replaceState(null, '', '/en/home/?a=1');
    let reads = 0;
    const reader = servedReader(() => ++reads);
    expect(reader.get()).toBe(1);
    expect(reader.get()).toBe(1);
    expect(reads).toBe(1);
    history.pushState(null, '', '/en/goods/');
    expect(reader.get()).toBeUndefined();
    history.pushState(null, '', '/en/home/?a=2');
    expect(reader.get()).toBeUndefined();
    expect(reads).toBe(1);
    reader.reset();
    expect(reader.get()).toBe(2);
  });
});
