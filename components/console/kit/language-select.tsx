'use client';
// The console's language choice: in the signed-in header and on the sign-in and password pages
// (issue 42 #11), so staff read the console in their language before they have signed in. The
// choice is stored (console-root.tsx) and the page changes language at once.
import { useTranslations } from 'next-intl';
import { LOCALES, LOCALE_NAMES, isLocale } from '@/lib/i18n/config';
import { useConsoleLanguage } from './console-root';
import styles from './console.module.css';

export function LanguageSelect({ className }: { className?: string }) {
  const t = useTranslations('console');
  const { locale, setLocale } = useConsoleLanguage();
  return (
    <label className={className ? `${styles.language} ${className}` : styles.language}>
      <span className="visually-hidden">{t('language')}</span>
      <select value={locale} onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
