'use client';
// The console's root on the client: its language (lib/console/locale.ts), that language's
// messages (loaded here: the console's HTML is one file for every language), and the toasts.
// Until the messages arrive the page shows an empty frame, never English first.
import { NextIntlClientProvider } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '@/components/toast/toaster';
import type { Locale } from '@/lib/i18n/config';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import { consoleLocale } from '@/lib/console/locale';
import { readString, STORAGE_KEYS, writeString } from '@/lib/storage';
import styles from './console.module.css';

interface Language {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}
const LanguageContext = createContext<Language | null>(null);

export function useConsoleLanguage(): Language {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useConsoleLanguage outside ConsoleRoot');
  return value;
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function ConsoleRoot({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ locale: Locale; messages: Messages } | null>(null);

  const [wanted, setWanted] = useState<Locale | null>(null);

  // The language is known only in the browser (the stored choice, else the browser's); its
  // messages arrive as one chunk per locale (lib/i18n/messages.ts).
  useEffect(() => {
    const locale = wanted ?? consoleLocale(readString(STORAGE_KEYS.locale), navigator.languages ?? []);
    let current = true;
    void loadMessages(locale).then((messages) => {
      if (!current) return;
      document.documentElement.lang = locale;
      setState({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  const setLocale = useCallback((locale: Locale) => {
    writeString(STORAGE_KEYS.locale, locale);
    setWanted(locale);
  }, []);

  if (!state) return <div className={styles.boot} aria-busy="true" />;
  return (
    <NextIntlClientProvider locale={state.locale} messages={state.messages} timeZone={browserTimeZone()}>
      <LanguageContext.Provider value={{ locale: state.locale, setLocale }}>
        {children}
        <Toaster />
      </LanguageContext.Provider>
    </NextIntlClientProvider>
  );
}
