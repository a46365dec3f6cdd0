// The text of each code SMS, by template id (the code's purpose) and the requester's locale
// (issue 22): the runtime texts (server/texts), `{code}` and `{minutes}` filled in here.
import type { Locale } from '@/lib/i18n/config';
import { RUNTIME_TEXT } from '../texts';
import { CODE_TTL_MS, type CodePurpose } from './codes';

const TEMPLATE_KEY = {
  login: 'login',
  register: 'register',
  pay_password: 'payPassword',
  delete_account: 'deleteAccount',
} as const;

export function smsText(locale: Locale, template: CodePurpose, code: string): string {
  const minutes = String(Math.round(CODE_TTL_MS / 60_000));
  return RUNTIME_TEXT[locale].sms[TEMPLATE_KEY[template]].replace('{code}', code).replace('{minutes}', minutes);
}
