import { describe, expect, it } from 'vitest';
import { inputIdentity } from './idempotency';

describe('inputIdentity', () => {
  it('names an input by its fields in key order', () => {
    expect(inputIdentity({ quantity: 1, productId: 7 })).toBe(inputIdentity({ productId: 7, quantity: 1 }));
    expect(inputIdentity({ productId: 7 })).not.toBe(inputIdentity({ productId: 8 }));
  });

  it('leaves the pay password out: with it, without it or another one, it is the same request', () => {
    const plain = inputIdentity({ productId: 7, quantity: 1 });
    expect(inputIdentity({ productId: 7, quantity: 1, payPassword: '135790' })).toBe(plain);
    expect(inputIdentity({ productId: 7, quantity: 1, payPassword: '000000' })).toBe(plain);
    expect(inputIdentity({ productId: 7, quantity: 1, payPassword: '135790' })).not.toContain('135790');
  });
});
