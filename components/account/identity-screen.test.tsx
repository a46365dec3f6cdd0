// @vitest-environment happy-dom
// Issue 27: "Submit again" after a rejection started empty. It keeps what was sent: the name,
// the number (kept on the server: it only comes back masked), and the photos not rejected.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/lib/api/client/config';
import { loadContract } from '@/lib/api/client/contract-loader';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import type { CallResult } from '@/lib/api/registry';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { IdentityScreen } from './identity-screen';

type Submission = NonNullable<CallResult<'getIdentity'>>;
let current: Submission | null = null;
vi.mock('@/lib/api/hooks/use-reads', () => ({
  useIdentity: () => ({ data: current, error: undefined, isLoading: false, refresh: () => Promise.resolve() }),
}));
const sent: unknown[] = [];
vi.mock('@/lib/api/hooks/use-mutation', () => ({
  useApiMutation: () => ({
    isMutating: false,
    trigger: (input: unknown) => {
      sent.push(input);
      return Promise.resolve({ ...current, status: 'pending' });
    },
  }),
}));

const rejected = (rejectedPhotos: ('front' | 'back')[]): Submission => ({
  realName: 'Ana Li',
  idNumber: '****6543',
  frontImage: '/uploads/private/front.png?exp=1&sig=a',
  backImage: '/uploads/private/back.png?exp=1&sig=b',
  status: 'rejected',
  reason: 'The front photo is blurred',
  reasonCode: 'photo_unclear',
  rejectedPhotos,
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: '2026-11-21T10:00:00.000Z',
});

const t = en.account;
const submit = () =>
  act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: t.identityFormTitle }));
    await new Promise((r) => setTimeout(r, 0));
  });

beforeAll(() => loadContract());
beforeEach(() => {
  sent.length = 0;
  configureApi({
    baseUrl: 'http://api.test',
    tokens: memoryTokenStore(),
    toast: () => undefined,
    translate: (k) => k,
    onLoginRequired: () => undefined,
  });
});
afterEach(cleanup);

describe('IdentityScreen, submitting again after a rejection', () => {
  it('keeps the name, the number and the photo not rejected; asks again for the rejected one', async () => {
    current = rejected(['front']);
    renderEn(<IdentityScreen />);
    expect(screen.getByRole('heading', { name: t.identityAgain })).toBeTruthy();
    // The reason in words from its code; the operator's note ("…blurred") is for staff.
    expect(screen.getByText(t.identityReason.replace('{reason}', t.identityRejection.photo_unclear))).toBeTruthy();
    expect(screen.queryByText(/blurred/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(t.realName).value).toBe('Ana Li');
    expect(screen.getByText(t.identityKeepNumber.replace('{last4}', '6543'))).toBeTruthy();
    expect(screen.getByTestId('front-rejected').textContent).toBe(t.identityPhotoRejected);
    expect(screen.getByRole('img', { name: t.identityKeptBackAlt })).toBeTruthy();
    expect(screen.queryByTestId('front-kept')).toBeNull();

    // The rejected front photo must be sent again: nothing leaves without it.
    await submit();
    expect(sent).toEqual([]);
    expect(screen.getAllByTestId('field-error').map((e) => e.textContent)).toEqual([en.rules.uploaded_image]);
  });

  it('sends only what changed and keeps the rest when no photo was rejected', async () => {
    current = rejected([]);
    renderEn(<IdentityScreen />);
    expect(screen.getByRole('img', { name: t.identityKeptFrontAlt })).toBeTruthy();
    await submit();
    expect(sent).toEqual([{ realName: 'Ana Li', keep: ['idNumber', 'frontImage', 'backImage'] }]);
  });

  it('starts empty on a first submission', () => {
    current = null;
    renderEn(<IdentityScreen />);
    expect(screen.getByLabelText<HTMLInputElement>(t.realName).value).toBe('');
    expect(screen.queryByText(t.identityKeepNumber.replace('{last4}', ''))).toBeNull();
  });
});
