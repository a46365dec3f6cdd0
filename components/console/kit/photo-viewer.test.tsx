// @vitest-environment happy-dom
// The console's photo viewer (issue 42 #2) by keyboard: labelled buttons, + − 0 R and the
// buttons change the view, Tab stays in the dialog, Escape closes and the focus goes back.
// (The fit on a real screen and the pixels of a zoomed receipt: e2e/console-receipt.spec.ts.)
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderEn } from '@/components/ui/test-utils';
import en from '@/messages/en.json';
import { PhotoViewer } from './photo-viewer';

const v = en.console.viewer;

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <PhotoViewer image={open ? { src: '/uploads/r.png', alt: 'Receipt 7' } : null} onClose={() => setOpen(false)} />
    </>
  );
}

/** Opens the viewer and tells it the photo (1080 × 2340) has loaded. */
function open() {
  renderEn(<Opener />);
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  const img = screen.getByTestId('photo-viewer-image');
  Object.defineProperty(img, 'naturalWidth', { value: 1080 });
  Object.defineProperty(img, 'naturalHeight', { value: 2340 });
  fireEvent.load(img);
  return { opener, img, dialog: screen.getByRole('dialog', { name: 'Receipt 7' }) };
}

const zoom = () => screen.getByTestId('photo-zoom').textContent;
const key = (el: Element, k: string, more: object = {}) => fireEvent.keyDown(el, { key: k, ...more });

afterEach(cleanup);

describe('the photo viewer', () => {
  it('has a labelled button for each tool, and the focus on Close', () => {
    const { dialog } = open();
    for (const label of [v.zoomOut, v.zoomIn, v.rotate, v.fit, v.close]) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByRole('button', { name: v.close }));
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Receipt 7' })).toBeTruthy();
  });

  it('zooms with + and −, fits with 0, turns with R; the buttons do the same', () => {
    const { dialog, img } = open();
    // No stage size in this DOM: fitted is the photo's own size here.
    expect(zoom()).toBe('100%');
    // Fitted: zoom out says it is at its end and does nothing.
    expect(screen.getByRole('button', { name: v.zoomOut }).getAttribute('aria-disabled')).toBe('true');
    key(dialog, '+');
    expect(zoom()).toBe('150%');
    key(dialog, '=');
    expect(zoom()).toBe('225%');
    key(dialog, '-');
    expect(zoom()).toBe('150%');
    key(dialog, '0');
    expect(zoom()).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: v.zoomIn }));
    expect(zoom()).toBe('150%');
    key(dialog, 'r');
    expect(img.style.transform).toContain('rotate(90deg)');
    fireEvent.click(screen.getByRole('button', { name: v.rotate }));
    expect(img.style.transform).toContain('rotate(180deg)');
    fireEvent.click(screen.getByRole('button', { name: v.fit }));
    expect(img.style.transform).toContain('rotate(0deg)');
    expect(zoom()).toBe('100%');
    // Never past four photo pixels per screen pixel.
    for (let i = 0; i < 10; i += 1) key(dialog, '+');
    expect(zoom()).toBe('400%');
    expect(screen.getByRole('button', { name: v.zoomIn }).getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps Tab inside, closes on Escape and gives the focus back to what opened it', () => {
    const { opener, dialog } = open();
    const buttons = screen.getAllByRole('button').filter((b) => dialog.contains(b));
    const [first, last] = [buttons[0]!, buttons[buttons.length - 1]!];
    last.focus();
    key(dialog, 'Tab');
    expect(document.activeElement).toBe(first);
    key(dialog, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(last);
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
