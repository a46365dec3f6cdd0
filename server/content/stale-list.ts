// Which translations are outdated (issue 41 #6, docs/i18n.md "Stale translations"): a translation
// whose source_revision is below its default-locale text's revision (content_sources) was made
// from an older text. The console marks those languages on a row (contentTexts' `outdated`) and
// lists them all under "Needs translation" (contentStale). An empty translation is none.
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
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
