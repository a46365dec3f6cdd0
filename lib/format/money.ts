// Money is integer minor units everywhere; only the screen turns it into text.

/** The shop's currency: build-time NEXT_PUBLIC_CURRENCY, default CNY. */
export const DEFAULT_CURRENCY = (process.env.NEXT_PUBLIC_CURRENCY ?? 'CNY').toUpperCase();

const cache = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    cache.set(key, f);
  }
  return f;
}

/**
 * Builds the formatters formatMoney will use for `locale`, ahead of the first price: the first
 * Intl.NumberFormat with a currency loads the browser's ICU data, tens of milliseconds on a phone.
 */
export function prepareMoneyFormat(locale: string, currency: string = DEFAULT_CURRENCY): void {
  moneyFormat('en', currency);
  moneyFormat(locale, currency);
}

/** Digits after the decimal point for a currency (2 for CNY/EUR/USD, 0 for JPY). */
export function minorDigits(currency: string = DEFAULT_CURRENCY): number {
  return moneyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** 12345 (minor units) → "¥123.45" / "123,45 €"-style text for the locale. */
export function formatMoney(minor: number, locale: string, currency: string = DEFAULT_CURRENCY): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money must be an integer number of minor units: ${minor}`);
  return moneyFormat(locale, currency).format(minor / 10 ** minorDigits(currency));
}

/**
 * What a user typed ("12.5", "12,50", "1 000") → minor units, or null when it is not an amount
 * with at most the currency's number of decimals. Never negative.
 */
export function parseMoneyInput(text: string, currency: string = DEFAULT_CURRENCY): number | null {
  const digits = minorDigits(currency);
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(compact);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}
