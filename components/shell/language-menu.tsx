'use client';
// Language switcher: the same screen and query in another language; the choice is stored
// (STORAGE_KEYS.locale) so the entry page and later visits open in it.
import { useLocale, useTranslations } from 'next-intl';
import { LOCALES, LOCALE_NAMES } from '@/lib/i18n/config';
import { useNav } from '@/lib/nav/use-nav';

export function LanguageList({ headingId }: { headingId?: string }) {
  const current = useLocale();
  const nav = useNav();
  const t = useTranslations('nav');
  return (
    <ul className="language-list" aria-labelledby={headingId} aria-label={headingId ? undefined : t('language')}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <button
            type="button"
            className="language-list__option"
            lang={locale}
            aria-pressed={locale === current}
            data-locale={locale}
            onClick={() => {
              if (locale !== current) nav.switchLocale(locale);
            }}
          >
            {LOCALE_NAMES[locale]}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The section shown in page bodies (Mine, Settings). */
export function LanguageSection() {
  const t = useTranslations('nav');
  return (
    <section className="card" aria-labelledby="language-section-title">
      <h2 id="language-section-title" className="card__title">
        {t('language')}
      </h2>
      <LanguageList headingId="language-section-title" />
    </section>
  );
}
