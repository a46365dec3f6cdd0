// Content in the reader's language (issue 22, docs/i18n.md "Content in every locale"). The content
// tables' own columns hold the default content locale's text; content_translations holds the other
// locales'. A text missing in the reader's locale falls back to the column, and every answer says
// which language each of its texts is in, so the screen can mark it (`lang`, "shown in English").
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { Executor } from '../db/client';
import { contentTranslations, type ContentEntity, type ContentField } from '../db/schema';

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

/** The translations of some rows of one kind in one locale: `${id}|${field}` → text. */
export class Texts {
  constructor(
    readonly reader: Reader,
    private readonly found: ReadonlyMap<string, string> = new Map(),
  ) {}

  /** The text of `field` of row `id` in the reader's locale, else `base` (the column) in the default one. */
  pick(id: number, field: ContentField, base: string): LocalText {
    const own = this.found.get(`${id}|${field}`);
    if (own !== undefined && own !== '') return { text: own, lang: this.reader.locale };
    return { text: base, lang: this.reader.fallback };
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
    .select({ id: contentTranslations.entityId, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.entity, entity),
        eq(contentTranslations.locale, reader.locale),
        inArray(contentTranslations.entityId, [...new Set(ids)]),
      ),
    );
  return new Texts(reader, new Map(rows.map((r) => [`${r.id}|${r.field}`, r.value])));
}

/**
 * Writes one field of one row in `locale`: the column itself when it is the default locale,
 * a translation row otherwise (an empty value removes the translation: the text falls back).
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
      set: { value, updatedAt: now },
    });
  return 'translation';
}

/**
 * A consigned item's resale listing keeps its source item's text in every language: copies every
 * translation of product `from` to product `to` (the columns are copied by the caller).
 */
export async function copyProductTexts(exec: Executor, from: number, to: number): Promise<void> {
  const rows = await exec
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, 'product'), eq(contentTranslations.entityId, from)));
  if (rows.length === 0) return;
  await exec
    .insert(contentTranslations)
    .values(rows.map((r) => ({ ...r, entityId: to })))
    .onConflictDoNothing();
}

/** The reader of a call: its request's locale (locale-hook.ts) and the default content locale. */
export function readerOf(ctx: { req: { locale: Locale }; config: { defaultContentLocale: Locale } }): Reader {
  return { locale: ctx.req.locale, fallback: ctx.config.defaultContentLocale };
}
