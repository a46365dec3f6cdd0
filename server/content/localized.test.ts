// Content in the reader's language (issue 22): every kind of content answered in each locale with
// its language marked, the fallback to the default locale marked, each locale's answer under its
// own URL, consigned items keeping their text, and agreements accepted by version and language.
import { treeText } from '@/lib/format/rich-tree';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallInput, type CallName, type CallResult } from '@/lib/api/registry';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { httpRequest } from '@/lib/api/client/http-request';
import { chatGroups, products } from '../db/schema';
import { SEED_TEXT } from '../seed/locales';
import { AGREEMENT_ARTICLE_IDS } from '../seed/articles';
import { createHarness, nextPhone, type Harness, type Result } from '../test/harness';
import { fund, givePayPassword, PAY_PASSWORD, userIdOf } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: true });
});
afterAll(() => h.close());

/** A registry call in `locale`, sent the way the request layer sends it (`lang` in the URL). */
function inLocale<N extends CallName>(
  name: N,
  input: CallInput<N>,
  locale: string,
  token?: string,
): Promise<Result<CallResult<N>>> {
  const def = calls[name];
  const req = httpRequest(name, input, '', locale);
  return h.call<CallResult<N>>(def.method, req.url, {
    ...(token ? { token } : {}),
    ...(def.payload === 'body' ? { body: input } : {}),
  });
}

async function registerIn(locale: Locale) {
  const phone = nextPhone();
  expect((await inLocale('getMobileCodeRegist', { phone }, locale)).status).toBe(200);
  const code = h.sms.last(phone) ?? '';
  const r = await inLocale('register', { phone, code, password: 'secret-pass-1' }, locale);
  expect(r.status).toBe(200);
  return { phone, ...r.body.result };
}

const scroll = (locale: Locale) => SEED_TEXT[locale].items['song-dynasty-scroll'].name;

describe('each content kind in each locale', () => {
  for (const locale of LOCALES) {
    const t = SEED_TEXT[locale];
    it(`${locale}: types, items, notices, agreements, company, change log, levels, groups, nickname, SMS`, async () => {
      const types = (await inLocale('GetProductTypeList', {}, locale)).body.result;
      expect(types.map((x) => x.name)).toEqual([t.types.calligraphy, t.types.porcelain, t.types.jade, t.types.tea]);
      expect(types.every((x) => x.lang?.name === locale)).toBe(true);

      const list = (await inLocale('getProductList', { page: 1, pageSize: 20 }, locale)).body.result;
      const item = list.items.find((p) => p.name === scroll(locale));
      // A list names its items only: the description is the detail's (no list shows it).
      expect(item?.lang).toEqual({ name: locale });
      expect(item && 'description' in item).toBe(false);
      const detail = (await inLocale('getProduct', { id: item?.id ?? 0 }, locale)).body.result;
      expect(detail.name).toBe(scroll(locale));
      expect(treeText(detail.description)).toContain(t.items['song-dynasty-scroll'].description.slice(3, 30));

      const notices = (await inLocale('GetNotice', {}, locale)).body.result;
      expect(notices[0]?.title).toBe(t.notices.welcome.title);
      expect(notices[0]?.lang).toEqual({ title: locale, content: locale });

      for (const [kind, id] of Object.entries(AGREEMENT_ARTICLE_IDS)) {
        const a = (await inLocale('GetArtical', { id }, locale)).body.result;
        expect(a.title).toBe(t.agreements[kind as keyof typeof t.agreements].title);
        expect(a.lang).toEqual({ title: locale, content: locale });
        expect(a.version).toBe(1);
      }

      const company = (await inLocale('getCompany', { id: 1 }, locale)).body.result;
      expect(company.name).toBe(t.company.name);
      expect(company.address).toBe(t.company.address);
      expect(company.lang).toEqual({ name: locale, description: locale, address: locale });

      const config = (await inLocale('GetAppUpdateConfig', {}, locale)).body.result;
      expect(config.find((c) => c.code === 'app_change_log')).toEqual({
        code: 'app_change_log',
        value: t.changeLog,
        lang: locale,
      });

      const user = await registerIn(locale);
      // The SMS sender got the locale and the template id, and the text in that language.
      const sms = h.sms.sent.filter((m) => m.phone === user.phone).at(-1);
      expect(sms).toMatchObject({ locale, purpose: 'register' });
      expect(sms?.text).toBe(t.sms.register.replace('{code}', sms?.code ?? '').replace('{minutes}', '5'));
      const info = (await inLocale('getInfo', {}, locale, user.accessToken)).body.result;
      expect(info.level).toEqual({ id: 1, name: t.levels[1], lang: { name: locale } });
      expect(info.nickname).toBe(t.defaultNickname.replace('{last4}', user.phone.slice(-4)));
      const groups = (await inLocale('chatGroups', {}, locale, user.accessToken)).body.result;
      expect(groups.find((g) => g.general)).toMatchObject({ name: t.chatGeneral, lang: { name: locale } });
    });
  }
});

