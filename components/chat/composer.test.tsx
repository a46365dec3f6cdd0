// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ContractLoader from '@/lib/api/client/contract-loader';
import { loadContract } from '@/lib/api/client/contract-loader';
import { renderEn } from '@/components/ui/test-utils';
import en from '@/messages/en.json';
import { Composer } from './composer';

afterEach(cleanup);

// The schemas' chunk can fail to arrive (offline before the service worker cached it).
const chunk = vi.hoisted(() => ({ fails: false }));
vi.mock('@/lib/api/client/contract-loader', async (importOriginal) => {
  const real = await importOriginal<typeof ContractLoader>();
  return {
    ...real,
    // What the real one rejects with when the chunk does not arrive (contract-loader.test.ts).
    loadContract: () => (chunk.fails ? Promise.reject(real.contractUnavailable()) : real.loadContract()),
  };
});
// Loaded once before the tests (as the app does after hydration): its first import can take
// longer than waitFor's second on a busy machine.
beforeAll(() => loadContract());

const field = () => screen.getByLabelText('Message', { selector: 'textarea' });

describe('Composer', () => {
  it('offline: Send and the photo button are disabled with the reason, and Enter sends nothing', () => {
    const onSend = vi.fn();
    renderEn(<Composer onSend={onSend} />);
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    try {
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
      expect(screen.getByTestId('needs-network').textContent).toBe(en.pwa.needsNetwork);
      fireEvent.change(field(), { target: { value: 'hello' } });
      fireEvent.keyDown(field(), { key: 'Enter' });
      expect(onSend).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
  });

  it('sends the trimmed text with Enter and empties the field', async () => {
    const onSend = vi.fn();
    renderEn(<Composer onSend={onSend} />);
    fireEvent.change(field(), { target: { value: '  hello  ' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    // The text is checked with the contract's schema (loaded on demand in the app).
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ text: 'hello' }));
    expect((field() as HTMLTextAreaElement).value).toBe('');
  });

  it('says the network failed when the schemas’ chunk does not arrive, and sends nothing', async () => {
    const onSend = vi.fn();
    renderEn(<Composer onSend={onSend} />);
    chunk.fails = true;
    try {
      fireEvent.change(field(), { target: { value: 'hello' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect((await screen.findByRole('alert')).textContent).toBe(en.errors.network);
      expect(onSend).not.toHaveBeenCalled();
      expect((field() as HTMLTextAreaElement).value).toBe('hello');
    } finally {
      chunk.fails = false;
    }
  });

  it('keeps Shift+Enter for a new line', () => {
    const onSend = vi.fn();
    renderEn(<Composer onSend={onSend} />);
    fireEvent.change(field(), { target: { value: 'line' } });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says why before sending: empty, or over 1000 characters (with a counter near the limit)', async () => {
    const onSend = vi.fn();
    renderEn(<Composer onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Type a message first.');
    fireEvent.change(field(), { target: { value: 'x'.repeat(1005) } });
    expect(screen.getByText('5 characters too many')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('too long'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses a photo over 5 MiB next to the field', () => {
    const onSend = vi.fn();
    renderEn(<Composer onSend={onSend} />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('This photo is too large (5 MB at most).');
    expect(onSend).not.toHaveBeenCalled();
  });
});
