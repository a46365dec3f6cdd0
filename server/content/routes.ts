// Public content: notices, articles, the company page, update config, dictionaries, price data.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { appConfig, articles, companies, dictItems, dicts, notices } from '../db/schema';
import { notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';

/** The only codes the update check may read; the table also holds internal markers. */
export const UPDATE_CONFIG_CODES = ['app_version', 'app_change_log'];

export const contentCalls = {
  GetNotice: async (_input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(notices)
      .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.id))
      .limit(100);
    return rows.map((n) => ({
      id: n.id,
      title: n.title,
      content: n.body,
      pinned: n.pinned,
      publishedAt: n.createdAt.toISOString(),
    }));
  },

  GetArtical: async ({ id }, ctx) => {
    const [a] = await ctx.db.select().from(articles).where(eq(articles.id, id));
    if (!a) throw notFound('Article');
    return { id: a.id, title: a.title, content: a.body, updatedAt: a.updatedAt.toISOString() };
  },

  getCompany: async ({ id }, ctx) => {
    const [c] = await ctx.db.select().from(companies).where(eq(companies.id, id));
    if (!c) throw notFound('Company');
    return {
      id: c.id,
      name: c.name,
      logo: c.logo,
      description: c.intro,
      address: c.address || null,
      phone: c.phone || null,
      email: c.email || null,
      website: c.website,
    };
  },

  GetAppUpdateConfig: async (_input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(appConfig)
      .where(inArray(appConfig.code, UPDATE_CONFIG_CODES))
      .orderBy(asc(appConfig.code));
    return rows.map((r) => ({ code: r.code, value: r.value }));
  },

  getAllDictList: async (_input, ctx) => {
    const [all, items] = [
      await ctx.db.select().from(dicts).orderBy(asc(dicts.code)),
      await ctx.db.select().from(dictItems).orderBy(asc(dictItems.dictCode), asc(dictItems.sort), asc(dictItems.id)),
    ];
    return all.map((d) => ({
      code: d.code,
      name: d.name,
      items: items.filter((i) => i.dictCode === d.code).map((i) => ({ value: i.value, label: i.label, sort: i.sort })),
    }));
  },
} satisfies Partial<CallHandlers<'content'>>;
