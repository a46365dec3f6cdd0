// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { PinPad } from './pin-pad';
import { renderEn } from './test-utils';

afterEach(cleanup);

const key = (name: string) => screen.getByRole('button', { name, hidden: true });
const filled = () => screen.getByTestId('pin-dots').querySelectorAll('span[class*="filled"]').length;
const entered = (count: number, total = 6) => `${count} digit${count === 1 ? '' : 's'} of ${total} entered`;

function Checked({ onComplete }: { onComplete: (pin: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <PinPad
        open
        onClose={() => undefined}
        title="Enter your pay password"
        length={6}
        busy={busy}
        error={error}
        onComplete={(pin) => {
          onComplete(pin);
          setBusy(true);
        }}
      />
      <button
        type="button"
        onClick={() => {
          setBusy(false);
          setError('The pay password is wrong.');
        }}
      >
        refuse
      </button>
    </>
  );
}

describe('PinPad', () => {
  it('has a labelled group of real digit buttons and a Delete button', () => {
    renderEn(<PinPad open onClose={() => undefined} title="Enter your pay password" length={6} onComplete={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Enter your pay password', hidden: true });
    for (const d of '0123456789') expect(group.contains(key(d))).toBe(true);
    expect(key(en.ui.pinDelete).tagName).toBe('BUTTON');
    expect(screen.getByText(entered(0))).toBeTruthy();
  });

  it('shows a dot per digit and hands over all of them once the last is in', () => {
    const onComplete = vi.fn();
    renderEn(<PinPad open onClose={() => undefined} title="PIN" length={6} onComplete={onComplete} />);
    for (const d of '24681') fireEvent.click(key(d));
    expect(filled()).toBe(5);
    expect(screen.getByText(entered(5))).toBeTruthy();
    fireEvent.click(key(en.ui.pinDelete));
    expect(filled()).toBe(4);
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.click(key('1'));
    fireEvent.click(key('0'));
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('246810');
    // A seventh digit does nothing.
    fireEvent.click(key('9'));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard: digits and Backspace typed while a key has the focus', () => {
    const onComplete = vi.fn();
    renderEn(<PinPad open onClose={() => undefined} title="PIN" length={6} onComplete={onComplete} />);
    const target = key('5');
    for (const k of ['1', '3', 'x', '5', 'Backspace', '5', '7', '9', '0']) fireEvent.keyDown(target, { key: k });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('135790');
  });

  it('ignores keys while busy, then starts again from no digits with the error under the dots', () => {
    const onComplete = vi.fn();
    renderEn(<Checked onComplete={onComplete} />);
    for (const d of '111111') fireEvent.click(key(d));
    expect(onComplete).toHaveBeenCalledWith('111111');
    expect(key('1').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(key(en.ui.pinDelete));
    expect(filled()).toBe(6);
    fireEvent.click(screen.getByRole('button', { name: 'refuse', hidden: true }));
    expect(filled()).toBe(0);
    const error = screen.getByRole('alert', { hidden: true });
    expect(error.textContent).toBe('The pay password is wrong.');
    const group = screen.getByRole('group', { hidden: true });
    expect(group.getAttribute('aria-describedby')).toContain(error.id);
    fireEvent.click(key('2'));
    expect(filled()).toBe(1);
  });
});
