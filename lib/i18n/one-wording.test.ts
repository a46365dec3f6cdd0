// One state, one wording; one thing, one name (issue 27): Mine said "Not verified" where Settings
// said "Not submitted" for the same identity state, and the pay password was also called the
// "Payment password" in the screen title.
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';

const LOCALES = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW };

describe('one wording per state and per term, in every locale', () => {
  for (const [locale, m] of Object.entries(LOCALES)) {
    it(`${locale}: the identity states read the same on Mine and on Settings`, () => {
      expect(m.mine.identity).toEqual(m.account.identityStatus);
    });

    it(`${locale}: the pay password has one name (the screen title, Settings, the forms)`, () => {
      const name = m.account.payPassword;
      expect(m.routes.payPassword).toBe(name);
      expect(m.withdraw.payPassword).toBe(name);
      // Every other text that names it uses the same words (lower-cased inside a sentence).
      const texts = [m.reasons.pay_password_not_set, m.reasons.wrong_pay_password, m.withdraw.setPayPassword];
      for (const text of texts) expect(text.toLowerCase()).toContain(name.toLowerCase());
    });
  }
});
