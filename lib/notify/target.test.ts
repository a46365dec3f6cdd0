import { describe, expect, it } from 'vitest';
import { targetOf } from './target';

describe('targetOf', () => {
  it('opens the order’s after-sale screen for each after-sale step', () => {
    for (const type of ['aftersale_info_requested', 'aftersale_refunded', 'aftersale_rejected'] as const) {
      expect(targetOf(type, { orderId: 12, name: 'Jar' })).toEqual({ route: 'afterSale', query: { id: 12 } });
    }
  });

  it('falls back to the delivered orders when the step names no order', () => {
    expect(targetOf('aftersale_refunded', {})).toEqual({ route: 'orders', query: { status: 'delivered' } });
  });
});
