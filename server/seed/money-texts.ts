// The money instructions' words in every locale (issue 41 #3, docs/i18n.md "Money instructions"):
// what start-up writes when RECHARGE_INSTRUCTIONS and PLATFORM_BANK_BRANCH are left at their
// defaults (server/config.ts; `en` here is those defaults, word for word). An operator who sets
// either variable writes their own text in the default content locale and translates it in the
// console. The bank's name, the holder's legal name and the account number have no entry: they
// are never translated. No text promises a return (lib/i18n/no-promises.test.ts).
import type { Locale } from '@/lib/i18n/config';

export interface MoneyText {
  /** Shown above the accounts on the recharge screen (plain text). */
  instructions: string;
  /** The default account's branch. */
  branch: string;
}

export const MONEY_TEXT: Record<Locale, MoneyText> = {
  en: {
    instructions:
      'Transfer the exact amount to one of these accounts, then submit the recharge with your transfer receipt.',
    branch: 'Head office',
  },
  fr: {
    instructions:
      'Virez le montant exact sur l’un de ces comptes, puis envoyez la demande de recharge avec le justificatif de votre virement.',
    branch: 'Siège',
  },
  es: {
    instructions:
      'Transfiere el importe exacto a una de estas cuentas y después envía la recarga con el justificante de la transferencia.',
    branch: 'Oficina principal',
  },
  'zh-CN': {
    instructions: '请向下列任一账户转入与充值金额完全一致的款项，然后提交充值申请并附上转账凭证。',
    branch: '总行',
  },
  'zh-TW': {
    instructions: '請將與儲值金額完全相同的款項轉入下列任一帳戶，再送出儲值申請並附上轉帳證明。',
    branch: '總行',
  },
};
