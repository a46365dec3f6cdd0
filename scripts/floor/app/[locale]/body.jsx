'use client';
// A client component that reads its strings the way the app's screens do.
import { useTranslations } from 'next-intl';

export function Body() {
  const t = useTranslations('floor');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
    </main>
  );
}
