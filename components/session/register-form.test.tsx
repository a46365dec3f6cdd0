// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContract } from '@/lib/api/client/contract-loader';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { RegisterForm } from './register-form';

let query = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => query }));
const nav = { redirect: vi.fn(), relaunch: vi.fn() };
vi.mock('@/lib/nav/use-nav', () => ({ useNav: () => nav }));
const sent: { name: string; input: unknown }[] = [];
vi.mock('@/lib/api/hooks/use-mutation', () => ({
  useApiMutation: (name: string) => ({
    isMutating: false,
    trigger: (input: unknown) => {
      sent.push({ name, input });
      return Promise.resolve(
        name === 'register' ? { accessToken: 'a', refreshToken: 'r' } : { sentTo: '139****0000', resendAfter: 60 },
      );
    },
  }),
}));
vi.mock('@/lib/session/session-actions', () => ({ completeLogin: () => Promise.resolve() }));

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () =>
  act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: en.auth.formLabel }));
    await new Promise((r) => setTimeout(r, 0));
  });
const errors = () => screen.queryAllByTestId('field-error').map((e) => e.textContent);

function fillValid() {
  type(en.session.phone, '13900000001');
  type(en.session.code, '123456');
  type(en.session.password, 'long-enough-1');
  type(en.auth.confirm, 'long-enough-1');
}

beforeEach(() => {
  query = new URLSearchParams();
  localStorage.clear();
  sent.length = 0;
  nav.redirect.mockClear();
  nav.relaunch.mockClear();
});
afterEach(cleanup);
// The schemas load on demand in the app; here they are loaded once up front.
beforeAll(() => loadContract());

describe('RegisterForm', () => {
  it('checks every field before sending anything', async () => {
    renderEn(<RegisterForm />);
    await submit();
    expect(sent).toEqual([]);
    expect(errors()).toEqual([
      en.rules.phone,
      en.rules.digits.replace('{count}', '6'),
      en.rules.min_length.replace('{min}', '8'),
      en.rules.required,
      en.auth.agreeRequired,
    ]);
  });

  it('refuses passwords that differ', async () => {
    renderEn(<RegisterForm />);
    fillValid();
    type(en.auth.confirm, 'something-else');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(sent).toEqual([]);
    expect(errors()).toEqual([en.auth.passwordsDiffer]);
  });

  it('requires the agreements, then registers and goes home', async () => {
    renderEn(<RegisterForm />);
    fillValid();
    await submit();
    expect(sent).toEqual([]);
    expect(errors()).toEqual([en.auth.agreeRequired]);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(errors()).toEqual([]);
    await submit();
    expect(sent).toEqual([
      { name: 'register', input: { phone: '13900000001', code: '123456', password: 'long-enough-1' } },
    ]);
    expect(nav.relaunch).toHaveBeenCalledWith('home');
  });

  it('prefills the invitation code from the link, read-only, and sends it', async () => {
    query = new URLSearchParams('invitationCode=FRIEND42');
    renderEn(<RegisterForm />);
    const invitation = field(en.auth.invitation);
    expect(invitation.value).toBe('FRIEND42');
    expect(invitation.readOnly).toBe(true);
    expect(screen.getByText(en.auth.invitationFromLink)).toBeTruthy();
    fillValid();
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(sent[0]?.input).toMatchObject({ invitationCode: 'FRIEND42' });
  });

  it('falls back to the code the entry link saved on this device', () => {
    localStorage.setItem('invitationCode', 'SAVED777');
    renderEn(<RegisterForm />);
    expect(field(en.auth.invitation).value).toBe('SAVED777');
  });

  it('leaves the invitation code editable when there is none', () => {
    renderEn(<RegisterForm />);
    const invitation = field(en.auth.invitation);
    expect(invitation.value).toBe('');
    expect(invitation.readOnly).toBe(false);
    type(en.auth.invitation, 'MINE123');
    expect(invitation.value).toBe('MINE123');
  });

  it('links the agreements and returns to ?from= after registering', async () => {
    query = new URLSearchParams('from=/mine/bank/');
    renderEn(<RegisterForm />);
    // (next/link drops the trailing slash outside the app's config)
    expect(screen.getByRole('link', { name: 'User service agreement' }).getAttribute('href')).toMatch(
      /^\/en\/agreement\/service\/?$/,
    );
    expect(screen.getByRole('link', { name: 'Privacy agreement' }).getAttribute('href')).toMatch(
      /^\/en\/agreement\/privacy\/?$/,
    );
    fillValid();
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(nav.redirect).toHaveBeenCalledWith('bank', expect.any(URLSearchParams));
  });
});
