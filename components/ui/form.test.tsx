// @vitest-environment happy-dom
// The kit's form refuses to submit offline and says why; online it submits.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { Form } from './form';
import { renderEn } from './test-utils';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('Form', () => {
  it('submits online, with no offline note', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderEn(
      <Form onSubmit={onSubmit} submitLabel="Save">
        <input aria-label="x" />
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('needs-network')).toBeNull();
  });

  it('offline: the submit button is disabled and the reason is shown; back online it works again', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderEn(
      <Form onSubmit={onSubmit} submitLabel="Save">
        <input aria-label="x" />
      </Form>,
    );
    setOnline(false);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByTestId('needs-network').textContent).toBe(en.pwa.needsNetwork);
    setOnline(true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
