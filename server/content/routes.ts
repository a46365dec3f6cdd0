// Public content: notices, articles, the company page, update config, dictionaries, price data.
// Bodies go out as rich-text trees (./rich-tree.ts): the buyer app never parses HTML.
import { notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { agreementCalls } from './agreement-routes';
import { readAgreement } from './agreement-read';
import { agreementOfArticle } from './agreements';
import { loadTexts, readerOf } from './localized';
import { richTree } from './rich-tree';
import { allDictItems, allDicts, appConfigRows, findArticle, findCompany, latestNotices } from './queries';

/** The only codes the update check may read; the table also holds internal markers. */
export const UPDATE_CONFIG_CODES = ['app_version', 'app_change_log'];

export const contentCalls = {
  GetNotice: async (_input, ctx) => {
    const rows = await latestNotices(ctx.db);
    const texts = await loadTexts(
      ctx.db,
      readerOf(ctx),
      'notice',
      rows.map((n) => n.id),
    );
    return rows.map((n) => {
      const title = texts.pick(n.id, 'title', n.title);
      const content = texts.pick(n.id, 'body', n.body);
      return {
        id: n.id,
        title: title.text,
        content: richTree(content.text),
        pinned: n.pinned,
        publishedAt: n.createdAt.toISOString(),
        lang: { title: title.lang, content: content.lang },
        ...texts.stale(n.id, ['title', 'body']),
      };
    });
  },

  GetArtical: async ({ id }, ctx) => {
    const a = await findArticle(ctx.db, id);
    if (!a) throw notFound('Article');
    const reader = readerOf(ctx);
    // An agreement reads its current published version (what a user accepts), not the draft.
    const agreement = agreementOfArticle(a.id);
    const published = agreement ? await readAgreement(ctx.db, reader, agreement) : null;
    if (published)
      return {
        id: a.id,
        title: published.title.text,
        content: richTree(published.body.text),
        updatedAt: published.publishedAt.toISOString(),
        lang: { title: published.title.lang, content: published.body.lang },
        version: published.version,
        ...published.mark,
      };
    const texts = await loadTexts(ctx.db, reader, 'article', [a.id]);
    const title = texts.pick(a.id, 'title', a.title);
    const content = texts.pick(a.id, 'body', a.body);
    return {
      id: a.id,
      title: title.text,
      content: richTree(content.text),
      updatedAt: a.updatedAt.toISOString(),
      lang: { title: title.lang, content: content.lang },
      ...texts.stale(a.id, ['title', 'body']),
    };
  },

  getCompany: async ({ id }, ctx) => {
    const c = await findCompany(ctx.db, id);
    if (!c) throw notFound('Company');
    const texts = await loadTexts(ctx.db, readerOf(ctx), 'company', [c.id]);
    const name = texts.pick(c.id, 'name', c.name);
    const intro = texts.pick(c.id, 'intro', c.intro);
    const address = texts.pick(c.id, 'address', c.address);
    return {
      id: c.id,
      name: name.text,
      logo: c.logo,
      description: richTree(intro.text),
      lang: { name: name.lang, description: intro.lang, address: address.lang },
      address: address.text || null,
      phone: c.phone || null,
      email: c.email || null,
      website: c.website,
    };
  },

  GetAppUpdateConfig: async (_input, ctx) => {
    const rows = await appConfigRows(ctx.db, UPDATE_CONFIG_CODES);
    // The change log is content (per locale); the version number is not.
    const texts = await loadTexts(ctx.db, readerOf(ctx), 'app_config', [0]);
    return rows.map((r) => {
      if (r.code !== 'app_change_log') return { code: r.code, value: r.value };
      const log = texts.pick(0, 'app_change_log', r.value);
      return { code: r.code, value: log.text, lang: log.lang };
    });
  },

  getAllDictList: async (_input, ctx) => {
    const [all, items] = [await allDicts(ctx.db), await allDictItems(ctx.db)];
    return all.map((d) => ({
      code: d.code,
      name: d.name,
      items: items.filter((i) => i.dictCode === d.code).map((i) => ({ value: i.value, label: i.label, sort: i.sort })),
    }));
  },

  ...agreementCalls,
} satisfies Partial<CallHandlers<'content'>>;
