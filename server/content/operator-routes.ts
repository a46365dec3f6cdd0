// Operator API for content: add a notice, set an article (bodies sanitised on write), read and
// change the update configuration (app_version, app_change_log).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { appConfig, articles, notices } from '../db/schema';
import { withTx } from '../db/tx';
import { recordOperatorAction } from '../operator/operator-api';
import { notFound } from '../http/errors';
import { UPDATE_CONFIG_CODES } from './routes';
import { sanitizeBody } from './sanitize';
import { agreementOfArticle, publishAgreement } from './agreements';
import { saveText } from './localized';
import { readAllTexts } from './texts-read';
import { contentTextRows } from './text-columns';
import type { OperatorHandlers } from '../operator/operator-group';

export const contentOperatorHandlers = {
  noticeAdd: async (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const [row] = await tx
        .insert(notices)
        .values({ title: body.title, body: sanitizeBody(body.body), pinned: body.pinned, createdAt: ctx.now() })
        .returning();
      if (!row) throw new Error('notice insert returned nothing');
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'notice add',
        target: `notice:${row.id}`,
        details: { title: row.title },
        before: null,
        after: { title: row.title, body: row.body, pinned: row.pinned },
      });
      return { id: row.id, title: row.title, body: row.body, pinned: row.pinned };
    }),

  articleSet: async (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const clean = sanitizeBody(body.body);
      const fallback = ctx.config.defaultContentLocale;
      const locale = body.locale ?? fallback;
      // The texts this edit replaces, in its language (null: a new article), for the audit log.
      const was = (await readAllTexts(tx, contentTextRows, 'article', body.id, fallback))?.[locale] ?? null;
      if (locale !== fallback) {
        // Another language's text of an existing article (the default locale's is the row).
        const [existing] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, body.id));
        if (!existing) throw notFound(`Article ${body.id}`);
        for (const [field, value] of [
          ['title', body.title],
          ['body', clean],
        ] as const)
          await saveText(tx, { entity: 'article', entityId: body.id, field, locale, fallback }, value, ctx.now());
      }
      const [row] =
        locale !== fallback
          ? await tx.select().from(articles).where(eq(articles.id, body.id))
          : await tx
              .insert(articles)
              .values({ id: body.id, title: body.title, body: clean, updatedAt: ctx.now() })
              .onConflictDoUpdate({
                target: articles.id,
                set: { title: body.title, body: clean, updatedAt: sql`excluded.updated_at` },
              })
              .returning();
      if (!row) throw new Error('article upsert returned nothing');
      const agreement = agreementOfArticle(row.id);
      const published = agreement && !body.draft ? await publishAgreement(tx, agreement, fallback, ctx.now()) : null;
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'article set',
        target: `article:${row.id}`,
        details: { title: body.title, locale, ...(published ? { version: published.version } : {}) },
        before: was && { title: was.title ?? null, body: was.body ?? null },
        after: { title: body.title, body: clean },
      });
      return { id: row.id, title: body.title, body: clean, locale, version: published?.version ?? null };
    }),
} satisfies Partial<OperatorHandlers<'content'>>;

export const configOperatorHandlers = {
  configList: async (_input, ctx) =>
    ctx.db.select().from(appConfig).where(inArray(appConfig.code, UPDATE_CONFIG_CODES)).orderBy(asc(appConfig.code)),

  configSet: async (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const [was] = await tx
        .select({ value: appConfig.value })
        .from(appConfig)
        .where(eq(appConfig.code, body.code))
        .for('update');
      if (body.value === null) await tx.delete(appConfig).where(eq(appConfig.code, body.code));
      else
        await tx
          .insert(appConfig)
          .values({ code: body.code, value: body.value })
          .onConflictDoUpdate({ target: appConfig.code, set: { value: body.value } });
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: body.value === null ? 'config unset' : 'config set',
        target: `config:${body.code}`,
        details: { value: body.value },
        before: { value: was?.value ?? null },
        after: { value: body.value },
      });
      return { code: body.code, value: body.value };
    }),
} satisfies Partial<OperatorHandlers<'upkeep'>>;
