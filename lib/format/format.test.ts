import { describe, expect, it } from 'vitest';
import { cardNumber, maskedCardNumber, phone } from '@/lib/api/schemas/common';
import {
  cardDigits,
  formatMoney,
  prepareMoneyFormat,
  groupCardNumber,
  maskCardNumber,
  maskPhone,
  minorDigits,
  normalizePhone,
  parseMoneyInput,
} from './index';

describe('money', () => {
  it.each([
    { locale: 'en', currency: 'CNY', minor: 12_345, text: 'CN¥123.45' },
    { locale: 'zh-CN', currency: 'CNY', minor: 12_345, text: '¥123.45' },
    { locale: 'fr', currency: 'EUR', minor: 123_456, text: '1\u202f234,56\u00a0€' },
    { locale: 'es', currency: 'EUR', minor: 500, text: '5,00\u00a0€' },
    { locale: 'en', currency: 'JPY', minor: 500, text: '¥500' },
    { locale: 'zh-TW', currency: 'USD', minor: 1, text: 'US$0.01' },
  ])('$minor minor units in $locale $currency → $text', ({ locale, currency, minor, text }) => {
    expect(formatMoney(minor, locale, currency)).toBe(text);
  });

  it('refuses fractional minor units', () => {
    expect(() => formatMoney(1.5, 'en', 'CNY')).toThrow(RangeError);
  });

  it('parses typed amounts into minor units', () => {
    expect(minorDigits('CNY')).toBe(2);
    expect(parseMoneyInput('12.5', 'CNY')).toBe(1250);
    expect(parseMoneyInput('12,50', 'EUR')).toBe(1250);
    expect(parseMoneyInput('1 000', 'CNY')).toBe(100_000);
    expect(parseMoneyInput('0.001', 'CNY')).toBeNull();
    expect(parseMoneyInput('-3', 'CNY')).toBeNull();
    expect(parseMoneyInput('abc', 'CNY')).toBeNull();
    expect(parseMoneyInput('7', 'JPY')).toBe(7);
  });
});

describe('cards', () => {
  it('groups in fours and masks all but the last four', () => {
    expect(groupCardNumber('6011000990139424')).toBe('6011 0009 9013 9424');
    expect(groupCardNumber('6222 0212-3456789012')).toBe('6222 0212 3456 7890 12');
    expect(maskCardNumber('6011000990139424')).toBe('**** **** **** 9424');
    expect(maskCardNumber('9424')).toBe('**** **** **** 9424');
    expect(cardDigits('6011 0009 9013 9424')).toBe('6011000990139424');
  });

  it('masked output and typed input satisfy the contract', () => {
    expect(maskedCardNumber.safeParse(maskCardNumber('6011000990139424')).success).toBe(true);
    expect(cardNumber.safeParse(cardDigits('6011 0009 9013 9424')).success).toBe(true);
  });
});

describe('phones', () => {
  it.each([
    ['13800138000', '138****8000'],
    ['+447700900123', '+447*****0123'],
    ['1234567', '*****67'],
  ])('%s → %s', (input, masked) => {
    expect(maskPhone(input)).toBe(masked);
  });

  it('normalises typed numbers into what the API accepts', () => {
    expect(normalizePhone(' +44 7700-900 123 ')).toBe('+447700900123');
    expect(phone.safeParse(normalizePhone('(138) 0013-8000')).success).toBe(true);
  });
});

describe('prepareMoneyFormat', () => {
  it('builds the formatters of a locale ahead, so its first price builds none', () => {
    const Real = Intl.NumberFormat;
    let built = 0;
    const counting = function (...args: ConstructorParameters<typeof Real>) {
      built += 1;
      return new Real(...args);
    };
    Intl.NumberFormat = counting as unknown as typeof Intl.NumberFormat;
    try {
      prepareMoneyFormat('fr', 'CHF');
      const ahead = built;
      const text = formatMoney(12345, 'fr', 'CHF');
      expect(ahead).toBeGreaterThan(0);
      expect(built).toBe(ahead);
      expect(text).toBe(new Real('fr', { style: 'currency', currency: 'CHF' }).format(123.45));
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});
