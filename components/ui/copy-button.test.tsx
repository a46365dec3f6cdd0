// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { dismissToast, peekToast } from '@/components/toast/toast-store';
import { CopyButton } from './copy-button';
import { renderEn } from './test-utils';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const write = vi.fn(writeText);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: write } });
  return write;
}

async function press(name: string) {
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
    return new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('CopyButton', () => {
  it('copies the text and toasts "Content copied"', async () => {
    const write = stubClipboard(() => Promise.resolve());
    renderEn(<CopyButton text="https://gavel.example/" label="Copy link" />);
    await press('Copy link');
    expect(write).toHaveBeenCalledWith('https://gavel.example/');
    expect(peekToast()?.message).toBe(en.ui.copied);
  });

  it('says "Copy failed, please copy manually" when the clipboard refuses and the fallback fails', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const exec = vi.fn(() => false);
    document.execCommand = exec;
    renderEn(<CopyButton text="x" />);
    await press(en.ui.copy);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(peekToast()?.message).toBe(en.ui.copyFailed);
    // The off-screen text area of the fallback is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back to select-and-copy where there is no Clipboard API', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    renderEn(<CopyButton text="x" />);
    await press(en.ui.copy);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(peekToast()?.message).toBe(en.ui.copied);
  });
});
