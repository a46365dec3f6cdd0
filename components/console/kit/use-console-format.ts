'use client';
// Numbers, money, times and ages in the operator's language.
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { formatMoney } from '@/lib/format/money';

const MINUTE = 60_000;

export function useConsoleFormat() {
  const locale = useLocale();
  const format = useFormatter();
  const t = useTranslations('console.age');
  const money = useCallback((minor: number) => formatMoney(minor, locale), [locale]);
  const dateTime = useCallback(
    (iso: string | number) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }),
    [format],
  );
  /** How long since `iso` (or until, for a future time), in whole minutes, hours or days. */
  const age = useCallback(
    (from: string | number, now: number = Date.now()) => {
      const minutes = Math.max(0, Math.round(Math.abs(now - new Date(from).getTime()) / MINUTE));
      if (minutes < 60) return t('minutes', { n: minutes });
      const hours = Math.floor(minutes / 60);
      if (hours < 48) return t('hours', { n: hours });
      return t('days', { n: Math.floor(hours / 24) });
    },
    [t],
  );
  return { money, dateTime, age, number: (n: number) => format.number(n) };
}
