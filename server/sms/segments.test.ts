// Every code SMS, in every locale, is one segment (issue 41): the French login SMS had narrow
// no-break spaces, which made it UCS-2 and two segments (twice the cost, and some phones show the
// parts apart). Measured on the text as sent, with a realistic six-digit code.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import type { CodePurpose } from './codes';
import { smsEncoding, smsSegments } from './segments';
import { smsText } from './templates';

const PURPOSES: CodePurpose[] = ['login', 'register', 'pay_password', 'delete_account'];

describe('SMS segments', () => {
  it('counts GSM-7 in septets (the extension table twice) and anything else as UCS-2', () => {
    expect(smsEncoding('Gavel: 123456 à é ñ ¿?')).toBe('GSM-7');
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    for (const c of ['\u202F', '\u00A0', '’', 'ó', 'ê', '码']) expect(smsEncoding(`code ${c}`), c).toBe('UCS-2');
    expect(smsSegments('码'.repeat(70))).toBe(1);
    expect(smsSegments('码'.repeat(71))).toBe(2);
    expect(smsSegments('码'.repeat(134))).toBe(2);
    expect(smsSegments('码'.repeat(135))).toBe(3);
  });

  describe.each(LOCALES)('%s', (locale) => {
    it.each(PURPOSES)('the %s SMS fits in one segment', (purpose) => {
      const text = smsText(locale, purpose, '483920');
      expect(text).toContain('483920');
      const limit = smsEncoding(text) === 'GSM-7' ? 160 : 70;
      expect(smsSegments(text), `${smsEncoding(text)}, ${text.length} of ${limit}: ${text}`).toBe(1);
    });
  });

  it.each(LOCALES.filter((l) => !l.startsWith('zh')))('%s: the SMS are GSM-7 (Latin text needs no UCS-2)', (locale) => {
    for (const purpose of PURPOSES) expect(smsEncoding(smsText(locale, purpose, '483920')), purpose).toBe('GSM-7');
  });
});
