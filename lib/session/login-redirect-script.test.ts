// Issue 37 #3e: Mine (any screen behind the login) opened with no session goes to login before
// its skeleton paints, to the same URL the login gate builds.
import { describe, expect, it } from 'vitest';
import { stackKey } from '@/lib/nav/href';
import { bootLoginRedirect, loginRedirectScript, type RedirectWindow } from './login-redirect-script';

function fakeWindow(stored: Record<string, string>, pathname: string, search = '') {
  const replaced: string[] = [];
  const win: RedirectWindow = {
    localStorage: { getItem: (k) => stored[k] ?? null },
    location: { pathname, search, replace: (url: string | URL) => void replaced.push(String(url)) },
    document: { documentElement: { style: { visibility: '' } } },
  };
  return { win, replaced };
}

const KEYS = ['accessToken', 'refreshToken'];

describe('bootLoginRedirect', () => {
  it('no session stored: hides the page and replaces it with login, returning to the screen', () => {
    const { win, replaced } = fakeWindow({}, '/en/mine/');
    bootLoginRedirect('/en/login/', 'from', KEYS, win);
    expect(win.document.documentElement.style.visibility).toBe('hidden');
    expect(replaced).toEqual([`/en/login/?${new URLSearchParams({ from: stackKey('/en/mine/', '') })}`]);
  });

  it('keeps the query of the screen, as the login gate does', () => {
    const { win, replaced } = fakeWindow({}, '/zh-CN/mine/address/edit', '?id=3');
    bootLoginRedirect('/zh-CN/login/', 'from', KEYS, win);
    expect(replaced).toEqual(['/zh-CN/login/?from=%2Fmine%2Faddress%2Fedit%2F%3Fid%3D3']);
    expect(stackKey('/zh-CN/mine/address/edit', '?id=3')).toBe('/mine/address/edit/?id=3');
  });

  it('a stored token (access or refresh) leaves the page to the app', () => {
    for (const stored of [{ accessToken: 'a.b.c' }, { refreshToken: 'r' }] as Record<string, string>[]) {
      const { win, replaced } = fakeWindow(stored, '/en/mine/');
      bootLoginRedirect('/en/login/', 'from', KEYS, win);
      expect(replaced).toEqual([]);
      expect(win.document.documentElement.style.visibility).toBe('');
    }
  });

  it('serializes to a self-contained call with the login URL and both token keys', () => {
    const source = loginRedirectScript('/fr/login/');
    expect(source).toContain('"/fr/login/","from",["accessToken","refreshToken"]');
    expect(source).not.toMatch(/\bimport\b|require\(/);
  });
});
