import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error';
import { shouldRetry } from './keys';
import { toastsFailure } from './use-mutation';

const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ code: 422, message: 'x', shown: false, ...init });

describe('read retries', () => {
  it('retry network failures and 5xx only, never a 4xx or a bad answer', () => {
    expect(shouldRetry(error({ code: 5 }))).toBe(true);
    expect(shouldRetry(error({ code: 503, status: 503 }))).toBe(true);
    expect(shouldRetry(error({ code: 404, status: 404, reason: 'not_found' }))).toBe(false);
    expect(shouldRetry(error({ code: 422, status: 422 }))).toBe(false);
    expect(shouldRetry(error({ code: 600010, status: 200 }))).toBe(false);
    expect(shouldRetry(new Error('boom'))).toBe(false);
  });
});

describe('mutation failures: a toast or the fields, never both', () => {
  const withFields = error({ reason: 'wrong_pay_password', fields: { payPassword: { rule: 'wrong_pay_password' } } });
  const withoutFields = error({ reason: 'window_closed' });

  it('toasts every failure by default', () => {
    expect(toastsFailure(withFields)).toBe(true);
    expect(toastsFailure(withoutFields)).toBe(true);
  });

  it('leaves field errors to a form that shows them, still toasting the rest', () => {
    expect(toastsFailure(withFields, { fieldErrors: true })).toBe(false);
    expect(toastsFailure(withoutFields, { fieldErrors: true })).toBe(true);
  });

  it('never toasts twice: the login prompt and aborts are already handled', () => {
    expect(toastsFailure(error({ code: 401, key: 'errors.loginRequired' }))).toBe(false);
    expect(toastsFailure(error({ code: 600003, key: 'errors.aborted' }))).toBe(false);
    expect(toastsFailure(withoutFields, { toast: false })).toBe(false);
  });
});
