'use client';
// A step's date and time, short enough for a phone: the year only when it is not this one.
import { useLocale } from 'next-intl';

export function useDateTime() {
  const locale = useLocale();
  const thisYear = new Date().getFullYear();
  return (iso: string) => {
    const d = new Date(iso);
    return new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(d.getFullYear() === thisYear ? {} : { year: 'numeric' }),
    }).format(d);
  };
}
