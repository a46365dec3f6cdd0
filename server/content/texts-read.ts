// Every language's texts of one content row at once (contentTexts, the console's side-by-side
// editor): the default content locale's from the row's own columns, the others' from
// content_translations. A locale with no text of a field is simply absent (the screen marks it
// missing); the buyer then reads the default locale's text (localized.ts).
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { Executor } from '../db/client';
import { moneyColumns } from './money-texts';
import {
  appConfig,
  articles,
  chatGroups,
  companies,
  contentTranslations,
  levels,
  notices,
  products,
  productTypes,
  type ContentEntity,
  type ContentField,
} from '../db/schema';

type Columns = Partial<Record<ContentField, string>>;

/** The row's own texts (the default locale's), or null when there is no such row. */
async function columns(exec: Executor, entity: ContentEntity, id: number): Promise<Columns | null> {
  const first = <T>(rows: T[]) => rows[0] ?? null;
  switch (entity) {
    case 'product_type':
      return first(await exec.select({ name: productTypes.name }).from(productTypes).where(eq(productTypes.id, id)));
    case 'product':
      return first(
        await exec
          .select({ name: products.name, description: products.description })
          .from(products)
          .where(eq(products.id, id)),
      );
    case 'notice':
      return first(
        await exec.select({ title: notices.title, body: notices.body }).from(notices).where(eq(notices.id, id)),
      );
    case 'article':
      return first(
        await exec.select({ title: articles.title, body: articles.body }).from(articles).where(eq(articles.id, id)),
      );
    case 'company':
      return first(
        await exec
          .select({ name: companies.name, intro: companies.intro, address: companies.address })
          .from(companies)
          .where(eq(companies.id, id)),
      );
    case 'level':
      return first(await exec.select({ name: levels.name }).from(levels).where(eq(levels.id, id)));
    case 'chat_group':
      return first(await exec.select({ name: chatGroups.name }).from(chatGroups).where(eq(chatGroups.id, id)));
    case 'recharge':
    case 'platform_account':
      return moneyColumns(exec, entity, id);
    case 'app_config': {
      if (id !== 0) return null;
      const row = first(
        await exec.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.code, 'app_change_log')),
      );
      return { app_change_log: row?.value ?? '' };
    }
  }
}

/** locale → field → text; null when the row does not exist. */
export async function readAllTexts(
  exec: Executor,
  entity: ContentEntity,
  id: number,
  fallback: Locale,
): Promise<Partial<Record<Locale, Columns>> | null> {
  const own = await columns(exec, entity, id);
  if (!own) return null;
  const out: Partial<Record<Locale, Columns>> = {};
  const base = Object.fromEntries(Object.entries(own).filter(([, v]) => typeof v === 'string' && v !== ''));
  if (Object.keys(base).length > 0) out[fallback] = base;
  const rows = await exec
    .select({ locale: contentTranslations.locale, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, entity), eq(contentTranslations.entityId, id)));
  for (const r of rows) {
    if (r.locale === fallback || r.value === '') continue;
    out[r.locale] = { ...out[r.locale], [r.field]: r.value };
  }
  return out;
}
