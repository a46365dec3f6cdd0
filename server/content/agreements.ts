// The four agreements, versioned per locale, and who accepted which (issue 22, docs/i18n.md
// "Agreements"). An operator edits an agreement's article in each language (`content article
// --locale`), then publishes a version (`agreement publish`): the text of every locale is kept in
// agreement_versions under that number. Readers get the current version in their language (or
// the default locale's, marked); registration records the versions and the language accepted;
// a newer service agreement or privacy policy must be accepted again before buying or consigning.
import { and, eq, sql } from 'drizzle-orm';
import { isLocale, LOCALES, type Locale } from '@/lib/i18n/config';
import type { Db, Executor, Tx } from '../db/client';
import { preparedRows, rows } from '../db/client';
import { Coalescer } from '../db/coalesce';
import {
  agreementAcceptances,
  agreementVersions,
  articles,
  contentSources,
  contentTranslations,
  type AgreementKind,
} from '../db/schema';
import { conflict } from '../http/errors';
import type { LocalText, Reader } from './localized';

/** The four agreements and their article ids (the client opens them by id: the dictionary agreement_article). */
export const AGREEMENT_ARTICLE_IDS = {
  privacy: 1,
  service: 2,
  notice: 3,
  risk: 4,
} as const satisfies Record<AgreementKind, number>;

export const AGREEMENTS: readonly AgreementKind[] = ['privacy', 'service', 'notice', 'risk'];
/** The agreements a new version of which must be accepted again before buying (the others inform). */
export const MUST_ACCEPT: readonly AgreementKind[] = ['service', 'privacy'];

export function agreementOfArticle(articleId: number): AgreementKind | undefined {
  return AGREEMENTS.find((a) => AGREEMENT_ARTICLE_IDS[a] === articleId);
}

export interface AgreementText {
  agreement: AgreementKind;
  version: number;
  title: LocalText;
  body: LocalText;
  publishedAt: Date;
}

/** The current version of `agreement` in the reader's language (else the default locale's); null before any is published. */
export async function currentAgreement(
  exec: Executor,
  reader: Reader,
  agreement: AgreementKind,
): Promise<AgreementText | null> {
  const found = await rows<{
    version: number;
    locale: string;
    title: string;
    body: string;
    published_at: Date | string;
  }>(
    exec,
    sql`SELECT version, locale, title, body, published_at FROM agreement_versions
        WHERE agreement = ${agreement}
          AND version = (SELECT max(version) FROM agreement_versions WHERE agreement = ${agreement})
          AND locale IN (${reader.locale}, ${reader.fallback})`,
  );
  const own = found.find((r) => r.locale === reader.locale) ?? found.find((r) => r.locale === reader.fallback);
  if (!own || !isLocale(own.locale)) return null;
  const lang = own.locale;
  return {
    agreement,
    version: own.version,
    title: { text: own.title, lang },
    body: { text: own.body, lang },
    publishedAt: new Date(own.published_at),
  };
}

/** The current version of each agreement that has one. */
export async function currentVersions(exec: Executor): Promise<Partial<Record<AgreementKind, number>>> {
  const found = await exec
    .select({ agreement: agreementVersions.agreement, version: sql<number>`max(${agreementVersions.version})::int` })
    .from(agreementVersions)
    .groupBy(agreementVersions.agreement);
  return Object.fromEntries(found.map((r) => [r.agreement, r.version]));
}

/**
 * Publishes the next version of `agreement` from its article's text in every locale that has one
 * (the article's columns are the default locale's). Returns the version and the locales kept.
 */
export async function publishAgreement(
  tx: Tx,
  agreement: AgreementKind,
  fallback: Locale,
  now: Date,
): Promise<{ version: number; locales: Locale[] }> {
  const articleId = AGREEMENT_ARTICLE_IDS[agreement];
  const [article] = await tx.select().from(articles).where(eq(articles.id, articleId));
  if (!article) throw new Error(`agreement ${agreement}: article ${articleId} does not exist`);
  const translated = await tx
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, 'article'), eq(contentTranslations.entityId, articleId)));
  // The revision of each default-locale text now (none: never changed, revision 0).
  const sources = await tx
    .select()
    .from(contentSources)
    .where(and(eq(contentSources.entity, 'article'), eq(contentSources.entityId, articleId)));
  const revision = (f: 'title' | 'body') => sources.find((s) => s.field === f)?.revision ?? 0;
  const [last] = await rows<{ v: number | null }>(
    tx,
    sql`SELECT max(version) AS v FROM agreement_versions WHERE agreement = ${agreement}`,
  );
  const version = (last?.v ?? 0) + 1;
  const texts = LOCALES.flatMap((locale) => {
    if (locale === fallback) return [{ locale, title: article.title, body: article.body }];
    // A translation made from an older default text (issue 41 #6: its source revision is below
    // the text's) is left out, and this version reads in the default locale there until it is
    // brought up to date. (The article's updated_at used to decide, and the console's edits of
    // the default text through contentTextSet never moved it: a stale translation became v2.)
    const field = (f: 'title' | 'body') =>
      translated.find((t) => t.locale === locale && t.field === f && t.value !== '' && t.sourceRevision >= revision(f))
        ?.value;
    const title = field('title');
    const body = field('body');
    // A locale is published only when its whole text is there: half a translation is not a version.
    return title !== undefined && body !== undefined ? [{ locale, title, body }] : [];
  });
  await tx.insert(agreementVersions).values(texts.map((t) => ({ agreement, version, ...t, publishedAt: now })));
  return { version, locales: texts.map((t) => t.locale) };
}