describe('the watchlist in each locale (issue 41)', () => {
  for (const locale of LOCALES) {
    it(`${locale}: a watched item's name and description are the reader's, marked with their language`, async () => {
      const buyer = await registerIn(locale);
      const list = (await inLocale('getProductList', { page: 1, pageSize: 20 }, locale)).body.result;
      const item = list.items.find((p) => p.name === scroll(locale));
      expect(item).toBeDefined();
      expect((await inLocale('AddWatch', { productId: item?.id ?? 0 }, locale, buyer.accessToken)).status).toBe(200);
      const watched = (await inLocale('GetWatchList', {}, locale, buyer.accessToken)).body.result;
      expect(watched.map((p) => [p.id, p.name, p.lang])).toEqual([
        [item?.id, scroll(locale), { name: locale, description: locale }],
      ]);
      const detail = (await inLocale('getProduct', { id: item?.id ?? 0 }, locale)).body.result;
      expect(watched[0]?.description).toEqual(detail.description);
    });
  }
});

describe('price data per item type', () => {
  for (const locale of ['fr', 'zh-CN'] as const) {
    it(`${locale}: series name their type as the type list does, marked with its language`, async () => {
      const types = (await inLocale('GetProductTypeList', {}, locale)).body.result;
      const data = (await inLocale('GetTzPriceData', {}, locale)).body.result;
      expect(data.series.length).toBeGreaterThan(0);
      for (const s of data.series) {
        const type = types.find((x) => x.id === s.typeId);
        expect(s.name).toBe(type?.name);
        expect(s.lang).toEqual({ name: locale });
      }
      const names = Object.values(SEED_TEXT[locale].types);
      expect(data.series.every((s) => names.includes(s.name))).toBe(true);
    });
  }
});

