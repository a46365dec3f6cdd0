// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { LogoutButton } from './logout-button';
import { renderEn } from './test-utils';

let finishLogout: () => void = () => undefined;
// As session-actions does: `leave` runs once the server has answered, before the end.
const logout = vi.fn(
  (leave?: () => void) =>
    new Promise<void>(
      (resolve) =>
        (finishLogout = () => {
          leave?.();
          resolve();
        }),
    ),
);
vi.mock('@/lib/session/session-actions', () => ({ logout: (leave?: () => void) => logout(leave) }));

beforeEach(() => {
  logout.mockClear();
});
afterEach(cleanup);

/** Lets the server's answer arrive, and what follows it run. */
const settle = () =>
  act(async () => {
    finishLogout();
    await Promise.resolve();
  });

// The dialog is a modal <dialog>: Testing Library counts the page behind it as hidden.
const button = (name: string) => screen.getByRole('button', { name, hidden: true });
const dialog = () => screen.queryByRole('dialog', { name: en.session.logoutTitle, hidden: true });

describe('LogoutButton', () => {
  it('asks first: Cancel keeps the session, Log out in the dialog ends it, then onDone', async () => {
    const onDone = vi.fn();
    renderEn(<LogoutButton onDone={onDone} />);
    fireEvent.click(button(en.session.logout));
    expect(logout).not.toHaveBeenCalled();
    expect(dialog()?.textContent).toContain(en.session.logoutBody);

    fireEvent.click(button(en.ui.cancel));
    expect(dialog()).toBeNull();
    expect(logout).not.toHaveBeenCalled();

    fireEvent.click(button(en.session.logout));
    const inDialog = dialog()!.querySelectorAll('button');
    fireEvent.click([...inDialog].find((b) => b.textContent === en.session.logout)!);
    expect(logout).toHaveBeenCalledTimes(1);
    // Asked already: cancelling now could not take it back, so the dialog stays until it is done.
    fireEvent.click(button(en.ui.cancel));
    expect(dialog()).not.toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    await settle();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('logs out at once where the screen itself is the question (confirm={false})', async () => {
    const onDone = vi.fn();
    renderEn(<LogoutButton confirm={false} onDone={onDone} />);
    fireEvent.click(button(en.session.logout));
    expect(dialog()).toBeNull();
    expect(logout).toHaveBeenCalledTimes(1);
    await settle();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
