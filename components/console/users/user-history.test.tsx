// @vitest-environment happy-dom
// Issue 42: the Users screen showed ledger kinds and order statuses as codes (`withdraw_hold`,
// `purchase`, `shipped`, `sold` reached a zh-CN reader); they read as words in the console's language.
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import zhCN from '@/messages/zh-CN.json';
import { UserHistory, type Detail } from './user-history';

afterEach(cleanup);

const detail = {
  ledger: [
    {
      id: 1,
      kind: 'withdraw_hold',
      account: 'user:5:available',
      amount: -5000,
      balanceAfter: 1000,
      at: '2026-11-29T10:00:00.000Z',
    },
    {
      id: 2,
      kind: 'score_grant',
      account: 'user:5:score',
      amount: 10,
      balanceAfter: 10,
      at: '2026-11-29T10:00:00.000Z',
    },
  ],
  orders: [
    {
      id: 3,
      productName: 'Jade',
      kind: 'auction',
      quantity: 1,
      total: 1000,
      status: 'shipped',
      createdAt: '2026-11-29T10:00:00.000Z',
    },
  ],
  addresses: [],
} as unknown as Detail;

describe('UserHistory', () => {
  it('names ledger kinds and order statuses in the reader’s language, never as codes', () => {
    render(
      <NextIntlClientProvider locale="zh-CN" messages={zhCN} timeZone="UTC">
        <UserHistory d={detail} />
      </NextIntlClientProvider>,
    );
    const text = document.body.textContent ?? '';
    for (const code of ['withdraw_hold', 'score_grant', 'shipped']) expect(text).not.toContain(code);
    expect(screen.getByText(zhCN.console.users.kind.withdraw_hold)).toBeTruthy();
    expect(screen.getByText(zhCN.console.users.kind.score_grant)).toBeTruthy();
    expect(screen.getByText(zhCN.orders.status.shipped)).toBeTruthy();
  });
});
