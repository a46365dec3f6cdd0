// Every language's texts of one content row at once (contentTexts, the console's side-by-side
// editor): the default content locale's from the row's own columns, the others' from
// content_translations. A locale with no text of a field is simply absent (the screen marks it
// missing); the buyer then reads the default locale's text (localized.ts). The columns are read
// through the row owner's TextColumns (server/ports/text-rows.ts).
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { Executor } from '../db/client';
import { contentTranslations, type ContentEntity, type ContentField } from '../db/schema';
import type { TextRows } from '../ports/text-rows';

type Columns = Partial<Record<ContentField, string>>;

/** locale → field → text; null when the row does not exist. */
export async function readAllTexts<E extends ContentEntity>(
  exec: Executor,
  rows: Pick<TextRows, E>,
  entity: E,
  id: number,
  fallback: Locale,
): Promise<Partial<Record<Locale, Columns>> | null> {
  const own = await rows[entity].read(exec, id);
  if (!own) return null;
  const out: Partial<Record<Locale, Columns>> = {};
  const base = Object.fromEntries(Object.entries(own).filter(([, v]) => typeof v === 'string' && v !== ''));
  if (Object.keys(base).length > 0) out[fallback] = base;
  const translated = await exec
    .select({ locale: contentTranslations.locale, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, entity), eq(contentTranslations.entityId, id)));
  for (const r of translated) {
    if (r.locale === fallback || r.value === '') continue;
    out[r.locale] = { ...out[r.locale], [r.field]: r.value };
  }
  return out;
}
