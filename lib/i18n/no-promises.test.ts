// No message in any locale promises a return or vouches for provenance (issue 41), unless its
// sentence denies it ("Resale is not guaranteed"). The seed content has its own walk
// (server/seed/no-promises.test.ts). The rule: lib/i18n/no-promises.ts.
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';
import { promises, sentences, stringsOf } from './no-promises';

const MESSAGES = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW };

describe('the rule', () => {
  it('finds a promise of return or provenance in each locale', () => {
    for (const promising of [
      'Collectibles are a profitable investment.',
      'Prices are guaranteed to rise.',
      'Watch your piece appreciate.',
      'A steady return on every item.',
      'Each item comes with a certificate of authenticity.',
      'Un placement garanti, avec un bon rendement.',
      'La rentabilité de vos achats augmente chaque année.',
      'Obtén una ganancia segura con cada compra.',
      'Rentabilidad garantizada.',
      '藏品每年升值，收益稳定。',
      '保值增值，回报丰厚。',
      '穩定回報，正品保證。',
    ])
      expect(promises(promising), promising).not.toEqual([]);
  });

  it('lets a sentence deny what it names', () => {
    for (const denying of [
      'Resale is not guaranteed.',
      'Nothing here promises a profit.',
      'La vente n’est pas garantie.',
      'Rien ici ne promet un rendement.',
      'La reventa no está garantizada.',
      'Nada de lo que aquí se ofrece promete una rentabilidad.',
      '本平台不承诺任何收益。',
      '本平台不保證任何收益。',
      // Not a claim at all: the console's authenticator app.
      'Use the 6-digit code from your authenticator app.',
    ])
      expect(promises(denying), denying).toEqual([]);
  });

  it('reads each sentence alone: a denial in one does not excuse a promise in the next', () => {
    expect(promises('Resale is not guaranteed. Profit from every sale!')).toEqual([
      { sentence: 'Profit from every sale', why: 'profit' },
    ]);
    expect(sentences('<p>Un.</p><p>Deux</p>')).toEqual(['Un', 'Deux']);
  });
});

describe('messages', () => {
  for (const [locale, messages] of Object.entries(MESSAGES))
    it(`${locale}: no message promises a return or vouches for provenance`, () => {
      const found = stringsOf(messages).flatMap(([key, text]) => promises(text).map((p) => ({ key, ...p })));
      expect(found).toEqual([]);
    });
});
