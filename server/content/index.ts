// The content feature's public module: the one HTML sanitiser for bodies written by operators, and
// content in the reader's language (issue 22): texts with their language marks, agreements.
export { sanitizeBody } from './sanitize';
export { copyProductTexts, readerOf, type Reader } from './localized';
export { localizeNames, type NameRef } from './localized-names';
export {
  localizeGroups,
  localizeLevels,
  localizeListItems,
  localizeOrders,
  localizeProduct,
  localizeProducts,
  localizeTypes,
} from './localized-catalog';
export {
  acceptAtRegistration,
  acceptancesOf,
  AGREEMENT_ARTICLE_IDS,
  AGREEMENTS,
  publishAgreement,
  recordAcceptance,
  requireCurrentTerms,
} from './agreements';
export { defaultNickname } from './nicknames';
export { addFirstInstructions, moneyTextsFor, RECHARGE_INSTRUCTIONS_CODE } from './money-texts';
export { localeOf } from './locale-hook';
export { outdatedLocales } from './stale-list';
// A search that also matches translations (market's catalogue searches item names in any language).
export { translationMatches } from './translated-match';
// The first-start seed (server/seed/) writes the demo content and marks that it ran.
export {
  alreadySeeded,
  firstCompanyId,
  insertDemoContent,
  insertTranslations,
  markSeeded,
  noticeRows,
  type DemoContent,
} from './seed-rows';
// The rows content owns, for the whole set of translatable rows (server/text-rows.ts).
export { contentTextRows } from './text-columns';
