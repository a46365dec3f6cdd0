'use client';
// A quiet mark under a notice's, an article's or an item's title when the text shown is a
// translation made from an older default-language text (issue 41 #6, docs/i18n.md "Stale
// translations"): "Updated in English on 1 Dec 2026", and a link to the current text, the same
// screen in that language. The link is a plain <a>: a full load, so the page arrives with its own
// <html lang> and messages (like the language menu), without changing the reader's chosen
// language. An agreement shown in an older version's translation says which version it is (never
// the current one). In the kit: the content screens and the item detail (lazily) both show it.
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/lib/i18n/config';
import styles from './stale-mark.module.css';

export interface StaleFields {
  stale?: true;
  sourceUpdatedAt?: string;
  sourceLang?: Locale;
}

export function StaleMark({ mark, href, version }: { mark: StaleFields; href: string; version?: number }) {
  const t = useTranslations('content');
  const locale = useLocale();
  const names = useMemo(() => new Intl.DisplayNames(locale, { type: 'language' }), [locale]);
  if (!mark.stale || !mark.sourceUpdatedAt || !mark.sourceLang) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(mark.sourceUpdatedAt));
  const language = names.of(mark.sourceLang) ?? mark.sourceLang;
  return (
    <p className={styles.staleMark} data-testid="stale-mark">
      <span>
        {t('staleMark', { language, date })}
        {version !== undefined ? ` ${t('staleVersion', { version })}` : null}
      </span>{' '}
      <a href={href} hrefLang={mark.sourceLang} className={styles.link}>
        {t('readCurrent')}
      </a>
    </p>
  );
}
