// Notices, articles (agreements), company page, update configuration and the dictionary.
import { z } from 'zod/mini';
import { id, isoDateTime, contentLang, langMarks, staleMark, text, url } from './common';
import { richText } from './rich-text';

export const notice = z.object({
  id,
  title: text(120),
  /** The sanitised body as a rich-text tree (./rich-text.ts). */
  content: richText(50_000),
  pinned: z.boolean(),
  publishedAt: isoDateTime,
  lang: langMarks('title', 'content'),
  ...staleMark,
});
export const noticeList = z.array(notice);

export const article = z.object({
  id,
  title: text(120),
  /** The sanitised body as a rich-text tree (./rich-text.ts). */
  content: richText(200_000),
  updatedAt: isoDateTime,
  lang: langMarks('title', 'content'),
  /**
   * An agreement's published version (the text is that version's); absent for other articles. A
   * stale translation of an agreement is the older version it was made for, never the current one.
   */
  version: z.optional(z.number().check(z.int(), z.positive())),
  ...staleMark,
});

export const company = z.object({
  id,
  name: text(120),
  logo: z.nullable(url),
  /** The sanitised introduction as a rich-text tree (./rich-text.ts). */
  description: richText(50_000),
  address: z.nullable(z.string().check(z.maxLength(200))),
  phone: z.nullable(z.string().check(z.maxLength(40))),
  email: z.nullable(z.string().check(z.maxLength(120))),
  website: z.nullable(z.string().check(z.maxLength(2048))),
  lang: langMarks('name', 'description', 'address'),
});

export const agreementKind = z.enum(['privacy', 'service', 'notice', 'risk']);
/** An agreement version the user has yet to accept, and the article to read it in. */
export const pendingAgreement = z.object({
  agreement: agreementKind,
  version: z.number().check(z.int(), z.positive()),
  articleId: id,
});
export const agreementStatus = z.object({ outdated: z.array(pendingAgreement) });
/** The versions the user read (the server accepts only the current ones: terms_outdated otherwise). */
export const acceptAgreementsRequest = z.object({
  agreements: z
    .array(z.object({ agreement: agreementKind, version: z.number().check(z.int(), z.positive(), z.lte(1_000_000)) }))
    .check(z.minLength(1), z.maxLength(4)),
});
export const acceptAgreementsResult = z.object({
  accepted: z.array(
    z.object({ agreement: agreementKind, version: z.number().check(z.int(), z.positive()), lang: contentLang }),
  ),
});

/** Codes in use: app_version (e.g. 1.0.5), app_change_log. Empty list = cannot reach server. */
export const updateConfigEntry = z.object({
  code: text(64),
  value: z.string().check(z.maxLength(10_000)),
  /** The change log's language (absent for the version number, which has none). */
  lang: z.optional(contentLang),
});
export const updateConfig = z.array(updateConfigEntry);

/**
 * Dictionaries: small lookup tables keyed by `code`. Known codes: agreement_article (value
 * privacy | service | notice | risk, label the article id), order_status, wallet_entry_kind.
 */
export const dictItem = z.object({
  value: z.string().check(z.maxLength(200)),
  label: z.string().check(z.maxLength(200)),
  sort: z.number().check(z.int()),
});
export const dict = z.object({ code: text(64), name: text(120), items: z.array(dictItem) });
export const dictList = z.array(dict);
