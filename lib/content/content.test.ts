import { describe, expect, it } from 'vitest';
import pkg from '@/package.json';
import { agreementArticleId, DEFAULT_AGREEMENT_IDS, idParam } from './agreements';
import { CLIENT_VERSION, compareVersions, updateStatus } from './version';

const dict = (items: [string, string][]) => [
  { code: 'order_status', name: 'x', items: [{ value: 'privacy', label: '99', sort: 0 }] },
  {
    code: 'agreement_article',
    name: 'Agreements',
    items: items.map(([value, label], sort) => ({ value, label, sort })),
  },
];

describe('agreementArticleId', () => {
  it('reads the id from the agreement_article dictionary (value names, label is the id)', () => {
    expect(
      agreementArticleId(
        dict([
          ['privacy', '7'],
          ['risk', '12'],
        ]),
        'privacy',
      ),
    ).toBe(7);
    expect(
      agreementArticleId(
        dict([
          ['privacy', '7'],
          ['risk', '12'],
        ]),
        'risk',
      ),
    ).toBe(12);
  });

  it('also reads the pair the other way round', () => {
    expect(agreementArticleId(dict([['8', 'service']]), 'service')).toBe(8);
  });

  it('falls back to the default ids when the dictionary has no usable entry', () => {
    expect(agreementArticleId(undefined, 'notice')).toBe(DEFAULT_AGREEMENT_IDS.notice);
    expect(agreementArticleId(dict([['notice', 'abc']]), 'notice')).toBe(3);
    expect(agreementArticleId(dict([]), 'service')).toBe(2);
  });
});

describe('idParam', () => {
  it('accepts positive whole numbers only', () => {
    expect(idParam('5')).toBe(5);
    expect(idParam(' 12 ')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', 'abc', '1e3', '9999999999'])
      expect(idParam(bad)).toBeUndefined();
  });
});

describe('update check', () => {
  it('the client version is the spec’s 1.0.5, as in package.json', () => {
    expect(CLIENT_VERSION).toBe('1.0.5');
    expect(pkg.version).toBe(CLIENT_VERSION);
  });

  it('compares dotted versions numerically', () => {
    expect(compareVersions('1.0.10', '1.0.9')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('v1.2.0', '1.10.0')).toBe(-1);
    expect(compareVersions('2.0.0-beta', '1.9.9')).toBe(1);
  });

  it('an empty configuration is the spec’s "cannot connect" case', () => {
    expect(updateStatus([])).toEqual({ kind: 'unreachable' });
    expect(updateStatus([{ code: 'app_change_log', value: 'x' }])).toEqual({ kind: 'unreachable' });
    expect(updateStatus([{ code: 'app_version', value: '  ' }])).toEqual({ kind: 'unreachable' });
  });

  it('a newer server version carries the change log; the same or older is the latest', () => {
    const config = [
      { code: 'app_change_log', value: 'Faster.' },
      { code: 'app_version', value: '1.1.0' },
    ];
    expect(updateStatus(config)).toEqual({ kind: 'newer', current: '1.0.5', latest: '1.1.0', changeLog: 'Faster.' });
    expect(updateStatus([{ code: 'app_version', value: '1.0.5' }])).toEqual({ kind: 'latest', current: '1.0.5' });
    expect(updateStatus([{ code: 'app_version', value: '1.0.1' }])).toEqual({ kind: 'latest', current: '1.0.5' });
  });
});
