// Translations that go stale (issue 41 #6): editing the default locale's text of a notice, an item
// or an agreement marks its translations outdated for readers (`stale`, `sourceUpdatedAt`) and in
// the console (contentTexts' `outdated`, contentStale) until they are saved again; an agreement's
// new version never carries a translation made for an older text, and a reader of that language
// gets the older version's translation as that version, marked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallInput, type CallName, type CallResult } from '@/lib/api/registry';
import { httpRequest } from '@/lib/api/client/http-request';
import { AGREEMENT_ARTICLE_IDS } from '../seed/articles';
import { createHarness, nextPhone, type Harness, type Result } from '../test/harness';
import { testTypeId } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: true });
});
afterAll(() => h.close());

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

interface Texts {
  texts: Record<string, Record<string, string>>;
  outdated?: Record<string, string[]>;
}
interface StaleRow {
  entity: string;
  id: number;
  label: string;
  locale: string;
  fields: string[];
  sourceUpdatedAt: string;
}

const texts = async (entity: string, id: number) =>
  (await h.operator<Texts>('GET', `/content/texts?entity=${entity}&id=${id}`)).body.result;
const staleList = async () => {
  const r = await h.operator<StaleRow[]>('GET', '/content/stale');
  expect(r.status).toBe(200);
  return r.body.result;
};
const setText = async (entity: string, id: number, locale: string, t: Record<string, string>) => {
  const r = await h.operator('POST', '/content/texts', { entity, id, locale, texts: t });
  expect(r.status).toBe(200);
};

describe('a notice edited in the default locale', () => {
  it('marks its zh-CN translation stale for readers and the console until it is translated again', async () => {
    const added = await h.operator<{ id: number }>('POST', '/notices', {
      title: 'Withdrawal reviews',
      body: '<p>Withdrawals are reviewed.</p>',
    });
    const id = added.body.result.id;
    await setText('notice', id, 'zh-CN', { title: '提现审核', body: '<p>提现需审核。</p>' });
    const read = async (locale: string) =>
      (await inLocale('GetNotice', {}, locale)).body.result.find((n) => n.id === id);

    // Fresh: no mark anywhere.
    expect((await read('zh-CN'))?.stale).toBeUndefined();
    expect((await texts('notice', id)).outdated).toEqual({});
    expect((await staleList()).some((r) => r.entity === 'notice' && r.id === id)).toBe(false);

    const edited = await h.operator('POST', '/notices/edit', {
      id,
      body: '<p>Withdrawals are reviewed. Over CN¥10,000 they need two reviews.</p>',
    });
    expect(edited.status).toBe(200);

    // The reader still gets the zh-CN text, marked: when the English changed, and in which language.
    const zh = await read('zh-CN');
    expect(zh).toMatchObject({
      title: '提现审核',
      content: [{ t: 'p', n: 1 }, '提现需审核。'],
      stale: true,
      sourceLang: 'en',
    });
    expect(Date.parse(zh?.sourceUpdatedAt ?? '')).toBeGreaterThan(Date.now() - 3_600_000);
    // English readers read the current text; a language with no translation reads it too: no mark.
    expect((await read('en'))?.stale).toBeUndefined();
    expect(await read('fr')).toMatchObject({ lang: { content: 'en' } });
    expect((await read('fr'))?.stale).toBeUndefined();

    // The console: the row marks zh-CN's body outdated (its title was not changed) and lists it.
    expect((await texts('notice', id)).outdated).toEqual({ 'zh-CN': ['body'] });
    const listed = (await staleList()).find((r) => r.entity === 'notice' && r.id === id);
    expect(listed).toMatchObject({ label: 'Withdrawal reviews', locale: 'zh-CN', fields: ['body'] });

    // Translated again: fresh.
    await setText('notice', id, 'zh-CN', {
      title: '提现审核',
      body: '<p>提现需审核，超过 CN¥10,000 需两次审核。</p>',
    });
    expect((await read('zh-CN'))?.stale).toBeUndefined();
    expect((await texts('notice', id)).outdated).toEqual({});
    expect((await staleList()).some((r) => r.entity === 'notice' && r.id === id)).toBe(false);
  });

  it('an edit that leaves a text as it was changes nothing (pinning is no new text)', async () => {
    const added = await h.operator<{ id: number }>('POST', '/notices', { title: 'Pin me', body: '<p>Same.</p>' });
    const id = added.body.result.id;
    await setText('notice', id, 'fr', { title: 'Épingle-moi', body: '<p>Pareil.</p>' });
    await h.operator('POST', '/notices/edit', { id, pinned: true, title: 'Pin me' });
    expect((await texts('notice', id)).outdated).toEqual({});
  });
});

