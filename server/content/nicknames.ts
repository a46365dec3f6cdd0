// A new account's nickname before the user picks one: "User 8000" in the language the user
// registered in (the seed's words, server/seed/locales: the same template in every deployment).
import type { Locale } from '@/lib/i18n/config';
import { SEED_TEXT } from '../seed/locales';

export function defaultNickname(locale: Locale, phone: string): string {
  return SEED_TEXT[locale].defaultNickname.replace('{last4}', phone.slice(-4));
}
