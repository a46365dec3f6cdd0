'use client';
// Builds the locale's money formatter in a task of its own right after the first render. The first
// Intl.NumberFormat with a currency loads the browser's ICU data (tens of milliseconds on a phone);
// left to the first price, it lands in the same long task as rendering the data that just arrived.
// Mounted once in app/[locale]/layout.tsx.
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { prepareMoneyFormat } from '@/lib/format';

export function FormatWarmUp() {
  const locale = useLocale();
  useEffect(() => {
    const timer = setTimeout(() => prepareMoneyFormat(locale), 0);
    return () => clearTimeout(timer);
  }, [locale]);
  return null;
}
