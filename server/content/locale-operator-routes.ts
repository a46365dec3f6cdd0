// Operator API for content in each language (issue 22): any translatable text of any content row
// in one locale (the default locale writes the row's own column), publishing an agreement's new
// version, and the list of who accepted which version in which language. The CLI's `--locale`
// options call these (server/admin/commands/content-locale.ts).
import { eq } from 'drizzle-orm';
import {
  appConfig,
  articles,
  chatGroups,
  companies,
  levels,
  notices,
  products,
  productTypes,
  type ContentEntity,
  type ContentField,
} from '../db/schema';
import type { Tx } from '../db/client';
import { withTx } from '../db/tx';
import { notFound } from '../http/errors';
import { recordOperatorAction } from '../operator/operator-api';
import { listAcceptances, publishAgreement } from './agreements';
import { saveText } from './localized';
import { MONEY_FIELDS, moneyRowExists, writeMoneyColumn } from './money-texts';
import { sanitizeBody } from './sanitize';
import { listOutdated, outdatedOf } from './stale-list';
import { readAllTexts } from './texts-read';
import type { OperatorHandlers } from '../operator/operator-group';

/** The texts each kind of content has, and whether they are HTML (sanitised on write). */
export const CONTENT_FIELDS: Record<ContentEntity, Partial<Record<ContentField, 'text' | 'html'>>> = {
  product_type: { name: 'text' },
  product: { name: 'text', description: 'html' },
  notice: { title: 'text', body: 'html' },
  article: { title: 'text', body: 'html' },
  company: { name: 'text', intro: 'html', address: 'text' },
  level: { name: 'text' },
  chat_group: { name: 'text' },
  app_config: { app_change_log: 'text' },
  ...MONEY_FIELDS,
};

/** Writes the default locale's text into the row's column; false when the row does not exist. */
async function writeColumn(tx: Tx, entity: ContentEntity, id: number, field: ContentField, value: string) {
  const one = async (q: Promise<unknown[]>) => (await q).length > 0;
  switch (entity) {
    case 'product_type':
      return one(tx.update(productTypes).set({ name: value }).where(eq(productTypes.id, id)).returning());
    case 'product':
      return one(
        tx
          .update(products)
          .set(field === 'name' ? { name: value } : { description: value })
          .where(eq(products.id, id))
          .returning(),
      );
    case 'notice':
      return one(
        tx
          .update(notices)
          .set(field === 'title' ? { title: value } : { body: value })
          .where(eq(notices.id, id))
          .returning(),
      );
    case 'article':
      return one(
        tx
          .update(articles)
          .set(field === 'title' ? { title: value } : { body: value })
          .where(eq(articles.id, id))
          .returning(),
      );
    case 'company':
      return one(
        tx
          .update(companies)
          .set(field === 'name' ? { name: value } : field === 'intro' ? { intro: value } : { address: value })
          .where(eq(companies.id, id))
          .returning(),
      );
    case 'level':
      return one(tx.update(levels).set({ name: value }).where(eq(levels.id, id)).returning());
    case 'chat_group':
      return one(tx.update(chatGroups).set({ name: value }).where(eq(chatGroups.id, id)).returning());
    case 'recharge':
    case 'platform_account':
      return writeMoneyColumn(tx, entity, id, value);
    case 'app_config':
      return one(tx.update(appConfig).set({ value }).where(eq(appConfig.code, 'app_change_log')).returning());
  }
}

/** Whether the row exists (a translation of nothing is refused). */
async function exists(tx: Tx, entity: ContentEntity, id: number): Promise<boolean> {
  const table = {
    product_type: productTypes,
    product: products,
    notice: notices,
    article: articles,
    company: companies,
    level: levels,
    chat_group: chatGroups,
  } as const;
  if (entity === 'app_config') return id === 0;
  if (entity === 'recharge' || entity === 'platform_account') return moneyRowExists(tx, entity, id);
  const t = table[entity];
  return (await tx.select({ id: t.id }).from(t).where(eq(t.id, id))).length > 0;
}

