// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client/api-error';
import en from '@/messages/en.json';
import { CodeField } from './code-field';
import { TextField } from './field';
import { MoneyField } from './money-field';
import { PasswordField } from './password-field';
import { renderEn } from './test-utils';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('fields', () => {
  it('ties the label, hint and error to the input; an error replaces the hint', () => {
    const described = () =>
      (screen.getByLabelText('Bank').getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    const { rerender } = renderEn(<TextField label="Bank" hint="As on the card" value="" onChange={() => undefined} />);
    expect(described()).toEqual(['As on the card']);
    rerender(<TextField label="Bank" hint="As on the card" error="Required" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Bank').getAttribute('aria-invalid')).toBe('true');
    expect(described()).toEqual(['Required']);
    expect(screen.queryByText('As on the card')).toBeNull();
  });

  it('shows and hides a password', () => {
    renderEn(<PasswordField label="Password" value="secret" onChange={() => undefined} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: en.ui.showPassword }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: en.ui.hidePassword }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('counts down 60 s after a code was sent, then offers it again', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(() => Promise.resolve());
    renderEn(<CodeField label="Code" value="" onChange={() => undefined} onSend={onSend} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.ui.getCode }));
      await Promise.resolve();
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend in 60s' });
    expect(button.disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: en.ui.getCode }).disabled).toBe(false);
  });

  it('waits as long as the server says (resendAfter)', async () => {
    renderEn(<CodeField label="Code" value="" onChange={() => undefined} onSend={() => Promise.resolve(30)} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.ui.getCode }));
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeTruthy();
  });

  it('asked too soon (429), counts down the Retry-After and says the code sent still works', async () => {
    vi.useFakeTimers();
    const tooSoon = new ApiError({
      code: 429,
      status: 429,
      message: 'Too many codes requested for this phone: try again in 42 s',
      reason: 'rate_limited',
      retryAfter: 42,
      shown: false,
    });
    renderEn(
      <CodeField
        label="Code"
        hint="We text it to you"
        value=""
        onChange={() => undefined}
        onSend={() => Promise.reject(tooSoon)}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.ui.getCode }));
      await Promise.resolve();
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend in 42s' }).disabled).toBe(true);
    expect(screen.getByText(en.ui.codeStillWorks)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(42_000);
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: en.ui.getCode }).disabled).toBe(false);
    expect(screen.getByText('We text it to you')).toBeTruthy();
  });

  it('ends the countdown when the code is for another phone (resetOn)', async () => {
    const field = (phone: string) => (
      <CodeField label="Code" value="" onChange={() => undefined} onSend={() => Promise.resolve(60)} resetOn={phone} />
    );
    const { rerender } = renderEn(field('13900000001'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.ui.getCode }));
      await Promise.resolve();
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend in 60s' }).disabled).toBe(true);
    rerender(field('13900000002'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: en.ui.getCode }).disabled).toBe(false);
  });

  it('a tick of the old countdown that runs after a new phone ended it does not bring it back', async () => {
    // React clears the interval in the effect's cleanup, after the render that ended the
    // countdown: on a loaded phone a tick can run in between (the e2e login test once stood on
    // "Resend in 12s" for two minutes). Here the old interval's callback is called after it.
    const ticks: (() => void)[] = [];
    const realSetInterval = globalThis.setInterval;
    const spy = vi.spyOn(globalThis, 'setInterval').mockImplementation((fn: () => void, ms?: number) => {
      ticks.push(fn);
      return realSetInterval(fn, ms);
    });
    const field = (phone: string) => (
      <CodeField label="Code" value="" onChange={() => undefined} onSend={() => Promise.resolve(60)} resetOn={phone} />
    );
    const { rerender } = renderEn(field('13900000001'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.ui.getCode }));
      await Promise.resolve();
    });
    expect(ticks).toHaveLength(1);
    rerender(field('13900000002'));
    act(() => ticks[0]!());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: en.ui.getCode }).disabled).toBe(false);
    spy.mockRestore();
  });

  it('keeps money in minor units, the text as typed, and reads the amount back formatted', () => {
    const seen: (number | null)[] = [];
    function Harness() {
      const [value, setValue] = useState<number | null>(1250);
      return (
        <>
          <MoneyField
            label="Amount"
            currency="CNY"
            value={value}
            onChange={(v) => {
              seen.push(v);
              setValue(v);
            }}
          />
          <button type="button" onClick={() => setValue(null)}>
            Reset
          </button>
        </>
      );
    }
    renderEn(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Amount');
    const readout = () => screen.getByTestId('money-readout').textContent;
    expect(input.value).toBe('12.5');
    expect(readout()).toBe('CN¥12.50');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '99.99' } });
    fireEvent.blur(input);
    expect(seen.at(-1)).toBe(9999);
    // Leaving and coming back never rewrites the text (a rewrite drops the caret and selection).
    expect(input.value).toBe('99.99');
    fireEvent.focus(input);
    expect(input.value).toBe('99.99');
    expect(readout()).toBe('CN¥99.99');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByTestId('money-readout').id);
    fireEvent.change(input, { target: { value: '1.234' } });
    expect(seen.at(-1)).toBeNull();
    expect(input.value).toBe('1.234');
    expect(readout()).toBe('');
    fireEvent.change(input, { target: { value: '2,000.5' } });
    expect(seen.at(-1)).toBeNull();
    // A value set from outside replaces the text.
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input.value).toBe('');
  });
});
