// @vitest-environment happy-dom
// Home's featured cards mark a resale as the goods lists do (issue 37 #3c): the same ResaleMark.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samples } from '@/lib/api/samples';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { HomeScreen } from './home-screen';

const product = samples.getProduct.result;
const read = <T,>(data: T) => ({ data, error: undefined, isLoading: false, refresh: () => Promise.resolve() });
vi.mock('@/lib/api/hooks/use-reads', () => ({
  useNotices: () => read([]),
  useProductTypes: () => read([]),
  useProductList: () =>
    read({
      items: [
        { ...product, id: 1, name: 'Platform vase', consigned: false, sellerId: null },
        { ...product, id: 2, name: 'Resold vase', consigned: true, sellerId: 9 },
      ],
      total: 2,
      page: 1,
      pageSize: 6,
    }),
}));
vi.mock('@/lib/api/hooks/use-auction-time', () => ({
  useAuctionTime: () => ({ data: undefined, error: undefined, isLoading: true, refresh: () => Promise.resolve() }),
}));
vi.mock('@/components/ui/auction-countdown', () => ({ AuctionCountdown: () => null }));

afterEach(cleanup);

describe('HomeScreen featured', () => {
  it('marks the resale, and only the resale', async () => {
    renderEn(<HomeScreen />);
    const resold = await screen.findByRole('link', { name: /Resold vase/ });
    expect(resold.textContent).toContain(en.ui.consigned);
    const platform = screen.getByRole('link', { name: /Platform vase/ });
    expect(platform.textContent).not.toContain(en.ui.consigned);
  });
});
