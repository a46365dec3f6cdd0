import { describe, expect, it } from 'vitest';
import { orderTimeline, type TimelineOrder } from './timeline';

const base: TimelineOrder = {
  status: 'owned',
  createdAt: '2026-11-20T08:00:00.000Z',
  consignedAt: null,
  soldAt: null,
  delivery: null,
};

describe('orderTimeline', () => {
  it('an owned item has only its purchase', () => {
    expect(orderTimeline(base)).toEqual([{ step: 'bought', at: base.createdAt }]);
  });

  it('a consigned item waits for its sale; a sold one has both times', () => {
    const consigned = { ...base, status: 'consigned' as const, consignedAt: '2026-11-21T08:00:00.000Z' };
    expect(orderTimeline(consigned).map((s) => [s.step, s.at])).toEqual([
      ['bought', base.createdAt],
      ['consigned', consigned.consignedAt],
      ['sold', null],
    ]);
    const sold = { ...consigned, status: 'sold' as const, soldAt: '2026-11-22T08:00:00.000Z' };
    expect(orderTimeline(sold).at(-1)).toEqual({ step: 'sold', at: sold.soldAt });
  });

  it('a shipped item shows requested and shipped, delivered still to come', () => {
    const shipped: TimelineOrder = {
      ...base,
      status: 'shipped',
      delivery: { requestedAt: '2026-11-21T08:00:00.000Z', shippedAt: '2026-11-22T09:30:00.000Z', deliveredAt: null },
    };
    expect(orderTimeline(shipped).map((s) => [s.step, s.at])).toEqual([
      ['bought', base.createdAt],
      ['delivery_requested', '2026-11-21T08:00:00.000Z'],
      ['shipped', '2026-11-22T09:30:00.000Z'],
      ['delivered', null],
    ]);
  });
});
