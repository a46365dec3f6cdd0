// Each address card's buttons are named for the address they act on, and that name must contain
// the words the button shows (WCAG 2.5.3, label in name): a voice user says "Set as default".
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';

const LOCALES = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW };

describe('address card buttons: the accessible name contains the visible text', () => {
  for (const [locale, { addresses: t }] of Object.entries(LOCALES)) {
    it(locale, () => {
      const name = 'Li Lei';
      expect(t.makeDefaultFor.replace('{name}', name)).toContain(t.setDefault);
      expect(t.editFor.replace('{name}', name)).toContain(t.edit);
      expect(t.deleteFor.replace('{name}', name)).toContain(t.delete);
    });
  }
});
