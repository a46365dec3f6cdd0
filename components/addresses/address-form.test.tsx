// @vitest-environment happy-dom
// The address form's validation: the contract's own schema checks the input on the device
// (required fields, the phone, the postal code), errors appear translated under their fields and
// nothing is sent; a valid address is sent normalised; the server's field errors land in place.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCallContract, loadContract } from '@/lib/api/client/contract-loader';
import { configureApi } from '@/lib/api/client/config';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { AddressForm, type Address } from './address-form';

let sent: { url: string; body: unknown }[];
let answer: () => Promise<Response>;

const envelope = (status: number, body: Record<string, unknown>) =>
  Promise.resolve(
    new Response(JSON.stringify({ result: null, ...body }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const SAVED: Address = {
  id: 7,
  name: 'Li Lei',
  phone: '+8613800138000',
  region: 'Shanghai Pudong',
  detail: '88 Century Avenue, 12F',
  postalCode: '200120',
  isDefault: true,
  createdAt: '2026-11-23T09:00:00.000Z',
};

beforeEach(() => {
  sent = [];
  answer = () => envelope(200, { code: 200, result: SAVED });
  configureApi({
    baseUrl: 'http://api.test',
    tokens: memoryTokenStore({ access: 'a', refresh: 'r' }),
    toast: () => undefined,
    translate: (key) => key,
    onLoginRequired: () => undefined,
    fetch: ((url: string, init?: RequestInit) => {
      sent.push({ url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null });
      return answer();
    }) as typeof fetch,
  });
});

afterEach(cleanup);
// The schemas load on demand in the app; here they are loaded once up front.
beforeAll(() => Promise.all([loadContract(), loadCallContract('addAddress')]));

const t = en.addresses;
const field = (label: string) =>
  screen.getByLabelText(label === t.postalCode ? en.form.optional.replace('{label}', t.postalCode) : label);

function errorOf(input: HTMLElement): string | null | undefined {
  const id = (input.getAttribute('aria-describedby') ?? '').split(' ')[0];
  return id ? document.getElementById(id)?.textContent : undefined;
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await new Promise((r) => setTimeout(r, 0));
  });
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

describe('AddressForm validation', () => {
  it('marks every required field when empty, and sends nothing', async () => {
    renderEn(<AddressForm onDone={() => undefined} />);
    await submit();
    for (const label of [t.name, t.phone, t.region, t.detail]) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(errorOf(field(t.name))).toBe(en.rules.required);
    // The postal code is optional: left empty it is not an error.
    expect(field(t.postalCode).getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('refuses a phone that is not 6 to 15 digits and a malformed postal code', async () => {
    renderEn(<AddressForm onDone={() => undefined} />);
    type(t.name, 'Li Lei');
    type(t.phone, '0123');
    type(t.region, 'Shanghai Pudong');
    type(t.detail, '88 Century Avenue');
    type(t.postalCode, '#!');
    await submit();
    expect(errorOf(field(t.phone))).toBe(en.rules.phone);
    expect(errorOf(field(t.postalCode))).toBe(en.rules.letters_digits.replace('{min}', '3').replace('{max}', '12'));
    expect(field(t.name).getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
    // Editing the phone takes its complaint away until the next submit.
    type(t.phone, '13800138000');
    expect(field(t.phone).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends a valid address normalised (phone digits only, trimmed text, default ticked)', async () => {
    const onDone = vi.fn();
    renderEn(<AddressForm onDone={onDone} />);
    type(t.name, '  Li Lei ');
    type(t.phone, '+86 138-0013 8000');
    type(t.region, 'Shanghai Pudong');
    type(t.detail, '88 Century Avenue, 12F');
    fireEvent.click(screen.getByLabelText(t.makeDefault));
    await submit();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://api.test/api/front/addAddress');
    expect(sent[0]!.body).toEqual({
      name: 'Li Lei',
      phone: '+8613800138000',
      region: 'Shanghai Pudong',
      detail: '88 Century Avenue, 12F',
      isDefault: true,
    });
    expect(onDone).toHaveBeenCalledWith(SAVED);
  });

  it('edits through updateAddress with the id, and shows a server field error under its field', async () => {
    answer = () =>
      envelope(422, { code: 422, message: 'bad phone', reason: 'invalid_input', fields: { phone: { rule: 'phone' } } });
    const onDone = vi.fn();
    renderEn(<AddressForm address={{ ...SAVED, isDefault: false }} onDone={onDone} />);
    expect((field(t.name) as HTMLInputElement).value).toBe('Li Lei');
    await submit();
    expect(sent[0]!.url).toBe('http://api.test/api/front/updateAddress');
    expect(sent[0]!.body).toMatchObject({ id: 7, postalCode: '200120', isDefault: false });
    expect(errorOf(field(t.phone))).toBe(en.rules.phone);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps the default ticked and locked when editing the default address', () => {
    renderEn(<AddressForm address={SAVED} onDone={() => undefined} />);
    const box = screen.getByLabelText<HTMLInputElement>(t.makeDefault);
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });
});
