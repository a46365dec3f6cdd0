// Content in the reader's language (issue 22, docs/i18n.md "Content in every locale"). The content
// tables' own columns hold the default content locale's text; content_translations holds the other
// locales'. A text missing in the reader's locale falls back to the column, and every answer says
// which language each of its texts is in, so the screen can mark it (`lang`, "shown in English").
// A translation made from an older default-locale text is still shown, and said to be stale
// (issue 41 #6, docs/i18n.md "Stale translations"; the revisions: content_sources).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { Executor } from '../db/client';
import { contentSources, contentTranslations, type ContentEntity, type ContentField } from '../db/schema';

/** Who reads: the locale asked for and the default content locale (the columns' language). */
export interface Reader {
  locale: Locale;
  fallback: Locale;
}

/** One text and the language it is in. */
export interface LocalText {
  text: string;
  lang: Locale;
}

/** One translation as read: its text, and when its source changed since it was made (else null). */
export interface Found {
  value: string;
  staleSince: Date | null;
}

/** The mark a read carries when a text it shows translates an older default-locale text. */
export interface StaleMark {
  stale: true;
  /** When the default locale's text last changed. */
  sourceUpdatedAt: string;
  /** The language of the current text (the default content locale). */
  sourceLang: Locale;
}

/** The translations of some rows of one kind in one locale: `${id}|${field}` → text. */
export class Texts {
  constructor(
    readonly reader: Reader,
    private readonly found: ReadonlyMap<string, Found> = new Map(),
  ) {}

  /** The text of `field` of row `id` in the reader's locale, else `base` (the column) in the default one. */
  pick(id: number, field: ContentField, base: string): LocalText {
    const own = this.found.get(`${id}|${field}`);
    if (own !== undefined && own.value !== '') return { text: own.value, lang: this.reader.locale };
    return { text: base, lang: this.reader.fallback };
  }

  /**
   * The stale mark of row `id` when one of `fields`, as `pick` shows them, is a translation made
   * from an older text (the newest change of those sources dates it); otherwise nothing.
   */
  stale(id: number, fields: readonly ContentField[]): StaleMark | Record<string, never> {
    let since: Date | null = null;
    for (const field of fields) {
      const own = this.found.get(`${id}|${field}`);
      if (!own || own.value === '' || !own.staleSince) continue;
      if (!since || own.staleSince > since) since = own.staleSince;
    }
    return since ? { stale: true, sourceUpdatedAt: since.toISOString(), sourceLang: this.reader.fallback } : {};
  }
}

/**
 * One query for every row of `ids` (none when the reader reads the default locale: the columns
 * are already in it). Callers pick each field with `texts.pick`.
 */
export async function loadTexts(
  exec: Executor,
  reader: Reader,
  entity: ContentEntity,
  ids: readonly number[],
): Promise<Texts> {
  if (reader.locale === reader.fallback || ids.length === 0) return new Texts(reader);
  const rows = await exec
    .select({
      id: contentTranslations.entityId,
      field: contentTranslations.field,
      value: contentTranslations.value,
      // The source's last change when it is newer than what this translates (one left join).
      staleSince: sql<Date | string | null>`CASE WHEN ${contentSources.revision} > ${contentTranslations.sourceRevision}
        THEN ${contentSources.updatedAt} END`,
    })
    .from(contentTranslations)
    .leftJoin(
      contentSources,
      and(
        eq(contentSources.entity, contentTranslations.entity),
        eq(contentSources.entityId, contentTranslations.entityId),
        eq(contentSources.field, contentTranslations.field),
      ),
    )
    .where(
      and(
        eq(contentTranslations.entity, entity),
        eq(contentTranslations.locale, reader.locale),
        inArray(contentTranslations.entityId, [...new Set(ids)]),
      ),
    );
  return new Texts(
    reader,
    new Map(
      rows.map((r) => [
        `${r.id}|${r.field}`,
        { value: r.value, staleSince: r.staleSince === null ? null : new Date(r.staleSince) },
      ]),
    ),
  );
}

/**
 * Writes one field of one row in `locale`: the column itself when it is the default locale,
 * a translation row otherwise (an empty value removes the translation: the text falls back).
 * A translation written is made from the current default-locale text: its source_revision is set
 * to that text's revision (saving it again, even unchanged, is the translator's "still right").
 * Returns whether the column must be written by the caller (the default locale).
 */
export async function saveText(
  exec: Executor,
  at: { entity: ContentEntity; entityId: number; field: ContentField; locale: Locale; fallback: Locale },
  value: string,
  now: Date,
): Promise<'column' | 'translation'> {
  if (at.locale === at.fallback) return 'column';
  const key = and(
    eq(contentTranslations.entity, at.entity),
    eq(contentTranslations.entityId, at.entityId),
    eq(contentTranslations.locale, at.locale),
    eq(contentTranslations.field, at.field),
  );
  if (value === '') {
    await exec.delete(contentTranslations).where(key);
    return 'translation';
  }
  await exec
    .insert(contentTranslations)
    .values({ entity: at.entity, entityId: at.entityId, locale: at.locale, field: at.field, value, updatedAt: now })
    .onConflictDoUpdate({
      target: [
        contentTranslations.entity,
        contentTranslations.entityId,
        contentTranslations.locale,
        contentTranslations.field,
      ],
      set: {
        value,
        updatedAt: now,
        // The row proposed took the source's current revision (the insert trigger,
        // gavel_translation_source, runs before the conflict is found).
        sourceRevision: sql`excluded.source_revision`,
      },
    });
  return 'translation';
}

/**
 * A consigned item's resale listing keeps its source item's text in every language: copies every
 * translation of product `from` to product `to` (the columns are copied by the caller), and the
 * texts' revisions, so a translation stale on the original is stale on the listing too.
 */
export async function copyProductTexts(exec: Executor, from: number, to: number): Promise<void> {
  const sources = await exec
    .select()
    .from(contentSources)
    .where(and(eq(contentSources.entity, 'product'), eq(contentSources.entityId, from)));
  if (sources.length > 0)
    await exec
      .insert(contentSources)
      .values(sources.map((s) => ({ ...s, entityId: to })))
      .onConflictDoNothing();
  const rows = await exec
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, 'product'), eq(contentTranslations.entityId, from)));
  if (rows.length === 0) return;
  await exec
    .insert(contentTranslations)
    .values(rows.map((r) => ({ ...r, entityId: to })))
    .onConflictDoNothing();
  // A new row takes its source's current revision (gavel_translation_source); the copy keeps the
  // original's instead, whatever it was made from.
  await exec.execute(sql`UPDATE content_translations c SET source_revision = o.source_revision
    FROM content_translations o
    WHERE o.entity = 'product' AND o.entity_id = ${from} AND c.entity = 'product' AND c.entity_id = ${to}
      AND c.locale = o.locale AND c.field = o.field AND c.source_revision <> o.source_revision`);
}

/** The reader of a call: its request's locale (locale-hook.ts) and the default content locale. */
export function readerOf(ctx: { req: { locale: Locale }; config: { defaultContentLocale: Locale } }): Reader {
  return { locale: ctx.req.locale, fallback: ctx.config.defaultContentLocale };
}
