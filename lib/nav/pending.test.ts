import { describe, expect, it } from 'vitest';
import { currentPending, endPending, isInAppNavigation, startPending, subscribePending } from './pending';

const here = 'http://app.test/en/home/';
const plain = { button: 0, modified: false };
const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
});

describe('isInAppNavigation', () => {
  it('counts a plain click on another page or query of the app', () => {
    expect(isInAppNavigation(link('/en/goods/'), plain, here)).toBe(true);
    expect(isInAppNavigation(link('/en/home/?tab=2'), plain, here)).toBe(true);
  });

  it('ignores the same page, other sites, new windows, downloads and modified clicks', () => {
    expect(isInAppNavigation(link('/en/home/'), plain, here)).toBe(false);
    expect(isInAppNavigation(link('/en/home/#top'), plain, here)).toBe(false);
    expect(isInAppNavigation(link('https://else.test/'), plain, here)).toBe(false);
    expect(isInAppNavigation(link('/en/goods/', { target: '_blank' }), plain, here)).toBe(false);
    expect(isInAppNavigation(link('/x.pdf', { hasDownload: true }), plain, here)).toBe(false);
    expect(isInAppNavigation(link('/en/goods/'), { button: 0, modified: true }, here)).toBe(false);
    expect(isInAppNavigation(link('/en/goods/'), { button: 1, modified: false }, here)).toBe(false);
  });
});

describe('pending navigation', () => {
  it('notifies listeners and numbers each start so timers restart', () => {
    let calls = 0;
    const stop = subscribePending(() => calls++);
    startPending('/en/goods/');
    const first = currentPending();
    startPending('/en/mine/');
    expect(currentPending()).toMatchObject({ href: '/en/mine/' });
    expect(currentPending()?.seq).toBe((first?.seq ?? 0) + 1);
    endPending();
    endPending();
    expect(currentPending()).toBeNull();
    expect(calls).toBe(3);
    stop();
  });
});
