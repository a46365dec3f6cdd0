// @vitest-environment happy-dom
// A decision's notification in the centre: the rejection's reason in the reader's language from its
// code (wallet.rejection.<code>, account.identityRejection.<code>), never an operator note.
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

  it('a rejected recharge and identity check read their codes in zh-CN', () => {
    renderZh({
      id: 2,
      type: 'recharge_decided',
      data: { approved: false, amount: 700, reasonCode: 'receipt_unclear' },
      ...at,
    });
    expect(screen.getByTestId('body').textContent).toContain(zhCN.wallet.rejection.receipt_unclear);
    cleanup();
    renderZh({ id: 3, type: 'identity_decided', data: { approved: false, reasonCode: 'photo_unclear' }, ...at });
    expect(screen.getByTestId('body').textContent).toBe(
      `请检查信息后重新提交。${zhCN.account.identityRejection.photo_unclear}`,
    );
  });

  it('a suspension and its end read in zh-CN (issue 37 #2)', () => {
    const view = renderZh({ id: 4, type: 'account_status', data: { suspended: true }, ...at });
    expect(screen.getByText('账户已停用交易')).toBeTruthy();
    expect(screen.getByTestId('body').textContent).toContain('购买、寄拍、充值和提现已暂停');
    view.unmount();
    renderZh({ id: 5, type: 'account_status', data: { suspended: false }, ...at });
    expect(screen.getByText('账户已恢复')).toBeTruthy();
    expect(screen.getByTestId('body').textContent).toBe('您的账户已恢复：可以购买、寄拍、充值和提现。');
  });

  it('a declined after-sale request reads its own reason code in zh-CN, and a refund its amount', () => {
    renderZh({
      id: 4,
      type: 'aftersale_rejected',
      // As the server's trigger writes it: the type says it was declined, no `approved` flag.
      data: { orderId: 7, name: '青花瓷瓶', reasonCode: 'insufficient_evidence' },
      ...at,
    });
    expect(screen.getByTestId('body').textContent).toBe(
      `您关于 青花瓷瓶 的售后申请未通过。${zhCN.afterSale.rejection.insufficient_evidence}`,
    );
    cleanup();
    renderZh({ id: 5, type: 'aftersale_refunded', data: { orderId: 7, name: '青花瓷瓶', amount: 1250 }, ...at });
    expect(screen.getByTestId('body').textContent).toContain('12.50');
  });
});
