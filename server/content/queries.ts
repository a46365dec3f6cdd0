// The content group's public reads: notices, articles, companies, the update config and the
// dictionaries (their translations are read through localized.ts; agreements through agreements.ts).
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appConfig, articles, companies, dictItems, dicts, notices } from '../db/schema';

/** The newest 100 notices, pinned first. */
export function latestNotices(exec: Executor) {
  return exec
    .select()
    .from(notices)
    .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.id))
    .limit(100);
}

export async function findArticle(exec: Executor, id: number) {
  const [a] = await exec.select().from(articles).where(eq(articles.id, id));
  return a;
}

export async function findCompany(exec: Executor, id: number) {
  const [c] = await exec.select().from(companies).where(eq(companies.id, id));
  return c;
}

/** The app-config rows with these codes, by code. */
export function appConfigRows(exec: Executor, codes: string[]) {
  return exec.select().from(appConfig).where(inArray(appConfig.code, codes)).orderBy(asc(appConfig.code));
}

export function allDicts(exec: Executor) {
  return exec.select().from(dicts).orderBy(asc(dicts.code));
}

export function allDictItems(exec: Executor) {
  return exec.select().from(dictItems).orderBy(asc(dictItems.dictCode), asc(dictItems.sort), asc(dictItems.id));
}
