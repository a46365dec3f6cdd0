// Money instructions as content per locale (issue 41 #3): the recharge instructions and the
// account's branch reach each reader in their language with the language marked; a language
// without a text gets the default language's, marked; the console edits them like any content;
// the variables are the first start's text only; the bank, holder and number are never translated.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallResult } from '@/lib/api/registry';
import { httpRequest } from '@/lib/api/client/http-request';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { loadConfig } from '../config';
import { MONEY_TEXT } from '../seed/money-texts';
import { createHarness, type Harness } from '../test/harness';

type BankInfo = CallResult<'GetBankInfo'>;

/** The configuration's defaults: what an operator who sets neither variable gets. */
const defaults = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gavel-money-')) });

async function bankInfo(h: Harness, locale: Locale, token: string): Promise<BankInfo> {
  const req = httpRequest('GetBankInfo', {}, '', locale);
  const r = await h.call<BankInfo>(calls.GetBankInfo.method, req.url, { token });
  expect(r.status).toBe(200);
  return r.body.result;
}

describe('with the default instructions and branch', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness({ platformBank: defaults.platformBank, recharge: defaults.recharge });
    token = (await h.registerUser()).accessToken;
  });
  afterAll(() => h.close());

  it('the variables’ defaults are the built-in English texts, word for word', () => {
    expect(defaults.recharge.instructions).toBe(MONEY_TEXT.en.instructions);
    expect(defaults.platformBank.branch).toBe(MONEY_TEXT.en.branch);
  });

  for (const locale of LOCALES)
    it(`${locale}: instructions and branch in the reader's language; holder and number untouched`, async () => {
      const info = await bankInfo(h, locale, token);
      expect(info.instructions).toBe(MONEY_TEXT[locale].instructions);
      expect(info.lang).toEqual({ instructions: locale });
      const [account] = info.accounts;
      expect(account).toMatchObject({
        bankName: defaults.platformBank.bankName,
        accountName: defaults.platformBank.holder,
        accountNumber: defaults.platformBank.account,
        branch: MONEY_TEXT[locale].branch,
        lang: { branch: locale },
      });
    });

  it('the console edits them per language; a removed translation falls back, marked', async () => {
    const texts = await h.operator<{ fields: string[]; texts: Record<string, Record<string, string>> }>(
      'GET',
      '/content/texts?entity=recharge&id=0',
    );
    expect(texts.status).toBe(200);
    expect(texts.body.result.fields).toEqual(['instructions']);
    expect(texts.body.result.texts['zh-TW']).toEqual({ instructions: MONEY_TEXT['zh-TW'].instructions });

    const accounts = await h.operator<{ id: number; branch: string | null; accountNumber: string }[]>(
      'GET',
      '/money/accounts',
    );
    expect(accounts.status).toBe(200);
    const id = accounts.body.result[0]?.id ?? 0;
    expect(accounts.body.result[0]).toMatchObject({
      branch: 'Head office',
      accountNumber: defaults.platformBank.account,
    });

    // fr: a new wording; zh-CN: the translation removed (an empty text removes it).
    const set = (body: object) => h.operator('POST', '/content/texts', body);
    expect(
      (await set({ entity: 'recharge', id: 0, locale: 'fr', texts: { instructions: 'Virez le montant.' } })).status,
    ).toBe(200);
    expect((await set({ entity: 'recharge', id: 0, locale: 'zh-CN', texts: { instructions: '' } })).status).toBe(200);
    expect(
      (await set({ entity: 'platform_account', id, locale: 'es', texts: { branch: 'Sede central' } })).status,
    ).toBe(200);
    expect((await set({ entity: 'platform_account', id, locale: 'en', texts: { branch: 'Main branch' } })).status).toBe(
      200,
    );

    expect((await bankInfo(h, 'fr', token)).instructions).toBe('Virez le montant.');
    const zhCN = await bankInfo(h, 'zh-CN', token);
    expect(zhCN.instructions).toBe(MONEY_TEXT.en.instructions);
    expect(zhCN.lang).toEqual({ instructions: 'en' });
    expect((await bankInfo(h, 'es', token)).accounts[0]).toMatchObject({
      branch: 'Sede central',
      lang: { branch: 'es' },
    });
    expect((await bankInfo(h, 'en', token)).accounts[0]).toMatchObject({
      branch: 'Main branch',
      lang: { branch: 'en' },
    });
    // Untouched translations stay.
    expect((await bankInfo(h, 'zh-TW', token)).accounts[0]?.branch).toBe(MONEY_TEXT['zh-TW'].branch);

    // Nothing to translate where there is no row: 404, never a 500.
    expect((await set({ entity: 'platform_account', id: 99_999, locale: 'fr', texts: { branch: 'x' } })).status).toBe(
      404,
    );
    expect((await set({ entity: 'recharge', id: 1, locale: 'fr', texts: { instructions: 'x' } })).status).toBe(404);
    // A field the entity does not have is refused.
    expect((await set({ entity: 'recharge', id: 0, locale: 'fr', texts: { name: 'x' } })).status).toBe(404);
  });
});

describe("with the operator's own instructions and branch", () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    // testConfig's own texts: set by the operator, so nobody else's translation may replace them.
    h = await createHarness();
    token = (await h.registerUser()).accessToken;
  });
  afterAll(() => h.close());

  it('every reader gets them as written, marked as the default language, until translated', async () => {
    for (const locale of LOCALES) {
      const info = await bankInfo(h, locale, token);
      expect(info.instructions).toBe(h.config.recharge.instructions);
      expect(info.lang).toEqual({ instructions: 'en' });
      expect(info.accounts[0]).toMatchObject({ branch: h.config.platformBank.branch, lang: { branch: 'en' } });
    }
  });

  it('the console’s text in the default language replaces the configured one', async () => {
    const set = await h.operator('POST', '/content/texts', {
      entity: 'recharge',
      id: 0,
      locale: 'en',
      texts: { instructions: 'Pay by bank transfer only.' },
    });
    expect(set.status).toBe(200);
    expect((await bankInfo(h, 'en', token)).instructions).toBe('Pay by bank transfer only.');
  });
});
