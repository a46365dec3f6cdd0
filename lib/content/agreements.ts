// The four agreements open articles by id, and the ids are configuration: the dictionary
// `agreement_article` (getAllDictList) holds one item per agreement. The item's `value` names
// the agreement (privacy | service | notice | risk) and its `label` is the article id; the other
// way round is read too, so either spelling of the pair works. When the dictionary has no entry
// for an agreement, the documented default ids apply (docs/operators.md).
import type { CallResult } from '@/lib/api/registry';

export const AGREEMENT_KINDS = ['service', 'privacy', 'notice', 'risk'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

/** The seed's ids, used when the dictionary does not configure an agreement. */
export const DEFAULT_AGREEMENT_IDS: Record<AgreementKind, number> = { privacy: 1, service: 2, notice: 3, risk: 4 };

export const AGREEMENT_DICT = 'agreement_article';

type DictList = CallResult<'getAllDictList'>;

function articleId(value: string): number | undefined {
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The article id of an agreement according to the dictionary list (or the default). */
export function agreementArticleId(dicts: DictList | undefined, kind: AgreementKind): number {
  const items = dicts?.find((d) => d.code === AGREEMENT_DICT)?.items ?? [];
  for (const item of items) {
    if (item.value.trim().toLowerCase() === kind) {
      const id = articleId(item.label);
      if (id !== undefined) return id;
    }
    if (item.label.trim().toLowerCase() === kind) {
      const id = articleId(item.value);
      if (id !== undefined) return id;
    }
  }
  return DEFAULT_AGREEMENT_IDS[kind];
}

/** An `?id=` query value as an article/notice/company id, or undefined when it is not one. */
export function idParam(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value.trim())) return undefined;
  return articleId(value);
}
