// The content group of operator calls: notices, articles, agreements and every language's texts.
// One entry per call: its request and answer schemas and its summary. The group's facts (method,
// path, roles, payload) are in ./content.facts.ts, kept free of zod for the console's screens;
// ../calls.ts joins the two.
import { z } from 'zod/mini';
import { LOCALES } from '@/lib/i18n/config';
import { id } from '../../schemas/common';
import { call, none, pageOf, queryPage, type OperatorCallSchemas } from './shared';
import type { contentFacts } from './content.facts';

export const noticeAddRequest = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  body: z.string().check(z.minLength(1), z.maxLength(50_000)),
  pinned: z._default(z.boolean(), false),
});
export const noticeAnswer = z.object({ id, title: z.string(), body: z.string(), pinned: z.boolean() });
export const articleSetRequest = z.object({
  id,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  body: z.string().check(z.minLength(1), z.maxLength(200_000)),
  /** The language of title and body (issue 22); the default content locale when absent. */
  locale: z.optional(z.enum(LOCALES)),
  /** An agreement is published as a new version unless this is a draft (docs/i18n.md, "Operators"). */
  draft: z._default(z.boolean(), false),
});
export const articleAnswer = z.object({
  id,
  title: z.string(),
  body: z.string(),
  locale: z.optional(z.enum(LOCALES)),
  /** The agreement version this change published, if it published one. */
  version: z.optional(z.nullable(z.number().check(z.int()))),
});
/** Content that has text per locale (issue 22, docs/i18n.md). */
export const contentEntity = z.enum([
  'product_type',
  'product',
  'notice',
  'article',
  'company',
  'level',
  'chat_group',
  'app_config',
  // Money instructions (issue 41 #3): a platform account's branch, the recharge instructions (id 0).
  'platform_account',
  'recharge',
]);
export const contentTextSetRequest = z.object({
  entity: contentEntity,
  id: z.number().check(z.int(), z.nonnegative()),
  locale: z.enum(LOCALES),
  texts: z
    .partialRecord(
      z.enum(['name', 'description', 'title', 'body', 'intro', 'address', 'app_change_log', 'branch', 'instructions']),
      z.string().check(z.maxLength(200_000)),
    )
    .check(z.refine((t) => Object.keys(t).length > 0, 'at least one text')),
});
export const contentTextSetAnswer = z.object({
  entity: contentEntity,
  id: z.number().check(z.int()),
  locale: z.enum(LOCALES),
  fields: z.array(z.string()),
});
// Every language's texts of one content row (ui23: the catalogue's side-by-side editor).
export const contentTextField = z.enum([
  'name',
  'description',
  'title',
  'body',
  'intro',
  'address',
  'app_change_log',
  'branch',
  'instructions',
]);
export const contentTextsRequest = z.object({
  entity: contentEntity,
  id: z.coerce.number().check(z.int(), z.nonnegative()),
});
export const contentTextsAnswer = z.object({
  entity: contentEntity,
  id: z.number().check(z.int()),
  /** The language of the row's own columns: what a reader gets where their language has no text. */
  defaultLocale: z.enum(LOCALES),
  /** The texts this kind of content has. */
  fields: z.array(contentTextField),
  /** locale → field → text; a language or a field left out has no text. */
  texts: z.partialRecord(z.enum(LOCALES), z.partialRecord(contentTextField, z.string())),
  /**
   * locale → the fields whose translation was made from an older default-locale text (issue 41
   * #6): readers see it marked stale until it is saved again.
   */
  outdated: z.optional(z.partialRecord(z.enum(LOCALES), z.array(contentTextField))),
});
/** One content row's outdated translations in one language ("Needs translation", issue 41 #6). */
export const contentStaleRow = z.object({
  entity: contentEntity,
  id: z.number().check(z.int()),
  /** The row's first text (an item's name, a notice's title) in the default locale. */
  label: z.string(),
  locale: z.enum(LOCALES),
  fields: z.array(contentTextField),
  /** When the default-locale text last changed. */
  sourceUpdatedAt: z.string(),
});
export const agreementKind = z.enum(['privacy', 'service', 'notice', 'risk']);
export const agreementPublishRequest = z.object({ agreement: agreementKind });
export const agreementPublishAnswer = z.object({
  agreement: agreementKind,
  version: z.number().check(z.int()),
  locales: z.array(z.enum(LOCALES)),
});
export const agreementAcceptancesRequest = z.object({
  userId: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export const agreementAcceptance = z.object({
  id: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  agreement: agreementKind,
  version: z.number().check(z.int()),
  locale: z.enum(LOCALES),
  source: z.enum(['register', 'reaccept']),
  acceptedAt: z.string(),
});
// The console's Content screen (con23): notices newest first (pinned ones too: the order buyers
// see is theirs), every article; bodies as stored, i.e. already sanitised by the server.
export const noticeListRequest = z.object({ ...queryPage });
export const operatorNotice = z.object({
  id,
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
});
export const noticeEditRequest = z.object({
  id,
  title: z.optional(noticeAddRequest.shape.title),
  body: z.optional(noticeAddRequest.shape.body),
  pinned: z.optional(z.boolean()),
});
/** A platform receiving account as operators see it: the branch in the default content locale. */
export const operatorPlatformAccount = z.object({
  id,
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.nullable(z.string()),
  active: z.boolean(),
});
export const operatorArticle = z.object({ id, title: z.string(), body: z.string(), updatedAt: z.string() });

/** The content group's calls: request, answer and summary (the facts are in ./content.facts.ts). */
export const contentCalls = {
  contentTexts: call({
    request: contentTextsRequest,
    response: contentTextsAnswer,
    summary: "Every language's texts of one content row (which are missing)",
  }),
  contentStale: call({
    request: none,
    response: z.array(contentStaleRow),
    summary: 'Every translation made from an older default-language text (needs translating)',
  }),
  noticeAdd: call({ request: noticeAddRequest, response: noticeAnswer, summary: 'Publish a notice' }),
  articleSet: call({ request: articleSetRequest, response: articleAnswer, summary: 'Set an article' }),
  contentTextSet: call({
    request: contentTextSetRequest,
    response: contentTextSetAnswer,
    summary: 'Set the texts of one content row in one language',
  }),
  agreementPublish: call({
    request: agreementPublishRequest,
    response: agreementPublishAnswer,
    summary: 'Publish a new version of an agreement',
  }),
  agreementAcceptances: call({
    request: agreementAcceptancesRequest,
    response: z.array(agreementAcceptance),
    summary: 'Who accepted which agreement version, in which language',
  }),
  noticeList: call({
    request: noticeListRequest,
    response: pageOf(operatorNotice),
    summary: 'Every notice, newest first',
  }),
  noticeEdit: call({ request: noticeEditRequest, response: noticeAnswer, summary: 'Edit a notice' }),
  articleList: call({ request: none, response: z.array(operatorArticle), summary: 'Every article' }),
  platformAccountList: call({
    request: none,
    response: z.array(operatorPlatformAccount),
    summary: "The platform's receiving accounts (their branch is translated per language)",
  }),
} satisfies Record<keyof typeof contentFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