describe('an item and an article', () => {
  it('an item renamed in English marks its translations outdated, listed by its new name and tagged on its catalogue row', async () => {
    const added = await h.operator<{ id: number }>('POST', '/products', {
      name: 'Teapot',
      price: 1000,
      stock: 3,
      typeId: await testTypeId(h),
      description: '<p>Clay.</p>',
    });
    const id = added.body.result.id;
    await setText('product', id, 'zh-CN', { name: '茶壶', description: '<p>陶。</p>' });
    await setText('product', id, 'es', { name: 'Tetera', description: '<p>Barro.</p>' });
    // The console's catalogue rows: no tag while every translation is current.
    const row = async () => {
      const r = await h.operator<{ items: { id: number; outdated?: string[] }[] }>('GET', '/products?pageSize=50');
      expect(r.status).toBe(200);
      return r.body.result.items.find((p) => p.id === id);
    };
    expect(await row()).toBeDefined();
    expect((await row())?.outdated).toBeUndefined();
    await setText('product', id, 'en', { name: 'Clay teapot' });
    expect((await texts('product', id)).outdated).toEqual({ es: ['name'], 'zh-CN': ['name'] });
    expect((await row())?.outdated).toEqual(['es', 'zh-CN']);
    const rows = (await staleList()).filter((r) => r.entity === 'product' && r.id === id);
    expect(rows.map((r) => [r.locale, r.label])).toEqual([
      ['es', 'Clay teapot'],
      ['zh-CN', 'Clay teapot'],
    ]);
    // Translated again in one language: the row names only the other.
    await setText('product', id, 'es', { name: 'Tetera de barro' });
    expect((await row())?.outdated).toEqual(['zh-CN']);
  });

  it('an item edited in English is marked stale on its zh-CN detail until translated again, never in its lists', async () => {
    const added = await h.operator<{ id: number }>('POST', '/products', {
      name: 'Tea bowl',
      price: 1200,
      stock: 2,
      typeId: await testTypeId(h),
      description: '<p>Glazed.</p>',
    });
    const id = added.body.result.id;
    await setText('product', id, 'zh-CN', { name: '茶碗', description: '<p>施釉。</p>' });
    const detail = async (locale: string) => (await inLocale('getProduct', { id }, locale)).body.result;
    expect((await detail('zh-CN')).stale).toBeUndefined();

    // The description is rewritten in the console's item editor: the name was not, the mark is the item's.
    h.clock.advance(60_000);
    expect(
      (await h.operator('POST', '/products/edit', { id, description: '<p>Glazed, hand thrown.</p>' })).status,
    ).toBe(200);
    const zh = await detail('zh-CN');
    expect(zh).toMatchObject({
      name: '茶碗',
      description: [{ t: 'p', n: 1 }, '施釉。'],
      lang: { name: 'zh-CN', description: 'zh-CN' },
      stale: true,
      sourceLang: 'en',
    });
    const changed = Date.parse(zh.sourceUpdatedAt ?? '');
    expect(changed).toBeGreaterThan(Date.now() - 3_600_000);
    // Renamed later: the mark dates the newest change of the two.
    h.clock.advance(60_000);
    await h.operator('POST', '/products/edit', { id, name: 'Hand-thrown tea bowl' });
    expect(Date.parse((await detail('zh-CN')).sourceUpdatedAt ?? '')).toBeGreaterThanOrEqual(changed);

    // English readers read the current text; a language without a translation reads it too: no mark.
    const en = await detail('en');
    expect(en).toMatchObject({ name: 'Hand-thrown tea bowl', description: [{ t: 'p', n: 1 }, 'Glazed, hand thrown.'] });
    expect(en.stale).toBeUndefined();
    expect((await detail('fr')).stale).toBeUndefined();
    // The list pages stay as they were: no mark, no bytes.
    const listed = (await inLocale('getProductList', { page: 1, pageSize: 50 }, 'zh-CN')).body.result.items.find(
      (p) => p.id === id,
    );
    expect(listed).toMatchObject({ name: '茶碗' });
    expect(Object.keys(listed ?? {})).not.toContain('stale');

    // Translated again (the name only would leave the description outdated): fresh.
    await setText('product', id, 'zh-CN', { name: '手工茶碗' });
    expect((await detail('zh-CN')).stale).toBe(true);
    await setText('product', id, 'zh-CN', { description: '<p>施釉，手工拉坯。</p>' });
    const fresh = await detail('zh-CN');
    expect(fresh).toMatchObject({ name: '手工茶碗', description: [{ t: 'p', n: 1 }, '施釉，手工拉坯。'] });
    expect(fresh.stale).toBeUndefined();
    expect(fresh.sourceUpdatedAt).toBeUndefined();
  });

  it('an article (not an agreement) read in a stale translation is marked', async () => {
    const id = 900;
    expect((await h.operator('POST', '/articles', { id, title: 'Shipping', body: '<p>By post.</p>' })).status).toBe(
      200,
    );
    await setText('article', id, 'zh-TW', { title: '運送', body: '<p>郵寄。</p>' });
    expect((await inLocale('GetArtical', { id }, 'zh-TW')).body.result.stale).toBeUndefined();
    await h.operator('POST', '/articles', { id, title: 'Shipping', body: '<p>By post or courier.</p>' });
    expect((await inLocale('GetArtical', { id }, 'zh-TW')).body.result).toMatchObject({
      content: [{ t: 'p', n: 1 }, '郵寄。'],
      stale: true,
      sourceLang: 'en',
    });
  });
});

