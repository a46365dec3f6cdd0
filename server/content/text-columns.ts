// The default locale's texts of the rows content owns (their own columns), for the side-by-side
// editor: notices, articles, companies, the change log (app_config, id 0) and the recharge
// instructions. The other translatable rows' are their owners' (server/ports/text-rows.ts).
import { eq } from 'drizzle-orm';
import { appConfig, articles, companies, notices, type ContentEntity } from '../db/schema';
import type { TextColumns } from '../ports/text-rows';
import { rechargeTexts } from './money-texts';

const first = <T>(rows: T[]) => rows[0] ?? null;
const changed = async (q: Promise<unknown[]>) => (await q).length > 0;

const noticeTexts: TextColumns = {
  read: async (exec, id) =>
    first(await exec.select({ title: notices.title, body: notices.body }).from(notices).where(eq(notices.id, id))),
  write: (exec, id, field, value) =>
    changed(
      exec
        .update(notices)
        .set(field === 'title' ? { title: value } : { body: value })
        .where(eq(notices.id, id))
        .returning(),
    ),
};

const articleTexts: TextColumns = {
  read: async (exec, id) =>
    first(await exec.select({ title: articles.title, body: articles.body }).from(articles).where(eq(articles.id, id))),
  write: (exec, id, field, value) =>
    changed(
      exec
        .update(articles)
        .set(field === 'title' ? { title: value } : { body: value })
        .where(eq(articles.id, id))
        .returning(),
    ),
};

const companyTexts: TextColumns = {
  read: async (exec, id) =>
    first(
      await exec
        .select({ name: companies.name, intro: companies.intro, address: companies.address })
        .from(companies)
        .where(eq(companies.id, id)),
    ),
  write: (exec, id, field, value) =>
    changed(
      exec
        .update(companies)
        .set(field === 'name' ? { name: value } : field === 'intro' ? { intro: value } : { address: value })
        .where(eq(companies.id, id))
        .returning(),
    ),
};

/** The change log (app_config 'app_change_log'): one text, id 0. */
const changeLogTexts: TextColumns = {
  read: async (exec, id) => {
    if (id !== 0) return null;
    const row = first(
      await exec.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.code, 'app_change_log')),
    );
    return { app_change_log: row?.value ?? '' };
  },
  write: (exec, _id, _field, value) =>
    changed(exec.update(appConfig).set({ value }).where(eq(appConfig.code, 'app_change_log')).returning()),
};

export type ContentOwnEntity = 'notice' | 'article' | 'company' | 'app_config' | 'recharge';

export const contentTextRows = {
  notice: noticeTexts,
  article: articleTexts,
  company: companyTexts,
  app_config: changeLogTexts,
  recharge: rechargeTexts,
} as const satisfies Record<ContentOwnEntity, TextColumns> & Partial<Record<ContentEntity, TextColumns>>;
