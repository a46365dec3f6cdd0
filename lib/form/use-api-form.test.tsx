// @vitest-environment happy-dom
// The form hook over the real request layer, with a fake fetch standing in for the server.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ContractLoader from '@/lib/api/client/contract-loader';
import { isApiError } from '@/lib/api/client/api-error';
import { configureApi } from '@/lib/api/client/config';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import { useApiForm } from './use-api-form';

// The schemas' chunk can fail to arrive (offline before the service worker cached it).
const chunk = vi.hoisted(() => ({ fails: false }));
vi.mock('@/lib/api/client/contract-loader', async (importOriginal) => {
  const real = await importOriginal<typeof ContractLoader>();
  return {
    ...real,
    // What the real one rejects with when the chunk does not arrive (contract-loader.test.ts).
    loadContract: () => (chunk.fails ? Promise.reject(real.contractUnavailable()) : real.loadContract()),
  };
});

const CARD = { bankName: 'CMB', holderName: 'Zhang San', cardNumber: '6011 0009 9013 9424', payPassword: '135790' };
type Values = typeof CARD;
const toInput = (v: Values) => ({ ...v, cardNumber: v.cardNumber.replace(/\s/g, '') });

interface Sent {
  url: string;
  key: string | null;
  body: unknown;
}
let sent: Sent[];
let toasts: string[];
let answer: () => Promise<Response>;

const envelope = (status: number, body: Record<string, unknown>) =>
  Promise.resolve(
    new Response(JSON.stringify({ result: null, ...body }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

beforeEach(() => {
  sent = [];
  toasts = [];
  answer = () => envelope(200, { code: 200, result: { ok: true } });
  configureApi({
    baseUrl: 'http://api.test',
    tokens: memoryTokenStore({ access: 'a', refresh: 'r' }),
    toast: (text) => toasts.push(text),
    translate: (key) => key,
    onLoginRequired: () => undefined,
    fetch: ((url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      sent.push({ url, key: headers.get('Idempotency-Key'), body });
      return answer();
    }) as typeof fetch,
  });
});

function bankForm(onSuccess = vi.fn()) {
  return renderHook(() => useApiForm('SaveUserBankInfo', { initial: CARD, toInput, onSuccess }));
}

describe('useApiForm', () => {
  it('checks the input with the call’s own schema before sending: rule codes per field, nothing sent', async () => {
    const { result } = bankForm();
    act(() => {
      result.current.set('cardNumber', '1234');
      result.current.set('bankName', '  ');
      result.current.set('payPassword', '12ab');
    });
    await act(() => result.current.submit());
    expect(result.current.errors.cardNumber?.rule).toBe('card_number');
    expect(result.current.errors.bankName?.rule).toBe('required');
    expect(result.current.errors.payPassword).toMatchObject({ rule: 'digits', params: { count: 6 } });
    expect(sent).toEqual([]);
    // Editing a field takes its error away.
    act(() => result.current.set('cardNumber', '6011000990139424'));
    expect(result.current.errors.cardNumber).toBeUndefined();
    expect(result.current.errors.bankName?.rule).toBe('required');
  });

  it('sends the parsed input and reports success', async () => {
    const saved = {
      bankName: 'CMB',
      holderName: 'Zhang San',
      cardNumber: '**** **** **** 9424',
      last4: '9424',
      branch: null,
      updatedAt: '2026-11-23T09:00:00.000Z',
    };
    answer = () => envelope(200, { code: 200, result: saved });
    const onSuccess = vi.fn();
    const { result } = bankForm(onSuccess);
    await act(() => result.current.submit());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ cardNumber: '6011000990139424', payPassword: '135790' });
    expect(onSuccess).toHaveBeenCalledWith(saved, expect.objectContaining({ cardNumber: '6011000990139424' }));
    expect(result.current.formError).toBeUndefined();
  });

  it('puts a server field error under its field, without a toast', async () => {
    answer = () =>
      envelope(422, {
        code: 422,
        message: 'payPassword: is wrong',
        reason: 'wrong_pay_password',
        fields: { payPassword: { rule: 'wrong_pay_password' } },
      });
    const { result } = bankForm();
    await act(() => result.current.submit());
    expect(result.current.errors.payPassword?.rule).toBe('wrong_pay_password');
    expect(result.current.formError).toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('shows a refusal no field explains as the form’s error, by its reason', async () => {
    answer = () => envelope(429, { code: 429, message: 'slow down', reason: 'pay_password_locked' });
    const { result } = bankForm();
    await act(() => result.current.submit());
    const error = result.current.formError;
    expect(isApiError(error) && error.reason).toBe('pay_password_locked');
    expect(result.current.errors).toEqual({});
    expect(toasts).toEqual([]);
  });

  it('says the network failed when the schemas’ chunk does not arrive, and sends nothing', async () => {
    chunk.fails = true;
    try {
      const { result } = bankForm();
      await act(() => result.current.submit());
      const error = result.current.formError;
      expect(isApiError(error) && error.key).toBe('errors.network');
      expect(sent).toEqual([]);
    } finally {
      chunk.fails = false;
    }
  });

  it('reuses the idempotency key only for the same input after a lost answer', async () => {
    // ApplyWithdraw is idempotent (SaveUserBankInfo is not: replacing a card twice is harmless).
    answer = () => Promise.reject(new TypeError('network down'));
    const initial = { amount: '1000', payPassword: '135790' };
    const { result } = renderHook(() =>
      useApiForm('ApplyWithdraw', {
        initial,
        toInput: (v: typeof initial) => ({ amount: Number(v.amount), payPassword: v.payPassword }),
      }),
    );
    await act(() => result.current.submit());
    await act(() => result.current.submit());
    expect(sent[0]!.key).toBeTruthy();
    expect(sent[1]!.key).toBe(sent[0]!.key);
    act(() => result.current.set('amount', '2000'));
    await act(() => result.current.submit());
    expect(sent[2]!.key).toBeTruthy();
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });
});
