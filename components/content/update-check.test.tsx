// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { dismissToast, peekToast } from '@/components/toast/toast-store';
import { renderEn } from '@/components/ui/test-utils';
import { UpdateCheck } from './update-check';

const answer = vi.hoisted(() => ({ current: (): Promise<unknown> => Promise.resolve([]) }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/client/request', () => ({ callApi: () => answer.current() }));
vi.mock('@/lib/nav/use-nav', () => ({ useNav: () => ({ navigate }) }));

afterEach(() => {
  cleanup();
  dismissToast();
  navigate.mockReset();
});

async function check() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: en.content.checkUpdate }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('UpdateCheck', () => {
  it('shows the client version', () => {
    renderEn(<UpdateCheck />);
    expect(screen.getByText('Version 1.0.5')).toBeTruthy();
  });

  it('an empty configuration is the "cannot connect" prompt', async () => {
    answer.current = () => Promise.resolve([]);
    renderEn(<UpdateCheck />);
    await check();
    expect(screen.getByRole('heading', { name: en.content.unreachableTitle })).toBeTruthy();
    expect(screen.getByText(en.content.unreachableBody)).toBeTruthy();
  });

  it('no answer at all is the same prompt', async () => {
    answer.current = () => Promise.reject(new Error('network'));
    renderEn(<UpdateCheck />);
    await check();
    expect(screen.getByText(en.content.unreachableBody)).toBeTruthy();
  });

  it('a newer version shows the change log and Download opens the download page', async () => {
    answer.current = () =>
      Promise.resolve([
        { code: 'app_version', value: '1.2.0' },
        { code: 'app_change_log', value: 'Faster.' },
      ]);
    renderEn(<UpdateCheck />);
    await check();
    expect(screen.getByRole('heading', { name: 'Version 1.2.0 is available' })).toBeTruthy();
    expect(screen.getByTestId('change-log').textContent).toBe('Faster.');
    fireEvent.click(screen.getByRole('button', { name: en.content.download }));
    expect(navigate).toHaveBeenCalledWith('download');
    expect(screen.queryByTestId('change-log')).toBeNull();
  });

  it('the same version toasts that this is the latest', async () => {
    answer.current = () => Promise.resolve([{ code: 'app_version', value: '1.0.5' }]);
    renderEn(<UpdateCheck />);
    await check();
    expect(peekToast()?.message).toBe('You have the latest version (1.0.5).');
    expect(screen.queryByRole('heading', { name: en.content.unreachableTitle })).toBeNull();
  });
});