/** Records that `userId` accepted the current version of each of `agreements`, read in `locale`. */
export async function recordAcceptance(
  exec: Executor,
  userId: number,
  locale: Locale,
  source: 'register' | 'reaccept',
  now: Date,
  agreements: readonly AgreementKind[] = AGREEMENTS,
): Promise<{ agreement: AgreementKind; version: number }[]> {
  const current = await currentVersions(exec);
  const accepted = agreements.flatMap((agreement) => {
    const version = current[agreement];
    return version === undefined ? [] : [{ agreement, version }];
  });
  if (accepted.length === 0) return [];
  await exec
    .insert(agreementAcceptances)
    .values(accepted.map((a) => ({ userId, ...a, locale, source, acceptedAt: now })))
    .onConflictDoNothing();
  return accepted;
}

/**
 * The must-accept agreements whose current version `userId` has not accepted: one query, the
 * newest version per agreement from the primary key, then one probe of the acceptance index each.
 */
export async function outdatedAgreements(
  exec: Executor,
  userId: number,
): Promise<{ agreement: AgreementKind; version: number }[]> {
  return rows<{ agreement: AgreementKind; version: number }>(
    exec,
    sql`SELECT v.agreement, v.version FROM
          (SELECT agreement, max(version) AS version FROM agreement_versions
            WHERE agreement IN ('service', 'privacy') GROUP BY agreement) v
        WHERE NOT EXISTS (SELECT 1 FROM agreement_acceptances a
                           WHERE a.user_id = ${userId} AND a.agreement = v.agreement AND a.version >= v.version)
        ORDER BY v.agreement`,
  );
}

/**
 * outdatedAgreements for many users in one statement ($1: a JSON array of user ids): one row per
 * (user, agreement) whose current version that user has not accepted. The bench runs it as well
 * (scripts/bench/costs.ts), so what it measures is what the buy runs.
 */
export const OUTDATED_TERMS_SQL = `SELECT u.id AS user_id, v.agreement, v.version
  FROM (SELECT DISTINCT jsonb_array_elements_text($1::jsonb)::integer AS id) u
  CROSS JOIN (SELECT agreement, max(version) AS version FROM agreement_versions
               WHERE agreement IN ('service', 'privacy') GROUP BY agreement) v
  WHERE NOT EXISTS (SELECT 1 FROM agreement_acceptances a
                     WHERE a.user_id = u.id AND a.agreement = v.agreement AND a.version >= v.version)
  ORDER BY v.agreement`;

type Outdated = { agreement: AgreementKind; version: number }[];

const termsLookups = new WeakMap<Db, Coalescer<number, Outdated>>();

/**
 * outdatedAgreements on the pool, the checks that arrive together sent as one prepared statement
 * (server/db/coalesce.ts): at window open a thousand buyers each cost a round trip through the
 * pool's ten connections before their buy could be queued (issue 40). Nothing is cached: each
 * check is answered by a statement sent after it was made, so an acceptance or a newly published
 * version committed before the check is always seen.
 */
export function outdatedAgreementsSoon(db: Db, userId: number): Promise<Outdated> {
  let lookup = termsLookups.get(db);
  if (!lookup) {
    lookup = new Coalescer<number, Outdated>(async (users) => {
      const found = await preparedRows<{ user_id: number; agreement: AgreementKind; version: number }>(
        db,
        'gavel_outdated_terms',
        OUTDATED_TERMS_SQL,
        [JSON.stringify([...new Set(users)])],
      );
      const byUser = new Map<number, Outdated>();
      for (const r of found) {
        const list = byUser.get(Number(r.user_id)) ?? [];
        list.push({ agreement: r.agreement, version: Number(r.version) });
        byUser.set(Number(r.user_id), list);
      }
      return (user) => byUser.get(user) ?? [];
    });
    termsLookups.set(db, lookup);
  }
  return lookup.load(userId);
}

/** Buying and consigning need the current terms accepted: 409 terms_outdated otherwise. */
export async function requireCurrentTerms(db: Db, userId: number): Promise<void> {
  const outdated = await outdatedAgreementsSoon(db, userId);
  if (outdated.length > 0)
    throw conflict(
      `A new version of ${outdated.map((o) => o.agreement).join(' and ')} must be accepted first`,
      'terms_outdated',
    );
}

/** Every acceptance of a user, newest first (operators: `npm run admin -- agreement acceptances`). */
export async function listAcceptances(exec: Executor, userId?: number) {
  const q = exec.select().from(agreementAcceptances);
  const filtered = userId === undefined ? q : q.where(eq(agreementAcceptances.userId, userId));
  return filtered.orderBy(sql`${agreementAcceptances.acceptedAt} DESC, ${agreementAcceptances.id} DESC`).limit(500);
}

/** Every acceptance of the user, newest first, without the operators' cap (the data export). */
export async function acceptancesOf(exec: Executor, userId: number) {
  const found = await exec
    .select()
    .from(agreementAcceptances)
    .where(eq(agreementAcceptances.userId, userId))
    .orderBy(sql`${agreementAcceptances.acceptedAt} DESC, ${agreementAcceptances.id} DESC`);
  return found.map((a) => ({
    agreement: a.agreement,
    version: a.version,
    locale: a.locale,
    source: a.source,
    acceptedAt: a.acceptedAt.toISOString(),
  }));
}

/**
 * A new account accepted every agreement the register screen showed: the current version of each,
 * each in the language it was shown in (the reader's, or the default locale's where it fell back).
 */
export async function acceptAtRegistration(tx: Tx, userId: number, reader: Reader, now: Date): Promise<void> {
  for (const agreement of AGREEMENTS) {
    const shown = await currentAgreement(tx, reader, agreement);
    if (shown) await recordAcceptance(tx, userId, shown.body.lang, 'register', now, [agreement]);
  }
}
