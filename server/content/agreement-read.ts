// What a buyer reads of an agreement (GetArtical; issue 41 #6, docs/i18n.md "Stale
// translations"). The current version in the reader's language when it has one. When it has
// none but an older version does, that older translation is shown as what it is: its own version
// number, marked stale with the date the current version was published, so the screen links to
// the current text in the default locale. A translation made for v1 is never presented as v2.
// Acceptances are unchanged: they record the current version in the language it exists in
// (agreements.ts currentAgreement, the default locale's here).
import { sql } from 'drizzle-orm';
import { isLocale } from '@/lib/i18n/config';
import type { Executor } from '../db/client';
import { rows } from '../db/client';
import type { AgreementKind } from '../db/schema';
import { currentAgreement, type AgreementText } from './agreements';
import type { Reader, StaleMark } from './localized';

export type ReadAgreement = AgreementText & { mark: StaleMark | Record<string, never> };

export async function readAgreement(
  exec: Executor,
  reader: Reader,
  agreement: AgreementKind,
): Promise<ReadAgreement | null> {
  const current = await currentAgreement(exec, reader, agreement);
  if (!current) return null;
  if (current.body.lang === reader.locale) return { ...current, mark: {} };
  const [older] = await rows<{
    version: number;
    locale: string;
    title: string;
    body: string;
    published_at: Date | string;
  }>(
    exec,
    sql`SELECT version, locale, title, body, published_at FROM agreement_versions
        WHERE agreement = ${agreement} AND locale = ${reader.locale} AND version < ${current.version}
        ORDER BY version DESC LIMIT 1`,
  );
  if (!older || !isLocale(older.locale)) return { ...current, mark: {} };
  const lang = older.locale;
  return {
    agreement,
    version: older.version,
    title: { text: older.title, lang },
    body: { text: older.body, lang },
    publishedAt: new Date(older.published_at),
    mark: { stale: true, sourceUpdatedAt: current.publishedAt.toISOString(), sourceLang: current.body.lang },
  };
}
