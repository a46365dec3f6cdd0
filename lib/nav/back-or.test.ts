// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backOr } from './back-or';
import { writeStack } from './stack';
import type { Nav } from './use-nav';

function fakeNav() {
  const back = vi.fn();
  const redirect = vi.fn();
  const nav: Nav = { navigate: vi.fn(), redirect, relaunch: vi.fn(), back, switchLocale: vi.fn() };
  return { nav, back, redirect };
}

beforeEach(() => sessionStorage.clear());

describe('backOr', () => {
  it('goes Back when the form was opened from another screen', () => {
    writeStack(['/mine/settings/', '/mine/nickname/']);
    const { nav, back, redirect } = fakeNav();
    backOr(nav, 'settings');
    expect(back).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('replaces itself with the fallback when it was opened first (Back would go home)', () => {
    writeStack(['/mine/nickname/']);
    const { nav, back, redirect } = fakeNav();
    backOr(nav, 'settings');
    expect(redirect).toHaveBeenCalledWith('settings', undefined);
    expect(back).not.toHaveBeenCalled();
  });
});