describe('agreements', () => {
  it('a new version never carries a translation made for an older text, nor shows one as itself', async () => {
    const id = AGREEMENT_ARTICLE_IDS.risk;
    const v1zh = (await inLocale('GetArtical', { id }, 'zh-CN')).body.result;
    expect(v1zh).toMatchObject({ version: 1, lang: { content: 'zh-CN' } });
    expect(v1zh.stale).toBeUndefined();

    // English edited in the console's side-by-side editor (contentTextSet), then published.
    h.clock.advance(60_000);
    await setText('article', id, 'en', { body: '<p>Risk notice, version two.</p>' });
    const published = await h.operator<{ version: number; locales: string[] }>('POST', '/agreements/publish', {
      agreement: 'risk',
    });
    expect(published.body.result).toEqual({ agreement: 'risk', version: 2, locales: ['en'] });

    // A zh-CN reader gets the v1 translation as version 1, marked, not as version 2.
    const zh = (await inLocale('GetArtical', { id }, 'zh-CN')).body.result;
    expect(zh).toMatchObject({
      version: 1,
      content: v1zh.content,
      lang: { content: 'zh-CN' },
      stale: true,
      sourceLang: 'en',
    });
    expect(Date.parse(zh.sourceUpdatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(zh.updatedAt));
    // An English reader reads version 2, unmarked.
    const en = (await inLocale('GetArtical', { id }, 'en')).body.result;
    expect(en).toMatchObject({ version: 2, content: [{ t: 'p', n: 1 }, 'Risk notice, version two.'] });
    expect(en.stale).toBeUndefined();

    // Registering in zh-CN accepts version 2 in the language it exists in (English), not zh-CN.
    const phone = nextPhone();
    await inLocale('getMobileCodeRegist', { phone }, 'zh-CN');
    const reg = await inLocale(
      'register',
      { phone, code: h.sms.last(phone) ?? '', password: 'secret-pass-1' },
      'zh-CN',
    );
    expect(reg.status).toBe(200);
    const info = (await inLocale('getInfo', {}, 'zh-CN', reg.body.result.accessToken)).body.result;
    const accepted = await h.operator<{ agreement: string; version: number; locale: string }[]>(
      'GET',
      `/agreements/acceptances?userId=${info.id}`,
    );
    expect(accepted.body.result.find((a) => a.agreement === 'risk')).toMatchObject({ version: 2, locale: 'en' });

    // Translated again and published: version 3 reads in zh-CN, unmarked.
    await setText('article', id, 'zh-CN', { title: v1zh.title, body: '<p>风险提示，第三版。</p>' });
    const v3 = await h.operator<{ version: number; locales: string[] }>('POST', '/agreements/publish', {
      agreement: 'risk',
    });
    expect(v3.body.result.locales).toContain('zh-CN');
    const zh3 = (await inLocale('GetArtical', { id }, 'zh-CN')).body.result;
    expect(zh3).toMatchObject({ version: 3, content: [{ t: 'p', n: 1 }, '风险提示，第三版。'] });
    expect(zh3.stale).toBeUndefined();
  });
});
