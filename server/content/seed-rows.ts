// Content's rows of a first start (the seed, server/seed/, holds the demo words and orchestrates):
// notices, agreement articles, the company, app_config entries, dictionaries, built-in
// translations, and the mark that the seed ran (app_config 'seeded_at', so it runs once).
import type { Tx } from '../db/client';
import { asc, eq } from 'drizzle-orm';
import { appConfig, articles, companies, contentTranslations, dictItems, dicts, notices } from '../db/schema';

export interface DemoContent {
  notices: Omit<typeof notices.$inferInsert, 'id'>[];
  articles: (typeof articles.$inferInsert)[];
  company: Omit<typeof companies.$inferInsert, 'id'>;
  appConfig: { code: string; value: string }[];
  dicts: { code: string; name: string; items: [value: string, label: string][] }[];
}

export async function insertDemoContent(tx: Tx, c: DemoContent): Promise<void> {
  await tx.insert(notices).values(c.notices);
  await tx.insert(articles).values(c.articles);
  await tx.insert(companies).values(c.company);
  await tx.insert(appConfig).values(c.appConfig);
  await tx.insert(dicts).values(c.dicts.map(({ code, name }) => ({ code, name })));
  await tx
    .insert(dictItems)
    .values(c.dicts.flatMap((d) => d.items.map(([value, label], sort) => ({ dictCode: d.code, value, label, sort }))));
}

/** Whether the first-start seed already ran on this database. */
export async function alreadySeeded(tx: Tx): Promise<boolean> {
  const [done] = await tx.select().from(appConfig).where(eq(appConfig.code, 'seeded_at'));
  return done !== undefined;
}

export async function markSeeded(tx: Tx, now: Date): Promise<void> {
  await tx.insert(appConfig).values({ code: 'seeded_at', value: now.toISOString() });
}

/** The seeded notices, oldest first (the seed translates them). */
export function noticeRows(tx: Tx) {
  return tx.select().from(notices).orderBy(asc(notices.id));
}

/** The first company's id, if any. */
export async function firstCompanyId(tx: Tx): Promise<number | undefined> {
  const [company] = await tx.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  return company?.id;
}

/**
 * Built-in translations. `keepExisting`: a row already there stays (start-up configuration, run at
 * every start); otherwise one already there is an error (the seed writes into an empty table).
 */
export async function insertTranslations(
  tx: Tx,
  values: (typeof contentTranslations.$inferInsert)[],
  { keepExisting }: { keepExisting: boolean },
): Promise<void> {
  if (values.length === 0) return;
  const insert = tx.insert(contentTranslations).values(values);
  await (keepExisting ? insert.onConflictDoNothing() : insert);
}
