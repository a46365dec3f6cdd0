// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/lib/format';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { BuyBar, buyBarState, formatOpensAt, type BuyBarInput, type BuyBarProps } from './buy-bar';
import { BuyConfirm } from './buy-confirm';

afterEach(cleanup);

const onSale = { price: 12_000, stock: 3, status: 'on_sale' as const, sellerId: null };
const open = { allowBuy: true, opensAt: null };
const closed = { allowBuy: false, opensAt: Date.UTC(2026, 10, 24, 2, 0) };
const buyer = { id: 7, balance: 50_000 };

function bar(over: Partial<BuyBarProps> = {}) {
  const onBuy = vi.fn();
  renderEn(
    <BuyBar
      product={onSale}
      auction={open}
      session="authenticated"
      user={buyer}
      onBuy={onBuy}
      rechargeHref="/en/mine/recharge/"
      loginHref="/en/login/?from=%2Fgoods%2Fdetail%2F%3Fid%3D1"
      moreHref="/en/goods/"
      {...over}
    />,
  );
  return { onBuy, root: screen.getByTestId('buy-bar') };
}

const buyButton = () => screen.queryByRole<HTMLButtonElement>('button', { name: en.detail.buy });

describe('buyBarState', () => {
  const base: BuyBarInput = { product: onSale, auction: open, session: 'authenticated', user: buyer };
  it('puts the most decisive reason first', () => {
    expect(buyBarState(base).kind).toBe('ready');
    expect(buyBarState({ ...base, product: { ...onSale, status: 'sold_out', stock: 0 }, auction: closed }).kind).toBe(
      'sold_out',
    );
    expect(buyBarState({ ...base, product: { ...onSale, status: 'off_shelf' } }).kind).toBe('withdrawn');
    expect(buyBarState({ ...base, product: { ...onSale, sellerId: 7 } }).kind).toBe('own');
    expect(buyBarState({ ...base, auction: closed, user: { id: 7, balance: 0 } }).kind).toBe('closed');
    expect(buyBarState({ ...base, session: 'anonymous', user: undefined }).kind).toBe('login');
    expect(buyBarState({ ...base, auction: null }).kind).toBe('loading');
    expect(buyBarState({ ...base, auction: null, auctionFailed: true }).kind).toBe('unchecked');
    expect(buyBarState({ ...base, product: { ...onSale, sellerId: 7 }, auction: null, auctionFailed: true }).kind).toBe(
      'own',
    );
    expect(buyBarState({ ...base, user: { id: 7, balance: 11_999 } }).kind).toBe('insufficient');
  });
});

describe('BuyBar without the auction window', () => {
  it('says the window cannot be checked when its read failed (offline), not "Checking…" forever (issue 37 #4b)', () => {
    const { root } = bar({ auction: null, auctionFailed: true });
    expect(root.textContent).toContain(en.detail.windowUnknown);
    expect(root.textContent).not.toContain(en.detail.checking);
    expect(buyButton()?.disabled).toBe(true);
  });
});

describe('formatOpensAt', () => {
  it("says when bidding opens in the locale's usual clock (not 'Fri 01:00 AM'; 24 h in Chinese)", () => {
    const friday1am = Date.UTC(2026, 10, 27, 1, 0);
    expect(formatOpensAt(friday1am, 'en', 'UTC')).toBe('Fri 1:00 AM');
    expect(formatOpensAt(friday1am, 'fr', 'UTC')).toMatch(/01:00$/);
    expect(formatOpensAt(Date.UTC(2026, 10, 27, 13, 0), 'zh-TW', 'UTC')).toMatch(/13:00$/);
    expect(formatOpensAt(friday1am, 'zh-TW', 'UTC')).not.toMatch(/上午/);
  });
});

