// @vitest-environment happy-dom
// Issue 42 #10: "Take off sale" acted at once (buyers stopped seeing the item mid-auction on a
// slip). It asks first; putting an item back on sale is harmless and acts at once.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEn } from '@/components/ui/test-utils';
import { ShelfButton } from './shelf-button';

afterEach(cleanup);

describe('ShelfButton', () => {
  it('taking off sale asks first, and acts only on confirm', async () => {
    const toggle = vi.fn(() => Promise.resolve());
    renderEn(<ShelfButton name="Jade vase" offShelf={false} busy={false} onToggle={toggle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Take off sale' }));
    expect(toggle).not.toHaveBeenCalled();
    expect(screen.getByText('Take Jade vase off sale?')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Take off sale' });
    await act(async () => {
      fireEvent.click(buttons[buttons.length - 1]!);
      await Promise.resolve();
    });
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('putting back acts at once', () => {
    const toggle = vi.fn(() => Promise.resolve());
    renderEn(<ShelfButton name="Jade vase" offShelf busy={false} onToggle={toggle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Put back on sale' }));
    expect(toggle).toHaveBeenCalledTimes(1);
  });
});
