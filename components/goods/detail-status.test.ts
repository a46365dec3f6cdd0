import { describe, expect, it } from 'vitest';
import { detailStatus, sellerFacts } from './detail-status';

describe('detailStatus', () => {
  it('never says "On sale" while bidding is closed', () => {
    expect(detailStatus('on_sale', { allowBuy: false }).key).toBe('statusClosed');
    expect(detailStatus('on_sale', { allowBuy: true })).toEqual({ key: 'statusOnSale', tone: 'success' });
    expect(detailStatus('on_sale', null).key).toBe('statusOnSale');
    expect(detailStatus('sold_out', { allowBuy: false }).key).toBe('statusSoldOut');
    expect(detailStatus('off_shelf', { allowBuy: true }).key).toBe('statusOffShelf');
  });
});

describe('sellerFacts', () => {
  const consigned = { consigned: true, sellerId: 7 };
  it('the viewer’s own consigned item: "You", and nothing about the payment going to them (issue 37 #3b)', () => {
    expect(sellerFacts(consigned, { known: true, id: 7 })).toEqual({ seller: 'you', paysBuyer: false });
  });
  it('another buyer’s: that buyer, and the payment goes to them once the viewer is known', () => {
    expect(sellerFacts(consigned, { known: true, id: 8 })).toEqual({ seller: 'buyer', paysBuyer: true });
    expect(sellerFacts(consigned, { known: true, id: undefined })).toEqual({ seller: 'buyer', paysBuyer: true });
    expect(sellerFacts(consigned, { known: false, id: undefined }).paysBuyer).toBe(false);
  });
  it('the platform’s item', () => {
    expect(sellerFacts({ consigned: false, sellerId: null }, { known: true, id: 7 })).toEqual({
      seller: 'platform',
      paysBuyer: false,
    });
  });
});
