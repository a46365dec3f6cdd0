// @vitest-environment happy-dom
// A decision's notification in the centre: the rejection's reason in the reader's language from its
// code (wallet.rejection.<code>); a recharge rejection without a code says only "rejected".
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallResult } from '@/lib/api/registry';
import zhCN from '@/messages/zh-CN.json';
import { useNotificationText } from './notification-text';

type Notification = CallResult<'GetNotifications'>['items'][number];

function Show({ n }: { n: Notification }) {
  const text = useNotificationText()(n);
  return (
    <p>
      <b>{text.title}</b> <span data-testid="body">{text.body}</span>
    </p>
  );
}

const renderZh = (n: Notification) =>
  render(
    <NextIntlClientProvider locale="zh-CN" messages={zhCN} timeZone="UTC">
      <Show n={n} />
    </NextIntlClientProvider>,
  );

afterEach(cleanup);

const at = { read: false, createdAt: '2026-11-26T09:00:00.000Z' };

describe('useNotificationText', () => {
  it('a rejected withdrawal reads its reason code in zh-CN', () => {
    renderZh({
      id: 1,
      type: 'withdraw_decided',
      data: { approved: false, amount: 1200, reasonCode: 'card_mismatch' },
      ...at,
    });
    expect(screen.getByText('提现未通过')).toBeTruthy();
    expect(screen.getByTestId('body').textContent).toContain(zhCN.wallet.rejection.card_mismatch);
  });

  it('a rejected recharge (no code) reads only "not approved"', () => {
    renderZh({ id: 2, type: 'recharge_decided', data: { approved: false, amount: 700 }, ...at });
    const body = screen.getByTestId('body').textContent ?? '';
    expect(body).toMatch(/未通过/);
    for (const reason of Object.values(zhCN.wallet.rejection)) expect(body).not.toContain(reason);
  });
});
