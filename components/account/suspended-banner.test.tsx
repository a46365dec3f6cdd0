// @vitest-environment happy-dom
// Issue 37 #2: the shell's check shows the suspension banner (loaded on demand) only while the
// account is suspended, inside a live region that is there before it, and takes it away when the
// account is active again; the banner says what still works and what is paused.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';

let suspended = false;
vi.mock('@/lib/session/use-suspended', () => ({ useSuspended: () => suspended }));

const { default: SuspendedCheck } = await import('./suspended-check');

afterEach(() => {
  cleanup();
  suspended = false;
});

describe('SuspendedCheck', () => {
  it('shows nothing for an active account, the banner once suspended, nothing again when active', async () => {
    const view = renderEn(<SuspendedCheck />);
    const region = view.container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(screen.queryByTestId('suspended-banner')).toBeNull();

    suspended = true;
    view.rerender(<SuspendedCheck />);
    const banner = await screen.findByTestId('suspended-banner');
    expect(region?.contains(banner)).toBe(true);
    expect(banner.textContent).toContain(en.suspended.title);
    expect(banner.textContent).toContain(en.suspended.body);
    // Published by the banner's effect, which runs after the commit that put it in the document:
    // findByTestId can return in between (it failed once that way in a whole run).
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--suspended-banner-height')).toMatch(/px$/),
    );

    suspended = false;
    act(() => view.rerender(<SuspendedCheck />));
    expect(screen.queryByTestId('suspended-banner')).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--suspended-banner-height')).toBe('');
  });

  it('says what still works and what is paused: exactly the calls the server refuses', () => {
    // server/auth/frozen.ts: buy, consign, recharge, withdraw and SaveUserBankInfo answer 403.
    expect(en.suspended.body).toMatch(/sign in, browse, chat, see your orders and ask for delivery/);
    expect(en.suspended.body).toMatch(
      /Buying, consigning, recharging, withdrawing and changing your withdrawal card are paused/,
    );
  });
});
