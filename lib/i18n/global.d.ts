// Typed message keys for next-intl: a missing English key is a type error.
import type { Messages } from './messages';
import type { Locale } from './config';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
