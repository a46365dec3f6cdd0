// Notices, articles (agreements), company page, update configuration and the dictionary.
import { z } from 'zod';
import { id, isoDateTime, contentLang, langMarks, text, url } from './common';

export const notice = z.object({
  id,
  title: text(120),
  /** Sanitised HTML. */
  content: z.string().max(50_000),
  pinned: z.boolean(),
  publishedAt: isoDateTime,
  lang: langMarks('title', 'content'),
});
export const noticeList = z.array(notice);

export const article = z.object({
  id,
  title: text(120),
  /** Sanitised HTML. */
  content: z.string().max(200_000),
  updatedAt: isoDateTime,
  lang: langMarks('title', 'content'),
  /** An agreement's published version (the text is that version's); absent for other articles. */
  version: z.number().int().positive().optional(),
});

export const company = z.object({
  id,
  name: text(120),
  logo: url.nullable(),
  /** Sanitised HTML. */
  description: z.string().max(50_000),
  address: z.string().max(200).nullable(),
  phone: z.string().max(40).nullable(),
  email: z.string().max(120).nullable(),
  website: z.string().max(2048).nullable(),
  lang: langMarks('name', 'description', 'address'),
});

export const agreementKind = z.enum(['privacy', 'service', 'notice', 'risk']);
/** An agreement version the user has yet to accept, and the article to read it in. */
export const pendingAgreement = z.object({
  agreement: agreementKind,
  version: z.number().int().positive(),
  articleId: id,
});
export const agreementStatus = z.object({ outdated: z.array(pendingAgreement) });
/** The versions the user read (the server accepts only the current ones: terms_outdated otherwise). */
export const acceptAgreementsRequest = z.object({
  agreements: z
    .array(z.object({ agreement: agreementKind, version: z.number().int().positive().max(1_000_000) }))
    .min(1)
    .max(4),
});
export const acceptAgreementsResult = z.object({
  accepted: z.array(z.object({ agreement: agreementKind, version: z.number().int().positive(), lang: contentLang })),
});

/** Codes in use: app_version (e.g. 1.0.5), app_change_log. Empty list = cannot reach server. */
export const updateConfigEntry = z.object({
  code: text(64),
  value: z.string().max(10_000),
  /** The change log's language (absent for the version number, which has none). */
  lang: contentLang.optional(),
});
export const updateConfig = z.array(updateConfigEntry);

/**
 * Dictionaries: small lookup tables keyed by `code`. Known codes: agreement_article (value
 * privacy | service | notice | risk, label the article id), order_status, wallet_entry_kind.
 */
export const dictItem = z.object({ value: z.string().max(200), label: z.string().max(200), sort: z.number().int() });
export const dict = z.object({ code: text(64), name: text(120), items: z.array(dictItem) });
export const dictList = z.array(dict);