describe('BuyBar', () => {
  it('in the window: Buy is enabled and opens the confirm step', () => {
    const { onBuy, root } = bar();
    expect(root.dataset.state).toBe('ready');
    const button = buyButton();
    expect(button?.disabled).toBe(false);
    fireEvent.click(button!);
    expect(onBuy).toHaveBeenCalledTimes(1);
    expect(root.textContent).toContain('3 left');
  });

  it('offline: Buy is disabled and the bar says a connection is needed', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      const { onBuy, root } = bar();
      expect(root.dataset.state).toBe('offline');
      expect(buyButton()?.disabled).toBe(true);
      expect(root.textContent).toContain(en.pwa.needsNetwork);
      fireEvent.click(buyButton()!);
      expect(onBuy).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    }
  });

  it('suspended account (issue 37 #2): Buy is disabled with the reason beside it, even in the window', () => {
    const { onBuy, root } = bar({ user: { ...buyer, suspended: true } });
    expect(root.dataset.state).toBe('suspended');
    const button = buyButton();
    expect(button?.disabled).toBe(true);
    fireEvent.click(button!);
    expect(onBuy).not.toHaveBeenCalled();
    expect(root.textContent).toContain(en.suspended.paused);
    expect(button?.getAttribute('aria-describedby')).toBe('buy-bar-why');
    // It outranks a closed window and a low balance (the server refuses it whatever they say),
    // but not the item's own state (sold out, withdrawn, one's own).
    const input: BuyBarInput = {
      product: onSale,
      auction: closed,
      session: 'authenticated',
      user: { id: 7, balance: 0, suspended: true },
    };
    expect(buyBarState(input).kind).toBe('suspended');
    expect(buyBarState({ ...input, product: { ...onSale, stock: 0, status: 'sold_out' } }).kind).toBe('sold_out');
    expect(buyBarState({ ...input, user: { ...buyer, suspended: false } }).kind).toBe('closed');
  });

  it('outside the window: Buy is disabled and the bar says when bidding opens', () => {
    const { onBuy, root } = bar({ auction: closed });
    expect(root.dataset.state).toBe('closed');
    const button = buyButton();
    expect(button?.disabled).toBe(true);
    fireEvent.click(button!);
    expect(onBuy).not.toHaveBeenCalled();
    expect(root.textContent).toMatch(/Bidding is closed\. It opens .*\d{1,2}:\d{2}/);
    expect(button?.getAttribute('aria-describedby')).toBe('buy-bar-why');
  });

  it('sold out: no Buy button, the way forward is other items', () => {
    const { root } = bar({ product: { ...onSale, stock: 0, status: 'sold_out' } });
    expect(root.dataset.state).toBe('sold_out');
    expect(buyButton()).toBeNull();
    expect(root.textContent).toContain(en.detail.whySoldOut);
    expect(screen.getByRole('link', { name: en.detail.moreItems }).getAttribute('href')).toMatch(/^\/en\/goods\/?$/);
  });

  it('busy: the button says so and a second tap is ignored', () => {
    const { onBuy } = bar({ busy: true });
    const button = screen.getByRole('button', { name: en.detail.buying });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onBuy).not.toHaveBeenCalled();
  });

  it('insufficient balance: the bar shows the balance and links to recharge', () => {
    const { root } = bar({ user: { id: 7, balance: 5_000 } });
    expect(root.dataset.state).toBe('insufficient');
    expect(buyButton()).toBeNull();
    expect(root.textContent).toContain(formatMoney(5_000, 'en'));
    expect(screen.getByRole('link', { name: en.detail.recharge }).getAttribute('href')).toMatch(
      /^\/en\/mine\/recharge\/?$/,
    );
  });

  it('logged out: the way forward is logging in, back to this item', () => {
    bar({ session: 'anonymous', user: undefined });
    expect(screen.getByRole('link', { name: en.detail.loginToBuy }).getAttribute('href')).toContain('from=');
  });

  it('own consigned item: no Buy, the way forward is my orders', () => {
    const { root } = bar({ product: { ...onSale, sellerId: 7 }, ordersHref: '/en/mine/orders/' });
    expect(root.dataset.state).toBe('own');
    expect(buyButton()).toBeNull();
    expect(screen.getByRole('link', { name: en.detail.viewOrders })).toBeTruthy();
  });

  it('shows a refusal notice as an alert', () => {
    bar({ notice: en.detail.refusedRate });
    expect(screen.getByRole('alert').textContent).toBe(en.detail.refusedRate);
  });
});

describe('BuyConfirm', () => {
  const props = {
    open: true,
    name: 'Jade bangle',
    price: 12_000,
    stock: 2,
    balance: 30_000,
    quantity: 1,
    busy: false,
    onClose: vi.fn(),
    rechargeHref: '/en/mine/recharge/',
  };

  it('shows price, quantity and the balance after, and confirms', () => {
    const onConfirm = vi.fn();
    const onQuantity = vi.fn();
    renderEn(<BuyConfirm {...props} onConfirm={onConfirm} onQuantity={onQuantity} />);
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    expect(screen.getByTestId('balance-after').textContent).toBe(formatMoney(18_000, 'en'));
    fireEvent.click(screen.getByRole('button', { name: en.detail.more }));
    expect(onQuantity).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: `Pay ${formatMoney(12_000, 'en')}` }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('refuses to confirm when the balance would go below zero', () => {
    const onConfirm = vi.fn();
    renderEn(<BuyConfirm {...props} quantity={3} stock={5} onConfirm={onConfirm} onQuantity={vi.fn()} />);
    expect(screen.getByTestId('balance-after').textContent).toBe(`${formatMoney(6_000, 'en')} short`);
    const pay = screen.getByRole<HTMLButtonElement>('button', { name: `Pay ${formatMoney(36_000, 'en')}` });
    expect(pay.disabled).toBe(true);
    expect(screen.getByRole('link', { name: en.detail.recharge })).toBeTruthy();
  });

  it('caps the quantity at the stock', () => {
    renderEn(<BuyConfirm {...props} quantity={2} onConfirm={vi.fn()} onQuantity={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: en.detail.more }).disabled).toBe(true);
  });
});
