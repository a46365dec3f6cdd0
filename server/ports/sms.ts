// The SMS port: what a sender is (console, webhook gateway, test memory: server/sms/sender.ts) and
// how a phone number is shown wherever it is printed (answers, logs).
import type { Locale } from '@/lib/i18n/config';

export interface SmsMessage {
  phone: string;
  code: string;
  /** The template id: the code's purpose (login, register, pay_password). */
  purpose: string;
  /** The requester's locale (the app's `lang`): the language of `text` (issue 22). */
  locale: Locale;
  /** The message in that locale (server/sms/templates.ts), the code in it. */
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Keeps what a person needs to recognise their own number. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
