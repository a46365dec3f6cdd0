import { describe, expect, it } from 'vitest';
import { queryString, routeHref, stackKey } from './href';

describe('routeHref', () => {
  it('appends query parameters to the segment path', () => {
    expect(routeHref('en', 'goodsDetail', { id: 5 })).toBe('/en/goods/detail/?id=5');
    expect(routeHref('zh-TW', 'home')).toBe('/zh-TW/home/');
    expect(routeHref('fr', 'goods', { q: 'a b&c', page: undefined, empty: null })).toBe('/fr/goods/?q=a+b%26c');
    expect(routeHref('es', 'mine', new URLSearchParams('x=1&x=2'))).toBe('/es/mine/?x=1&x=2');
  });

  it('writes nothing for an empty query', () => {
    expect(queryString({})).toBe('');
    expect(queryString()).toBe('');
  });
});

describe('stackKey', () => {
  it('drops the locale so a language switch is the same stack entry', () => {
    expect(stackKey('/en/goods/detail/', '?id=5')).toBe('/goods/detail/?id=5');
    expect(stackKey('/fr/goods/detail', 'id=5')).toBe('/goods/detail/?id=5');
    expect(stackKey('/zh-TW/home/', '')).toBe('/home/');
  });
});
