// Operator API for content in each language (issue 22): any translatable text of any content row
// in one locale (the default locale writes the row's own column), publishing an agreement's new
// version, and the list of who accepted which version in which language. The CLI's `--locale`
// options call these (server/admin/commands/content-locale.ts).
import type { ContentEntity, ContentField } from '../db/schema';
import type { TextRows } from '../ports/text-rows';
import { withTx } from '../db/tx';
import { notFound } from '../http/errors';
import { recordOperatorAction } from '../operator/operator-api';
import { listAcceptances, publishAgreement } from './agreements';
import { saveText } from './localized';
import { MONEY_FIELDS } from './money-texts';
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

/**
 * The content group's calls on texts per locale. `rows` reads and writes each entity's own columns
 * (the default locale's texts): content's own rows' and, through the port, those of the features
 * that own the others (server/ports/text-rows.ts; the composition root joins them).
 */
export const localeOperatorHandlers = (rows: TextRows) =>
  ({
    contentTexts: async (query, ctx) => {
      const defaultLocale = ctx.config.defaultContentLocale;
      const texts = await readAllTexts(ctx.db, rows, query.entity, query.id, defaultLocale);
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
        const own = (await readAllTexts(ctx.db, rows, entity, Number(id), defaultLocale))?.[defaultLocale] ?? {};
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
        if ((await rows[body.entity].read(tx, body.id)) === null) throw notFound(`${body.entity} ${body.id}`);
        // This language's texts of the fields sent, before and after (null: there was none).
        const textsNow = async () => {
          const all = (await readAllTexts(tx, rows, body.entity, body.id, fallback))?.[body.locale] ?? {};
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
          if (where === 'column') await rows[body.entity].write(tx, body.id, field, value);
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
  }) satisfies Partial<OperatorHandlers<'content'>>;
