// Which translations are outdated (issue 41 #6, docs/i18n.md "Stale translations"): a translation
// whose source_revision is below its default-locale text's revision (content_sources) was made
// from an older text. The console marks those languages on a row (contentTexts' `outdated`) and
// lists them all under "Needs translation" (contentStale). An empty translation is none.
import { and, desc, eq, getTableName, gt, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { Executor } from '../db/client';
import { contentSources, contentTranslations, type ContentEntity, type ContentField } from '../db/schema';

const joined = and(
  eq(contentSources.entity, contentTranslations.entity),
  eq(contentSources.entityId, contentTranslations.entityId),
  eq(contentSources.field, contentTranslations.field),
  gt(contentSources.revision, contentTranslations.sourceRevision),
  ne(contentTranslations.value, ''),
);

/** One row's outdated translations: locale → the fields whose source changed since. */
export async function outdatedOf(
  exec: Executor,
  entity: ContentEntity,
  id: number,
): Promise<Partial<Record<Locale, ContentField[]>>> {
  const found = await exec
    .select({ locale: contentTranslations.locale, field: contentTranslations.field })
    .from(contentTranslations)
    .innerJoin(contentSources, joined)
    .where(and(eq(contentTranslations.entity, entity), eq(contentTranslations.entityId, id)))
    .orderBy(contentTranslations.locale, contentTranslations.field);
  const out: Partial<Record<Locale, ContentField[]>> = {};
  for (const r of found) out[r.locale] = [...(out[r.locale] ?? []), r.field];
  return out;
}

/**
 * The locales in which row `id` (a column of the caller's query, e.g. products.id) has an outdated
 * translation, as a column of that same query (a correlated subquery: a list of rows stays one
 * query, not one more per row). The console's catalogue tags such an item "Outdated". Every name
 * is qualified by hand: drizzle leaves a one-table select's columns bare, and a bare "id" or
 * "locale" inside the subquery would be ambiguous or the wrong table's.
 */
export function outdatedLocales(entity: ContentEntity, id: Column): SQL<Locale[]> {
  const outer = sql`${sql.identifier(getTableName(id.table))}.${sql.identifier(id.name)}`;
  return sql<Locale[]>`ARRAY(SELECT DISTINCT t.locale FROM content_translations t
    INNER JOIN content_sources s ON s.entity = t.entity AND s.entity_id = t.entity_id AND s.field = t.field
    WHERE t.entity = ${entity} AND t.entity_id = ${outer} AND s.revision > t.source_revision AND t.value <> ''
    ORDER BY t.locale)`;
}

export interface OutdatedRow {
  entity: ContentEntity;
  id: number;
  locale: Locale;
  fields: ContentField[];
  sourceUpdatedAt: Date;
}

/** Every outdated translation, a row per (content row, locale), the latest source change first. */
export async function listOutdated(exec: Executor, limit = 200): Promise<OutdatedRow[]> {
  const changed = sql<Date | string>`max(${contentSources.updatedAt})`;
  const found = await exec
    .select({
      entity: contentTranslations.entity,
      id: contentTranslations.entityId,
      locale: contentTranslations.locale,
      fields: sql<ContentField[]>`array_agg(${contentTranslations.field} ORDER BY ${contentTranslations.field})`,
      sourceUpdatedAt: changed,
    })
    .from(contentTranslations)
    .innerJoin(contentSources, joined)
    .groupBy(contentTranslations.entity, contentTranslations.entityId, contentTranslations.locale)
    .orderBy(desc(changed), contentTranslations.entity, contentTranslations.entityId, contentTranslations.locale)
    .limit(limit);
  return found.map((r) => ({ ...r, sourceUpdatedAt: new Date(r.sourceUpdatedAt) }));
}
