// Names of content rows kept elsewhere (issue 41): a notification stores the name its item,
// notice or article had when it was written, in the default content locale (the database
// triggers write it, and cannot know who will read it). Read later, each name is the row's own in
// the reader's language where it has one; otherwise the stored name stays (also when the row is
// gone), marked as the default locale's. An agreement's article reads its current published
// version's title, like GetArtical.
import type { Executor } from '../db/client';
import { agreementOfArticle, currentAgreement } from './agreements';
import { loadTexts, type LocalText, type Reader } from './localized';

/** A row a name was taken from, and the name stored then. */
export interface NameRef {
  entity: 'product' | 'notice' | 'article';
  id: number;
  stored: string;
}

const FIELD = { product: 'name', notice: 'title', article: 'title' } as const;

/** Each ref's name in the reader's language, in order; one query per kind of row at most. */
export async function localizeNames(exec: Executor, reader: Reader, refs: readonly NameRef[]): Promise<LocalText[]> {
  const stored = (r: NameRef): LocalText => ({ text: r.stored, lang: reader.fallback });
  // The stored names are already in the default locale: nothing to look up, but an agreement's
  // title, which is its current published version's in every language.
  if (reader.locale === reader.fallback && !refs.some((r) => r.entity === 'article')) return refs.map(stored);
  const kinds = [...new Set(refs.map((r) => r.entity))];
  const texts = new Map(
    await Promise.all(
      kinds.map(
        async (entity) =>
          [
            entity,
            await loadTexts(
              exec,
              reader,
              entity,
              refs.filter((r) => r.entity === entity).map((r) => r.id),
            ),
          ] as const,
      ),
    ),
  );
  const agreements = [...new Set(refs.flatMap((r) => (r.entity === 'article' ? [agreementOfArticle(r.id)] : [])))];
  const published = new Map(
    await Promise.all(
      agreements.flatMap((a) => (a ? [(async () => [a, await currentAgreement(exec, reader, a)] as const)()] : [])),
    ),
  );
  return refs.map((r) => {
    const agreement = r.entity === 'article' ? agreementOfArticle(r.id) : undefined;
    if (agreement) {
      const title = published.get(agreement)?.title;
      return title?.lang === reader.locale ? title : stored(r);
    }
    return texts.get(r.entity)?.pick(r.id, FIELD[r.entity], r.stored) ?? stored(r);
  });
}
