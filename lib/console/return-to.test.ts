import { describe, expect, it } from 'vitest';
import { consoleLocale } from './locale';
import { safeReturnTo, withReturn } from './return-to';

describe('console return-to', () => {
  it('keeps a console screen with its query', () => {
    expect(safeReturnTo('/console/queues/?type=withdraw&page=2')).toBe('/console/queues/?type=withdraw&page=2');
    expect(withReturn('/console/sign-in/', '/console/audit/?operator=ann')).toBe(
      '/console/sign-in/?from=%2Fconsole%2Faudit%2F%3Foperator%3Dann',
    );
  });

  it('refuses anything else, and never returns to sign-in itself', () => {
    for (const bad of [
      '//evil.example/console/',
      'https://evil.example/',
      '/en/home/',
      '/console/../x',
      '/console/a b/',
    ]) {
      expect(safeReturnTo(bad)).toBe('/console/');
    }
    expect(safeReturnTo('/console/sign-in/?from=%2Fconsole%2F')).toBe('/console/');
    expect(safeReturnTo(null)).toBe('/console/');
    expect(withReturn('/console/sign-in/', '/console/')).toBe('/console/sign-in/');
  });
});

describe('console language', () => {
  it('takes the stored choice, else the browser, else English', () => {
    expect(consoleLocale('fr', ['zh-CN'])).toBe('fr');
    expect(consoleLocale(null, ['zh-Hant-TW', 'en'])).toBe('zh-TW');
    expect(consoleLocale('xx', ['de', 'es-MX'])).toBe('es');
    expect(consoleLocale(null, ['de'])).toBe('en');
  });
});
