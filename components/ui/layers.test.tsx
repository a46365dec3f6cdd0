// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { Dialog, Sheet } from './dialog';
import { renderEn } from './test-utils';

afterEach(cleanup);

describe('dialog and sheet', () => {
  it('closes on Escape and confirms on the button', () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    renderEn(
      <Dialog open title="Delete address?" onClose={onClose} onConfirm={onConfirm}>
        It cannot be undone.
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: en.ui.confirm, hidden: true }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside: from the last control back to the first, and back again with Shift', () => {
    renderEn(
      <Sheet open title="Choose" onClose={() => undefined}>
        <button type="button">One</button>
        <button type="button">Two</button>
      </Sheet>,
    );
    const one = screen.getByRole('button', { name: 'One', hidden: true });
    const two = screen.getByRole('button', { name: 'Two', hidden: true });
    expect(document.activeElement).toBe(one);
    two.focus();
    fireEvent.keyDown(two, { key: 'Tab' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(two);
  });

  it('closes on a backdrop tap, but not on the second tap of the double tap that opened it', () => {
    const onClose = vi.fn();
    renderEn(<Dialog open title="Pay?" onClose={onClose} onConfirm={() => undefined} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.click(dialog, { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog, { detail: 1 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    renderEn(<Sheet open={false} title="Hidden" onClose={() => undefined} />);
    expect(screen.queryByText('Hidden')).toBeNull();
  });
});
