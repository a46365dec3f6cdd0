// @vitest-environment happy-dom
// Issue 37 #5: support's steps on an after-sale case, each only for the roles the contract lets
// take it; the refund starts at the whole refundable amount and may be a part; above the
// two-person threshold the dialog says a second operator must approve, and the operator who gave
// the first approval gets no button to give the second.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorRole } from '@/lib/api/operator/facts';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { CaseActions } from './case-actions';
import type { CaseDetail } from './case-panel';

let role: OperatorRole = 'support';
vi.mock('../kit/console-screen', () => ({ useMe: () => ({ name: 'sam', role }) }));
vi.mock('../kit/use-console-read', () => ({ refreshReads: () => Promise.resolve() }));
const calls: { name: string; input: unknown }[] = [];
vi.mock('@/lib/console/transport', () => ({
  consoleCall: (name: string, input: unknown) => {
    calls.push({ name, input });
    return Promise.resolve({ outcome: 'refunded' });
  },
}));

const t = en.console.afterSale;
const detail = (more: Partial<CaseDetail['case']> = {}, refundable = 2_000): CaseDetail => ({
  case: {
    id: 4,
    orderId: 31,
    userId: 5,
    phone: '138****0000',
    productName: 'Jar',
    kind: 'damaged',
    status: 'open',
    openedAt: '2026-12-01T08:00:00.000Z',
    updatedAt: '2026-12-01T08:00:00.000Z',
    paid: 2_000,
    refunded: 0,
    pendingAmount: null,
    firstApprovedBy: null,
    firstApprovedAt: null,
    ...more,
  },
  order: {
    id: 31,
    productId: 2,
    productName: 'Jar',
    quantity: 1,
    total: 2_000,
    status: 'delivered',
    createdAt: '2026-11-28T08:00:00.000Z',
    shippedAt: '2026-11-29T08:00:00.000Z',
    deliveredAt: '2026-11-30T08:00:00.000Z',
    deliveredBy: 'buyer',
    carrier: 'SF',
    trackingNo: 'SF1',
  },
  refundable,
  dualApprovalAbove: 1_000,
  events: [],
});

beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

describe('CaseActions', () => {
  it('a viewer gets no step; support asks, refunds and rejects; finance only refunds', () => {
    role = 'viewer';
    renderEn(<CaseActions detail={detail()} />);
    expect(screen.queryByTestId('aftersale-actions')).toBeNull();
    cleanup();
    role = 'support';
    renderEn(<CaseActions detail={detail()} />);
    for (const name of [t.ask, t.refund, t.reject]) expect(screen.getByRole('button', { name })).toBeTruthy();
    cleanup();
    role = 'finance';
    renderEn(<CaseActions detail={detail()} />);
    expect(screen.getByRole('button', { name: t.refund })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.ask })).toBeNull();
    expect(screen.queryByRole('button', { name: t.reject })).toBeNull();
  });

  it('refunds a part of the refundable amount it starts with; above the threshold it says a second approval follows', async () => {
    role = 'support';
    renderEn(<CaseActions detail={detail()} />);
    fireEvent.click(screen.getByRole('button', { name: t.refund }));
    const amount = screen.getByLabelText<HTMLInputElement>(t.amount);
    expect(amount.value).toBe('20');
    expect(screen.getByTestId('needs-second').textContent).toContain('CN¥10.00');
    fireEvent.change(amount, { target: { value: '7.5' } });
    expect(screen.queryByTestId('needs-second')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refund CN¥7.50' }));
      await Promise.resolve();
    });
    expect(calls).toEqual([{ name: 'refundAfterSale', input: { id: 4, amount: 750 } }]);
  });

  it('the first approver cannot give the second; another operator can', () => {
    role = 'support';
    const pending = {
      status: 'refund_pending' as const,
      pendingAmount: 1_500,
      firstApprovedBy: 'sam',
      firstApprovedAt: '2026-12-01T09:00:00.000Z',
    };
    renderEn(<CaseActions detail={detail(pending)} />);
    expect(screen.queryByRole('button', { name: t.approveSecond })).toBeNull();
    expect(screen.getByText(t.ownFirst)).toBeTruthy();
    cleanup();
    renderEn(<CaseActions detail={detail({ ...pending, firstApprovedBy: 'kim' })} />);
    expect(screen.getByRole('button', { name: t.approveSecond })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.refund })).toBeNull();
  });
});
