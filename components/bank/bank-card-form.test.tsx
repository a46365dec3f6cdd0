// @vitest-environment happy-dom
// Issue 37 #3d: the bank form asks for the pay password before the card; with none set it says so
// first and links to setting one, and what was typed is there again when the form comes back.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/lib/api/client/config';
import { loadContract } from '@/lib/api/client/contract-loader';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { BankCardForm, hasBankDraft } from './bank-card-form';

let hasPayPassword = false;
vi.mock('@/lib/api/hooks/use-reads', () => ({
  useUserInfo: () => ({
    data: { hasPayPassword },
    error: undefined,
    isLoading: false,
    refresh: () => Promise.resolve(),
  }),
}));
vi.mock('@/lib/api/hooks/use-mutation', () => ({
  useApiMutation: () => ({ isMutating: false, trigger: () => Promise.resolve({}) }),
}));

const t = en.bank;
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
/** Whether `a` comes before `b` in the document. */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeAll(() => loadContract());
beforeEach(() => {
  configureApi({
    baseUrl: 'http://api.test',
    tokens: memoryTokenStore(),
    toast: () => undefined,
    translate: (k) => k,
    onLoginRequired: () => undefined,
  });
});
afterEach(cleanup);

describe('BankCardForm', () => {
  it('with a pay password set, asks for it before the card', () => {
    hasPayPassword = true;
    renderEn(<BankCardForm onDone={() => undefined} />);
    expect(before(field(t.payPassword), field(t.cardNumber))).toBe(true);
    expect(screen.queryByTestId('pay-password-first')).toBeNull();
  });

  it('with none set, says so before the card, links to setting one, and keeps what was typed', async () => {
    hasPayPassword = false;
    const view = renderEn(<BankCardForm onDone={() => undefined} />);
    const first = screen.getByTestId('pay-password-first');
    expect(first.textContent).toContain(t.payPasswordFirst);
    expect(before(first, field(t.cardNumber))).toBe(true);
    const link = screen.getByRole('link', { name: t.setPayPassword });
    expect(link.getAttribute('href')).toMatch(/^\/en\/mine\/pay-password\/?$/);
    fireEvent.change(field(t.bankName), { target: { value: 'Bank of Tests' } });
    fireEvent.change(field(t.cardNumber), { target: { value: '6222 0202 0000 1234' } });
    fireEvent.click(link);
    expect(hasBankDraft()).toBe(true);
    view.unmount();

    // Back from the pay password screen: the form opens with what was typed.
    hasPayPassword = true;
    renderEn(<BankCardForm onDone={() => undefined} />);
    await act(() => Promise.resolve());
    expect(field(t.bankName).value).toBe('Bank of Tests');
    expect(field(t.cardNumber).value).toBe('6222 0202 0000 1234');
    expect(field(t.payPassword).value).toBe('');
    expect(hasBankDraft()).toBe(false);
  });
});
