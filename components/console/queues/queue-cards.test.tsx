// @vitest-environment happy-dom
// Issue 42: finance could not pay a withdrawal (only **** **** **** 2337 on screen): "Show" asks the
// server for the whole number (audited there) and shows it grouped in fours, "Hide" forgets it;
// roles that may not reveal get no button. And the queue says what happens: a second approval moves
// the money now; an approved two-person withdrawal no longer waits for a second operator; "no
// photo" or "no receipt" when the buyer sent none, "not shown to your role" only when withheld.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import type { OperatorRole } from '@/lib/api/operator/facts';
import { renderEn } from '@/components/ui/test-utils';
import { ApplicationCard } from './application-card';
import { IdentityCard } from './identity-queue';

let role: OperatorRole = 'finance';
vi.mock('../kit/console-screen', () => ({ useMe: () => ({ name: 'carol', role }) }));
const calls: { name: string; input: unknown }[] = [];
vi.mock('@/lib/console/transport', () => ({
  consoleCall: (name: string, input: unknown) => {
    calls.push({ name, input });
    if (name === 'revealApplication')
      return Promise.resolve({
        type: 'withdraw',
        id: 7,
        bankName: 'Bank',
        holderName: 'Li Wei',
        account: '6222020200001234567',
      });
    if (name === 'revealIdentity')
      return Promise.resolve({ id: 5, realName: 'Ana Li', idNumber: '11010519491231002X' });
    return Promise.resolve({});
  },
}));

type Item = OperatorAnswer<'queueApplications'>['items'][number];
type Identity = OperatorAnswer<'queueIdentities'>['items'][number];
const withdrawal = (more: Partial<Extract<Item, { type: 'withdraw' }>> = {}): Item => ({
  type: 'withdraw',
  id: 7,
  userId: 5,
  phone: '138****0000',
  status: 'pending',
  reason: null,
  reasonCode: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  needsSecondApproval: false,
  firstApprovedBy: null,
  firstApprovedAt: null,
  amount: 500_000,
  fee: 0,
  bankName: 'Bank',
  holderName: 'Li Wei',
  account: '**** **** **** 4567',
  ...more,
});
const identity = (more: Partial<Identity> = {}): Identity => ({
  userId: 5,
  phone: '138****0000',
  realName: 'Ana Li',
  idNumber: '**************002X',
  frontImage: null,
  backImage: null,
  status: 'pending',
  reason: null,
  reasonCode: null,
  rejectedPhotos: [],
  submittedAt: '2026-11-01T08:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  ...more,
});

afterEach(() => {
  cleanup();
  calls.length = 0;
  role = 'finance';
});

describe('Show / Hide a whole number', () => {
  it('finance: Show asks the server once and shows the number grouped in fours; Hide goes back', async () => {
    renderEn(<ApplicationCard item={withdrawal()} />);
    const show = screen.getByRole('button', { name: /^Show the whole number: Withdrawal #7/ });
    await act(async () => {
      fireEvent.click(show);
      await Promise.resolve();
    });
    expect(calls).toEqual([{ name: 'revealApplication', input: { type: 'withdraw', id: 7 } }]);
    expect(screen.getByTestId('account-7-whole').textContent).toBe('6222 0202 0000 1234 567');
    fireEvent.click(screen.getByRole('button', { name: /^Hide the whole number/ }));
    expect(screen.queryByTestId('account-7-whole')).toBeNull();
    expect(screen.getByText('4567')).toBeTruthy();
  });

  it('an ID number the same way (revealIdentity)', async () => {
    renderEn(<IdentityCard item={identity()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Show the whole number/ }));
      await Promise.resolve();
    });
    expect(calls).toEqual([{ name: 'revealIdentity', input: { id: 5 } }]);
    expect(screen.getByTestId('id-number-5-whole').textContent).toBe('1101 0519 4912 3100 2X');
  });

  it.each(['viewer', 'support', 'catalogue'] as const)('%s: no Show button', (r) => {
    role = r;
    renderEn(<ApplicationCard item={withdrawal()} />);
    expect(screen.queryByRole('button', { name: /Show the whole number/ })).toBeNull();
  });
});

describe('the queue says what happens', () => {
  it('the second approval says the money moves now', () => {
    renderEn(
      <ApplicationCard
        item={withdrawal({
          needsSecondApproval: true,
          firstApprovedBy: 'alice',
          firstApprovedAt: '2026-11-01T09:00:00.000Z',
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Give second approval' }));
    expect(document.body.textContent).toContain('the money moves as soon as you approve');
    expect(document.body.textContent).not.toContain('first of two approvals');
  });

  it('an approved two-person withdrawal names both approvers and waits for no one', () => {
    renderEn(
      <ApplicationCard
        item={withdrawal({
          status: 'approved',
          needsSecondApproval: true,
          firstApprovedBy: 'alice',
          firstApprovedAt: '2026-11-01T09:00:00.000Z',
          reviewedBy: 'bob',
          reviewedAt: '2026-11-01T10:00:00.000Z',
        })}
      />,
    );
    const text = screen.getByTestId('two-person').textContent ?? '';
    expect(text).not.toMatch(/waiting for a second operator/);
    expect(text).toMatch(/Approved by alice .* and bob /);
  });

  it('no photo is "no photo"; withheld only for a viewer', () => {
    renderEn(<IdentityCard item={identity()} />);
    expect(screen.getByText('Front: no photo')).toBeTruthy();
    expect(screen.queryByText(/not shown to your role/)).toBeNull();
    cleanup();
    role = 'viewer';
    renderEn(<IdentityCard item={identity({ idNumber: null })} />);
    expect(screen.getByText('Front: not shown to your role')).toBeTruthy();
  });

  it('a recharge without a receipt says so; withheld only for a viewer', () => {
    const recharge: Item = {
      ...withdrawal(),
      type: 'recharge',
      accountId: 1,
      payerName: null,
      receipt: null,
      reasonCode: null,
    } as Item;
    renderEn(<ApplicationCard item={recharge} />);
    expect(screen.getByText('No receipt was attached.')).toBeTruthy();
    cleanup();
    role = 'viewer';
    renderEn(<ApplicationCard item={recharge} />);
    expect(screen.getByText('The receipt is not shown to your role.')).toBeTruthy();
  });
});
