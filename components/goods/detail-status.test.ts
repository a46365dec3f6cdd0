import { describe, expect, it } from 'vitest';
import { detailStatus } from './detail-status';

describe('detailStatus', () => {
  it('never says "On sale" while bidding is closed', () => {
    expect(detailStatus('on_sale', { allowBuy: false }).key).toBe('statusClosed');
    expect(detailStatus('on_sale', { allowBuy: true })).toEqual({ key: 'statusOnSale', tone: 'success' });
    expect(detailStatus('on_sale', null).key).toBe('statusOnSale');
    expect(detailStatus('sold_out', { allowBuy: false }).key).toBe('statusSoldOut');
    expect(detailStatus('off_shelf', { allowBuy: true }).key).toBe('statusOffShelf');
  });
});