describe('fallback and transport', () => {
  it('a text with no translation is the default locale’s, marked as such', async () => {
    const [row] = await h.app.ctx.db
      .select()
      .from(products)
      .where(eq(products.name, scroll('en')));
    const id = row?.id ?? 0;
    const removed = await h.operator('POST', '/content/texts', {
      entity: 'product',
      id,
      locale: 'fr',
      texts: { name: '' },
    });
    expect(removed.status).toBe(200);
    const fr = (await inLocale('getProduct', { id }, 'fr')).body.result;
    expect(fr.name).toBe(scroll('en'));
    expect(fr.lang).toEqual({ name: 'en', description: 'fr' });
    // The operator enters it again: French, marked French.
    await h.operator('POST', '/content/texts', { entity: 'product', id, locale: 'fr', texts: { name: scroll('fr') } });
    expect((await inLocale('getProduct', { id }, 'fr')).body.result).toMatchObject({
      name: scroll('fr'),
      lang: { name: 'fr' },
    });
  });

  it('a missing or unknown locale reads the default one; each locale has its own URL and answer', async () => {
    const bare = (await h.api('GetArtical', { id: AGREEMENT_ARTICLE_IDS.service })).body.result;
    expect(bare.lang).toEqual({ title: 'en', content: 'en' });
    expect((await inLocale('GetArtical', { id: AGREEMENT_ARTICLE_IDS.service }, 'de')).body.result.title).toBe(
      bare.title,
    );
    const zh = httpRequest('GetArtical', { id: AGREEMENT_ARTICLE_IDS.service }, '', 'zh-CN');
    const fr = httpRequest('GetArtical', { id: AGREEMENT_ARTICLE_IDS.service }, '', 'fr');
    expect(zh.url).not.toBe(fr.url);
    const [zhAnswer, frAnswer] = await Promise.all([h.call('GET', zh.url), h.call('GET', fr.url)]);
    expect(JSON.stringify(zhAnswer.body)).toContain(SEED_TEXT['zh-CN'].agreements.service.title);
    expect(JSON.stringify(frAnswer.body)).toContain(SEED_TEXT.fr.agreements.service.title);
    expect(JSON.stringify(frAnswer.body)).not.toContain(SEED_TEXT['zh-CN'].agreements.service.title);
    // Nothing tells a shared cache to mix them: no Vary needed, and no cache-control promising one answer.
    expect(String(frAnswer.headers['cache-control'] ?? '')).not.toMatch(/public/);
  });

  it('the product list cache keeps locales apart (two locales within its lifetime)', async () => {
    const zh = (await inLocale('getProductList', { page: 1, pageSize: 20 }, 'zh-CN')).body.result;
    const es = (await inLocale('getProductList', { page: 1, pageSize: 20 }, 'es')).body.result;
    expect(zh.items.some((p) => p.name === scroll('zh-CN'))).toBe(true);
    expect(es.items.some((p) => p.name === scroll('es'))).toBe(true);
    expect(es.items.some((p) => p.name === scroll('zh-CN'))).toBe(false);
  });

  it('without lang, Accept-Language picks the locale (issue 41); the list cache and HTTP caches keep them apart', async () => {
    const header = (value: string) => ({ headers: { 'accept-language': value } });
    const zh = await h.api('getProductList', { page: 1, pageSize: 20 }, header('zh-Hant-HK, en;q=0.5'));
    expect(zh.body.result.items.some((p) => p.name === scroll('zh-TW'))).toBe(true);
    // An answer chosen by the header says so; one named by its URL does not need to.
    expect(String(zh.headers.vary)).toMatch(/accept-language/i);
    // Within the cache's lifetime: neither a bare call nor another header gets the zh-TW page.
    const bare = await h.api('getProductList', { page: 1, pageSize: 20 });
    expect(bare.body.result.items.some((p) => p.name === scroll('en'))).toBe(true);
    expect(bare.body.result.items.some((p) => p.name === scroll('zh-TW'))).toBe(false);
    const fr = await h.api('getProductList', { page: 1, pageSize: 20 }, header('fr-CA,fr;q=0.9'));
    expect(fr.body.result.items.some((p) => p.name === scroll('fr'))).toBe(true);
    const named = await inLocale('getProductList', { page: 1, pageSize: 20 }, 'es');
    expect(String(named.headers.vary ?? '')).not.toMatch(/accept-language/i);
  });

  it('a new account’s default nickname is in the Accept-Language locale when no lang is given', async () => {
    const phone = nextPhone();
    const fr = { headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' } };
    expect((await h.api('getMobileCodeRegist', { phone }, fr)).status).toBe(200);
    const code = h.sms.last(phone) ?? '';
    const r = await h.api('register', { phone, code, password: 'secret-pass-1' }, fr);
    expect(r.status).toBe(200);
    const info = (await h.api('getInfo', {}, { token: r.body.result.accessToken })).body.result;
    expect(info.nickname).toBe(SEED_TEXT.fr.defaultNickname.replace('{last4}', phone.slice(-4)));
  });

  it('the chat group name falls back when its translation is removed', async () => {
    const [general] = await h.app.ctx.db.select().from(chatGroups).where(eq(chatGroups.isGeneral, true));
    await h.operator('POST', '/content/texts', {
      entity: 'chat_group',
      id: general?.id,
      locale: 'es',
      texts: { name: '' },
    });
    const user = await registerIn('es');
    const groups = (await inLocale('chatGroups', {}, 'es', user.accessToken)).body.result;
    expect(groups.find((g) => g.general)).toMatchObject({ name: SEED_TEXT.en.chatGeneral, lang: { name: 'en' } });
  });
});

describe('agreements', () => {
  it('registration records the accepted version and locale, listed for operators', async () => {
    const user = await registerIn('zh-TW');
    const info = (await inLocale('getInfo', {}, 'zh-TW', user.accessToken)).body.result;
    const list = await h.operator<
      { userId: number; agreement: string; version: number; locale: string; source: string }[]
    >('GET', `/agreements/acceptances?userId=${info.id}`);
    expect(list.status).toBe(200);
    expect(list.body.result.map((a) => [a.agreement, a.version, a.locale, a.source]).sort()).toEqual([
      ['notice', 1, 'zh-TW', 'register'],
      ['privacy', 1, 'zh-TW', 'register'],
      ['risk', 1, 'zh-TW', 'register'],
      ['service', 1, 'zh-TW', 'register'],
    ]);
  });

  it('a new service agreement is accepted again before buying; the acceptance keeps version and language', async () => {
    const user = await registerIn('fr');
    const types = await h.api('getProductList', { page: 1, pageSize: 20 });
    const item = types.body.result.items.find((p) => p.stock > 0 && p.kind === 'consumption');
    expect((await inLocale('GetAgreementStatus', {}, 'fr', user.accessToken)).body.result.outdated).toEqual([]);

    // The operator publishes version 2 of the service agreement (English edited; French follows as a draft).
    h.clock.advance(60_000);
    const en = await h.operator('POST', '/articles', {
      id: AGREEMENT_ARTICLE_IDS.service,
      title: 'User service agreement',
      body: '<p>Version two.</p>',
    });
    expect(en.body.result).toMatchObject({ version: 2 });
    const status = (await inLocale('GetAgreementStatus', {}, 'fr', user.accessToken)).body.result;
    expect(status.outdated).toEqual([{ agreement: 'service', version: 2, articleId: AGREEMENT_ARTICLE_IDS.service }]);

    const buy = await h.call('POST', `/api/front/buyProduct?lang=fr`, {
      token: user.accessToken,
      body: { payPassword: PAY_PASSWORD, productId: item?.id, quantity: 1 },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(buy.status).toBe(409);
    expect(buy.body.reason).toBe('terms_outdated');

    // Version 2 has no French text yet: a French reader reads version 1's, as version 1, marked
    // stale with a link to the English (issue 41 #6); what is accepted below is version 2, in English.
    const v2 = (await inLocale('GetArtical', { id: AGREEMENT_ARTICLE_IDS.service }, 'fr')).body.result;
    expect(v2).toMatchObject({ version: 1, lang: { title: 'fr', content: 'fr' }, stale: true, sourceLang: 'en' });
    const v2en = (await inLocale('GetArtical', { id: AGREEMENT_ARTICLE_IDS.service }, 'en')).body.result;
    expect(v2en).toMatchObject({
      version: 2,
      content: [{ t: 'p', n: 1 }, 'Version two.'],
      lang: { title: 'en', content: 'en' },
    });

    const stale = await inLocale(
      'AcceptAgreements',
      { agreements: [{ agreement: 'service', version: 1 }] },
      'fr',
      user.accessToken,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.reason).toBe('terms_outdated');
    const ok = await inLocale(
      'AcceptAgreements',
      { agreements: [{ agreement: 'service', version: 2 }] },
      'fr',
      user.accessToken,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.result.accepted).toEqual([{ agreement: 'service', version: 2, lang: 'en' }]);
    expect((await inLocale('GetAgreementStatus', {}, 'fr', user.accessToken)).body.result.outdated).toEqual([]);

    const again = await h.call('POST', `/api/front/buyProduct?lang=fr`, {
      token: user.accessToken,
      body: { payPassword: PAY_PASSWORD, productId: item?.id, quantity: 1 },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(again.body.reason).not.toBe('terms_outdated');

    // A draft in French, then a publish: version 3 reads in French.
    await h.operator('POST', '/articles', {
      id: AGREEMENT_ARTICLE_IDS.service,
      title: 'Conditions d’utilisation',
      body: '<p>Version trois.</p>',
      locale: 'fr',
      draft: true,
    });
    const published = await h.operator('POST', '/agreements/publish', { agreement: 'service' });
    expect(published.body.result).toMatchObject({ version: 3 });
    const v3 = (await inLocale('GetArtical', { id: AGREEMENT_ARTICLE_IDS.service }, 'fr')).body.result;
    expect(v3).toMatchObject({ version: 3, content: [{ t: 'p', n: 1 }, 'Version trois.'], lang: { content: 'fr' } });
  });
});

describe('consigned items', () => {
  it('keep their source item’s text in every language', async () => {
    const [source] = await h.app.ctx.db
      .select()
      .from(products)
      .where(eq(products.name, SEED_TEXT.en.items['longjing-green-tea'].name));
    const user = await registerIn('zh-CN');
    // Money only through an approved recharge, as in every test; a buyer confirms with the pay password.
    await fund(h, user.accessToken, 100_000);
    await givePayPassword(h, userIdOf(user.accessToken));
    const bought = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId: source?.id ?? 0, quantity: 1 },
      { token: user.accessToken, idempotencyKey: crypto.randomUUID() },
    );
    expect(bought.status).toBe(200);
    const consigned = await h.api(
      'ProductWeiPai',
      { id: bought.body.result.order.id, price: 9_000 },
      { token: user.accessToken, idempotencyKey: crypto.randomUUID() },
    );
    expect(consigned.status).toBe(200);
    const [resale] = await h.app.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sourceOrderId, bought.body.result.order.id));
    const resaleId = resale?.id ?? 0;
    for (const locale of LOCALES) {
      const p = (await inLocale('getProduct', { id: resaleId }, locale)).body.result;
      expect(p.name).toBe(SEED_TEXT[locale].items['longjing-green-tea'].name);
      expect(p.consigned).toBe(true);
    }
    const orders = (await inLocale('orderList', { page: 1, pageSize: 10 }, 'zh-CN', user.accessToken)).body.result;
    expect(orders.items[0]).toMatchObject({
      productName: SEED_TEXT['zh-CN'].items['longjing-green-tea'].name,
      lang: { productName: 'zh-CN' },
    });
  });
});
