import { afterEach, describe, expect, it } from 'vitest';
import { arrive, backGoesHome, readStack, reconcile, setIntent, takeIntent } from './stack';

describe('reconcile', () => {
  it('starts a stack on the first page of a tab session (a deep link opened first)', () => {
    expect(reconcile([], '/goods/detail/?id=5', null)).toEqual(['/goods/detail/?id=5']);
  });

  it('follows the spec modes', () => {
    expect(reconcile(['/home/'], '/goods/', 'navigate')).toEqual(['/home/', '/goods/']);
    expect(reconcile(['/home/', '/goods/'], '/login/', 'redirect')).toEqual(['/home/', '/login/']);
    expect(reconcile(['/home/', '/goods/', '/x/'], '/mine/', 'relaunch')).toEqual(['/mine/']);
  });

  it('treats a reload as staying and the browser back button as a pop', () => {
    expect(reconcile(['/home/', '/goods/'], '/goods/', null)).toEqual(['/home/', '/goods/']);
    expect(reconcile(['/home/', '/goods/'], '/home/', null)).toEqual(['/home/']);
  });

  it('pushes an explicit navigate even to the page just below (A → B → A)', () => {
    expect(reconcile(['/a/', '/b/'], '/a/', 'navigate')).toEqual(['/a/', '/b/', '/a/']);
  });

  it('sends Back home only when the page is the only one', () => {
    expect(backGoesHome([])).toBe(true);
    expect(backGoesHome(['/goods/detail/'])).toBe(true);
    expect(backGoesHome(['/home/', '/goods/detail/'])).toBe(false);
  });
});

describe('session persistence', () => {
  const store = new Map<string, string>();
  const fake = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  afterEach(() => {
    store.clear();
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('keeps the stack and consumes the intent once', () => {
    Object.assign(globalThis, { sessionStorage: fake });
    expect(arrive('/home/')).toEqual(['/home/']);
    setIntent('navigate');
    expect(arrive('/goods/')).toEqual(['/home/', '/goods/']);
    expect(takeIntent()).toBeNull();
    expect(readStack()).toEqual(['/home/', '/goods/']);
    expect(arrive('/home/')).toEqual(['/home/']);
  });

  it('survives garbage in storage and missing storage', () => {
    Object.assign(globalThis, { sessionStorage: fake });
    store.set('gavel.navStack', '{not json');
    expect(readStack()).toEqual([]);
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    expect(arrive('/mine/')).toEqual(['/mine/']);
  });
});
