// A search that also matches a row's translated texts (issue 22, issue 41): "some translation of
// this row's field, in this locale or in any, folds to the pattern", as a condition the owner of
// the row puts in its own query (market's catalogue searches item names this way).
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/config';
import type { Executor } from '../db/client';
import { contentTranslations, type ContentEntity, type ContentField } from '../db/schema';

/**
 * EXISTS a translation of `field` of the row whose id is `idColumn` (entity `entity`), in `locale`
 * (every locale when undefined), whose folded text is LIKE `pattern` (a foldedPattern).
 */
export function translationMatches(
  exec: Executor,
  at: { entity: ContentEntity; idColumn: PgColumn; field: ContentField; locale?: Locale },
  pattern: SQL,
): SQL {
  return exists(
    exec
      .select({ one: sql`1` })
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.entity, at.entity),
          eq(contentTranslations.entityId, at.idColumn),
          at.locale === undefined ? undefined : eq(contentTranslations.locale, at.locale),
          eq(contentTranslations.field, at.field),
          sql`gavel_fold(${contentTranslations.value}) LIKE ${pattern}`,
        ),
      ),
  );
}
