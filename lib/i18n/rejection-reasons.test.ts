// Every reason an operator can give a buyer for a rejection (recharge, withdrawal or score refund,
// identity check) is a code the screens and push notifications turn into words in the reader's
// language (wallet.rejection.<code>, account.identityRejection.<code>); the operator's own note is
// for staff. A code added to a schema without its words in every locale fails here.
import { describe, expect, it } from 'vitest';
import { identityRejectionReason } from '@/lib/api/schemas/account';
import { rechargeRejectionReason, rejectionReason } from '@/lib/api/schemas/wallet';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';

const ALL = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW };
const walletCodes = [...new Set([...rejectionReason.options, ...rechargeRejectionReason.options])];

describe('rejection reasons in words', () => {
  for (const [locale, m] of Object.entries(ALL)) {
    it(`${locale}: every recharge, withdrawal and identity rejection code has its own sentence`, () => {
      const wallet = m.wallet.rejection as Record<string, string>;
      const identity = m.account.identityRejection as Record<string, string>;
      for (const code of walletCodes) expect(wallet[code], `wallet.rejection.${code}`).toBeTruthy();
      for (const code of identityRejectionReason.options)
        expect(identity[code], `account.identityRejection.${code}`).toBeTruthy();
      if (locale === 'en') return;
      const english = { ...en.wallet.rejection } as Record<string, string>;
      for (const code of walletCodes) expect(wallet[code], `wallet.rejection.${code}`).not.toBe(english[code]);
      const englishIdentity = en.account.identityRejection as Record<string, string>;
      for (const code of identityRejectionReason.options)
        expect(identity[code], `account.identityRejection.${code}`).not.toBe(englishIdentity[code]);
    });
  }
});
