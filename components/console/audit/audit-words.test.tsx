// @vitest-environment happy-dom
// Issue 42 #7: the audit log showed an action code and two JSON blobs. Each row now says what it
// changed, in the reader's language: a withdrawal its amount and both approvers, a rejection its
// reason (translated) and note, a deleted chat message its text and author, an edit each field
// before → after; no code reaches a zh-CN reader.
import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import type { AuditEntry } from './audit-story';
import { AuditStory, AuditTitle } from './audit-words';

afterEach(cleanup);

const base = {
  at: '2026-11-29T10:00:00.000Z',
  via: 'console',
  address: '198.51.100.7',
  before: null,
  after: null,
  details: {},
} as const;
const entry = (e: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'operator' | 'action' | 'target'>): AuditEntry => ({
  ...base,
  ...e,
});

const approved = entry({
  id: 1,
  operator: 'fin2',
  action: 'withdraw.approve',
  target: 'withdraw:12',
  details: { userId: 5, amount: 1_200_000, firstApprovedBy: 'fin1' },
  before: { status: 'pending' },
  after: { status: 'approved' },
});
const rejected = entry({
  id: 2,
  operator: 'fin1',
  action: 'recharge.reject',
  target: 'recharge:7',
  details: {
    userId: 5,
    amount: 5000,
    reason: 'transfer not seen on the statement',
    reasonCode: 'payment_not_received',
  },
  before: { status: 'pending' },
  after: { status: 'rejected', reasonCode: 'payment_not_received' },
});
const deleted = entry({
  id: 3,
  operator: 'sup',
  action: 'chat.message.delete',
  target: '88',
  details: { groupId: 1, userId: 9 },
  before: { id: 88, groupId: 1, userId: 9, text: 'buy cheap jade here', image: null },
  after: { id: 88, deleted: true },
});
const edited = entry({
  id: 4,
  operator: 'cat',
  action: 'product.edit',
  target: 'product:3',
  details: { price: 1200, stock: 4 },
  before: { price: 1000, stock: 4 },
  after: { price: 1200, stock: 4 },
});
const firstOfTwo = entry({
  id: 5,
  operator: 'fin1',
  action: 'withdraw.approve_first',
  target: 'withdraw:12',
  details: { userId: 5, amount: 1_200_000 },
});

function show(locale: 'en' | 'zh-CN', e: AuditEntry): string {
  const { container } = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="UTC">
      <AuditTitle entry={e} />
      <AuditStory entry={e} />
    </NextIntlClientProvider>,
  );
  const text = container.textContent ?? '';
  cleanup();
  return text;
}

describe('the audit log in words', () => {
  it('a withdrawal: its amount and both approvers', () => {
    const text = show('en', approved);
    expect(text).toContain('Withdrawal approved');
    expect(text).toContain('Withdrawal #12');
    expect(text).toContain('Amount: CN¥12,000.00');
    expect(text).toContain('Approved by fin1 and fin2');
    expect(show('en', firstOfTwo)).toContain('First approval by fin1: a second operator must approve');
  });

  it('a rejection: its reason, translated, and its note', () => {
    const text = show('en', rejected);
    expect(text).toContain(`Reason: ${en.console.reasonCodes.payment_not_received}`);
    expect(text).toContain('Note: transfer not seen on the statement');
    expect(text).not.toContain('payment_not_received');
  });

  it('a deleted chat message: its text and author', () => {
    expect(show('en', deleted)).toContain('“buy cheap jade here” by user #9');
  });

  it('an edit: each changed field before → after (unchanged fields are not listed)', () => {
    const text = show('en', edited);
    expect(text).toContain('Price: CN¥10.00 → CN¥12.00');
    expect(text).not.toContain('Stock');
  });

  it('zh-CN: the same facts in Chinese, no action, field or reason code', () => {
    const all = [approved, rejected, deleted, edited, firstOfTwo].map((e) => show('zh-CN', e)).join('\n');
    expect(all).toContain(zhCN.console.audit.actions.withdraw_approve);
    expect(all).toContain('由 fin1 和 fin2 批准');
    expect(all).toContain(`原因：${zhCN.console.reasonCodes.payment_not_received}`);
    expect(all).toContain('用户 #9 发送的“buy cheap jade here”');
    expect(all).toContain('价格：');
    for (const code of ['withdraw.approve', 'recharge.reject', 'payment_not_received', 'price', 'withdraw:12']) {
      expect(all).not.toContain(code);
    }
  });

  it('a failed sign-in: why, in words, in either language', () => {
    const failed = entry({
      id: 7,
      operator: 'fin1',
      action: 'session.sign_in_failed',
      target: 'operator:fin1',
      details: { reason: 'wrong_code' },
    });
    expect(show('en', failed)).toContain(en.console.audit.signInFailure.wrong_code);
    const zh = show('zh-CN', failed);
    expect(zh).toContain(zhCN.console.audit.signInFailure.wrong_code);
    expect(zh).not.toContain('wrong_code');
  });

  it('after-sale steps (issue 37 #5): the refund, both approvers, a rejection’s reason, in either language', () => {
    const approve = entry({
      id: 8,
      operator: 'sup2',
      action: 'aftersale.refund_approve',
      target: 'aftersale:4',
      details: { userId: 5, orderId: 31, amount: 1_500_000, firstApprovedBy: 'sup1' },
      before: { status: 'refund_pending', orderRefunded: 0 },
      after: { status: 'refunded', orderRefunded: 1_500_000 },
    });
    const text = show('en', approve);
    expect(text).toContain(en.console.audit.actions.aftersale_refund_approve);
    expect(text).toContain('After-sale request #4');
    expect(text).toContain('Amount: CN¥15,000.00');
    expect(text).toContain('Approved by sup1 and sup2');
    expect(text).toContain('Order: #31');
    const reject = entry({
      id: 9,
      operator: 'sup1',
      action: 'aftersale.reject',
      target: 'aftersale:4',
      details: { userId: 5, orderId: 31, reasonCode: 'item_as_described', note: 'matches the photos' },
      after: { status: 'rejected', reasonCode: 'item_as_described' },
    });
    expect(show('en', reject)).toContain(`Reason: ${en.console.reasonCodes.item_as_described}`);
    const zh = [approve, reject, entry({ id: 10, operator: 'sup1', action: 'aftersale.ask', target: 'aftersale:4' })]
      .map((e) => show('zh-CN', e))
      .join('\n');
    expect(zh).toContain(zhCN.console.audit.actions.aftersale_ask);
    expect(zh).toContain(zhCN.console.reasonCodes.item_as_described);
    for (const code of ['aftersale.', 'aftersale:', 'item_as_described', 'orderId', 'refund_pending']) {
      expect(zh).not.toContain(code);
    }
  });

  it('an action it does not know: the action as stored, and its fields', () => {
    const text = show('en', entry({ id: 6, operator: 'adm', action: 'thing.do', target: 'x:1', details: { a: 1 } }));
    expect(text).toContain('thing.do');
    expect(text).toContain('a: 1');
  });
});