export const localeOperatorHandlers = {
  contentTexts: async (query, ctx) => {
    const defaultLocale = ctx.config.defaultContentLocale;
    const texts = await readAllTexts(ctx.db, query.entity, query.id, defaultLocale);
    if (!texts) throw notFound(`${query.entity} ${query.id}`);
    const fields = Object.keys(CONTENT_FIELDS[query.entity]) as ContentField[];
    const outdated = await outdatedOf(ctx.db, query.entity, query.id);
    return { entity: query.entity, id: query.id, defaultLocale, fields, texts, outdated };
  },

  // "Needs translation" (issue 41 #6): every outdated translation, named by its row's first text
  // in the default locale (a row's texts are read once however many languages are outdated).
  contentStale: async (_query, ctx) => {
    const defaultLocale = ctx.config.defaultContentLocale;
    const outdated = await listOutdated(ctx.db);
    const labels = new Map<string, string>();
    for (const key of new Set(outdated.map((o) => `${o.entity}|${o.id}`))) {
      const [entity, id] = key.split('|') as [ContentEntity, string];
      const own = (await readAllTexts(ctx.db, entity, Number(id), defaultLocale))?.[defaultLocale] ?? {};
      const first = (Object.keys(CONTENT_FIELDS[entity]) as ContentField[])[0];
      labels.set(key, (first && own[first]) || `${entity} ${id}`);
    }
    return outdated.map((o) => ({
      ...o,
      label: labels.get(`${o.entity}|${o.id}`) ?? '',
      sourceUpdatedAt: o.sourceUpdatedAt.toISOString(),
    }));
  },

  contentTextSet: async (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const fallback = ctx.config.defaultContentLocale;
      const allowed = CONTENT_FIELDS[body.entity];
      const saved: string[] = [];
      if (!(await exists(tx, body.entity, body.id))) throw notFound(`${body.entity} ${body.id}`);
      // This language's texts of the fields sent, before and after (null: there was none).
      const textsNow = async () => {
        const all = (await readAllTexts(tx, body.entity, body.id, fallback))?.[body.locale] ?? {};
        const sent = Object.keys(body.texts) as ContentField[];
        return Object.fromEntries(sent.map((f) => [f, all[f] ?? null]));
      };
      const before = await textsNow();
      for (const [field, raw] of Object.entries(body.texts) as [ContentField, string][]) {
        const kind = allowed[field];
        if (!kind) throw notFound(`${body.entity} has no text '${field}'`);
        const value = kind === 'html' ? sanitizeBody(raw) : raw.trim();
        const at = { entity: body.entity, entityId: body.id, field, locale: body.locale, fallback };
        const where = await saveText(tx, at, value, ctx.now());
        if (where === 'column') await writeColumn(tx, body.entity, body.id, field, value);
        saved.push(field);
      }
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'content text',
        target: `${body.entity}:${body.id}`,
        details: { locale: body.locale, fields: saved },
        before,
        after: await textsNow(),
      });
      // A translated item name shows on the lists at once (their short cache is per locale).
      if (body.entity === 'product' || body.entity === 'product_type') ctx.products.lists.clear();
      return { entity: body.entity, id: body.id, locale: body.locale, fields: saved };
    }),

  agreementPublish: async (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const out = await publishAgreement(tx, body.agreement, ctx.config.defaultContentLocale, ctx.now());
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'agreement publish',
        target: `agreement:${body.agreement}`,
        details: out,
      });
      return { agreement: body.agreement, ...out };
    }),

  agreementAcceptances: async (query, ctx) =>
    (await listAcceptances(ctx.db, query.userId)).map((a) => ({ ...a, acceptedAt: a.acceptedAt.toISOString() })),
} satisfies Partial<OperatorHandlers<'content'>>;
