'use client';
// Text from the server in the language the server says it is in (issue 22): the `lang` attribute
// picks the right fonts and voice (a Chinese name in a French screen is read as Chinese), and a
// text shown in another language than the reader's (a missing translation fell back to the
// default) carries a discreet translated note, "Shown in English".
import { useLocale, useTranslations } from 'next-intl';
import type { ElementType, ReactNode } from 'react';
import styles from './content-text.module.css';

/** The language's name in the reader's language ("anglais" for a French reader). */
export function languageName(lang: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** "Shown in English" when `lang` is not the reader's locale; nothing otherwise (or when unknown). */
export function FallbackNote({ lang }: { lang: string | undefined }) {
  const locale = useLocale();
  const t = useTranslations('ui');
  if (!lang || lang === locale) return null;
  return (
    <small className={styles.fallback} data-testid="content-fallback" data-lang={lang}>
      {t('shownIn', { language: languageName(lang, locale) })}
    </small>
  );
}

export interface ContentTextProps {
  text: ReactNode;
  /** The language the server says the text is in; absent: the reader's (no mark). */
  lang?: string | undefined;
  as?: ElementType;
  className?: string;
  id?: string;
  /** Show "Shown in …" after the text when it fell back (off for card titles: too small a space). */
  note?: boolean;
}

export function ContentText({ text, lang, as: Tag = 'span', className, id, note = true }: ContentTextProps) {
  return (
    <>
      <Tag lang={lang} className={className} id={id}>
        {text}
      </Tag>
      {note ? <FallbackNote lang={lang} /> : null}
    </>
  );
}
