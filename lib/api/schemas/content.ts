// Notices, articles (agreements), company page, update configuration and the dictionary.
import { z } from 'zod';
import { id, isoDateTime, text, url } from './common';

export const notice = z.object({
  id,
  title: text(120),
  /** Sanitised HTML. */
  content: z.string().max(50_000),
  pinned: z.boolean(),
  publishedAt: isoDateTime,
});
export const noticeList = z.array(notice);

export const article = z.object({
  id,
  title: text(120),
  /** Sanitised HTML. */
  content: z.string().max(200_000),
  updatedAt: isoDateTime,
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
});

/** Codes in use: app_version (e.g. 1.0.5), app_change_log. Empty list = cannot reach server. */
export const updateConfigEntry = z.object({ code: text(64), value: z.string().max(10_000) });
export const updateConfig = z.array(updateConfigEntry);

/**
 * Dictionaries: small lookup tables keyed by `code`. Known codes: agreement_article (value
 * privacy | service | notice | risk, label the article id), order_status, wallet_entry_kind.
 */
export const dictItem = z.object({ value: z.string().max(200), label: z.string().max(200), sort: z.number().int() });
export const dict = z.object({ code: text(64), name: text(120), items: z.array(dictItem) });
export const dictList = z.array(dict);
