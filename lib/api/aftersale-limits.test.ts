// The after-sale screens read their limits zod-free (lib/api/limits.ts); the contract's schema has
// its own: the two must be the same numbers, or the counter would stop short of (or past) the rule.
import { describe, expect, it } from 'vitest';
import { AFTER_SALE_PHOTOS, AFTER_SALE_TEXT } from './limits';
import { AFTER_SALE_PHOTOS_MAX, AFTER_SALE_TEXT_MAX, openAfterSaleRequest } from './schemas/aftersale';

describe('after-sale limits', () => {
  it('are the schema’s numbers', () => {
    expect(AFTER_SALE_PHOTOS).toBe(AFTER_SALE_PHOTOS_MAX);
    expect(AFTER_SALE_TEXT).toBe(AFTER_SALE_TEXT_MAX);
  });

  it('are where the schema starts refusing', () => {
    const at = (text: string, photos: number) =>
      openAfterSaleRequest.safeParse({
        orderId: 1,
        kind: 'damaged',
        text,
        photos: Array.from({ length: photos }, (_, i) => `https://x.test/${i}.png`),
      }).success;
    expect(at('a'.repeat(AFTER_SALE_TEXT), AFTER_SALE_PHOTOS)).toBe(true);
    expect(at('a'.repeat(AFTER_SALE_TEXT + 1), 0)).toBe(false);
    expect(at('a', AFTER_SALE_PHOTOS + 1)).toBe(false);
  });
});
