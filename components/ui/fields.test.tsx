// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  it('ties the label, hint and error to the input', () => {
    renderEn(<TextField label="Bank" hint="As on the card" error="Required" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Bank');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Required', 'As on the card']);
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

  it('keeps money in minor units and shows it in the locale’s format', () => {
    const seen: (number | null)[] = [];
    function Harness() {
      const [value, setValue] = useState<number | null>(1250);
      return (
        <MoneyField
          label="Amount"
          currency="CNY"
          value={value}
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      );
    }
    renderEn(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Amount');
    expect(input.value).toBe('CN¥12.50');
    fireEvent.focus(input);
    expect(input.value).toBe('12.5');
    fireEvent.change(input, { target: { value: '99.99' } });
    fireEvent.blur(input);
    expect(seen.at(-1)).toBe(9999);
    expect(input.value).toBe('CN¥99.99');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1.234' } });
    expect(seen.at(-1)).toBeNull();
  });
});
