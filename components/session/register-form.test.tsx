// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client/api-error';
import { loadContract } from '@/lib/api/client/contract-loader';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { RegisterForm } from './register-form';

let query = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => query }));
const nav = { redirect: vi.fn(), relaunch: vi.fn() };
vi.mock('@/lib/nav/use-nav', () => ({ useNav: () => nav }));
const sent: { name: string; input: unknown }[] = [];
/** What the server answers register with, when a test wants a refusal. */
let refusal: ApiError | undefined = undefined;
vi.mock('@/lib/api/hooks/use-mutation', () => ({
  useApiMutation: (name: string) => ({
    isMutating: false,
    trigger: (input: unknown) => {
      sent.push({ name, input });
      if (name === 'register' && refusal !== undefined) return Promise.reject(refusal);
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
  refusal = undefined;
  query = new URLSearchParams();
  localStorage.clear();
  sessionStorage.clear();
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
      // The ICU plurals of rules.digits and rules.min_length, formatted.
      'Enter 6 digits.',
      'Must be at least 8 characters.',
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

  it('keeps the phone, invitation code and tick across a visit to an agreement, never the password or code', () => {
    renderEn(<RegisterForm />);
    type(en.session.phone, '13900000002');
    type(en.session.code, '654321');
    type(en.session.password, 'secret-pass-1');
    type(en.auth.confirm, 'secret-pass-1');
    type(en.auth.invitation, 'MINE123');
    fireEvent.click(screen.getByRole('checkbox'));
    // Opening an agreement leaves the screen: the form unmounts, and Back mounts a new one.
    cleanup();
    const kept = Object.values(sessionStorage).join(' ');
    expect(kept).toContain('13900000002');
    expect(kept).not.toContain('654321');
    expect(kept).not.toContain('secret-pass-1');

    renderEn(<RegisterForm />);
    expect(field(en.session.phone).value).toBe('13900000002');
    expect(field(en.auth.invitation).value).toBe('MINE123');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(field(en.session.code).value).toBe('');
    expect(field(en.session.password).value).toBe('');
    expect(field(en.auth.confirm).value).toBe('');
  });

  it("prefers the link's invitation code to one typed earlier", () => {
    renderEn(<RegisterForm />);
    type(en.auth.invitation, 'MINE123');
    cleanup();
    query = new URLSearchParams('invitationCode=FRIEND42');
    renderEn(<RegisterForm />);
    expect(field(en.auth.invitation).value).toBe('FRIEND42');
  });

  it('forgets the draft once registered', async () => {
    renderEn(<RegisterForm />);
    type(en.auth.invitation, 'MINE123');
    fillValid();
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(sent).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
    cleanup();
    renderEn(<RegisterForm />);
    expect(field(en.session.phone).value).toBe('');
    expect(field(en.auth.invitation).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
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

  // Issue 27: a link with a code the server does not know locked registration for good.
  it('opens a refused invitation code for correction, and forgets the saved one', async () => {
    localStorage.setItem('invitationCode', 'ZZZZ9999');
    query = new URLSearchParams('invitationCode=ZZZZ9999');
    refusal = new ApiError({
      code: 422,
      status: 422,
      message: 'invitationCode: is not a known invitation code',
      reason: 'invitation_unknown',
      fields: { invitationCode: { rule: 'invitation_unknown' } },
      shown: false,
    });
    renderEn(<RegisterForm />);
    expect(field(en.auth.invitation).readOnly).toBe(true);
    fillValid();
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(errors()).toEqual([en.reasons.invitation_unknown]);
    const invitation = field(en.auth.invitation);
    expect(invitation.readOnly).toBe(false);
    expect(localStorage.getItem('invitationCode')).toBeNull();
    // The user empties it and registers without one.
    type(en.auth.invitation, '');
    expect(errors()).toEqual([]);
    refusal = undefined;
    await submit();
    expect(sent.at(-1)).toEqual({
      name: 'register',
      input: { phone: '13900000001', code: '123456', password: 'long-enough-1' },
    });
    // A later visit (the draft kept the emptied field) is not locked on the refused code.
    cleanup();
    query = new URLSearchParams();
    renderEn(<RegisterForm />);
    expect(field(en.auth.invitation).readOnly).toBe(false);
    expect(field(en.auth.invitation).value).not.toBe('ZZZZ9999');
  });

  it('shows the error instead of the hint, not both', async () => {
    renderEn(<RegisterForm />);
    type(en.session.password, 'short');
    await submit();
    expect(screen.queryByText(en.auth.passwordHint)).toBeNull();
    expect(errors()).toContain('Must be at least 8 characters.');
  });
});
