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

  it('suspended (issue 37 #2): the submit button is disabled with the reason, tied to it for screen readers', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const view = renderEn(
      <Form onSubmit={onSubmit} submitLabel="Save" suspended>
        <input aria-label="x" />
      </Form>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(button.disabled).toBe(true);
    const note = screen.getByTestId('suspended-note');
    expect(note.textContent).toBe(en.suspended.paused);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    fireEvent.submit(button.form!);
    view.rerender(
      <Form onSubmit={onSubmit} submitLabel="Save">
        <input aria-label="x" />
      </Form>,
    );
    expect(screen.queryByTestId('suspended-note')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });
});
