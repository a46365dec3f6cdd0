// A new account's nickname before the user picks one: "User 8000" in the language the user
// registered in (the runtime texts, server/texts: the same template in every deployment).
import type { Locale } from '@/lib/i18n/config';
import { RUNTIME_TEXT } from '../texts';

export function defaultNickname(locale: Locale, phone: string): string {
  return RUNTIME_TEXT[locale].defaultNickname.replace('{last4}', phone.slice(-4));
}
