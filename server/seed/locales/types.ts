// The demo content's words, one module per locale (en.ts, fr.ts, es.ts, zh-CN.ts, zh-TW.ts), all of
// this one shape so a missing text is a compile error. The seed writes each locale's text beside
// the English default (issue 22: content in the reader's language). Keys are stable slugs, never
// display text, so renaming an item in one language touches nothing else. The words the running
// server writes (default nickname, SMS) are server/texts', joined in here for the seed's checks.
import type { RuntimeText } from '../../texts';

/** The demo catalogue's item types (categories), by slug. */
export type SeedTypeKey = 'calligraphy' | 'porcelain' | 'jade' | 'tea';

/** The demo catalogue's items, by slug (server/seed/market.ts CATALOGUE, in its order). */
export type SeedItemKey =
  | 'song-dynasty-scroll'
  | 'blue-and-white-vase'
  | 'hetian-jade-pendant'
  | 'celadon-tea-bowl'
  | 'aged-pu-erh-cake'
  | 'yixing-clay-teapot'
  | 'ink-stone-set'
  | 'jade-bangle'
  | 'longjing-green-tea'
  | 'osmanthus-oolong'
  | 'rice-paper-pack'
  | 'porcelain-tasting-cups';

/** The four agreements (server/seed/articles.ts AGREEMENT_ARTICLE_IDS). */
export type SeedAgreementKey = 'privacy' | 'service' | 'notice' | 'risk';

/** The levels of the 0001 migration, by id: 1 Bronze, 2 Silver, 3 Gold, 4 Platinum. */
export type SeedLevelKey = 1 | 2 | 3 | 4;

export interface SeedDemoText {
  /** Item type names, short (a chip on the goods screen). */
  types: Record<SeedTypeKey, string>;
  /** Item name (a card title, ≤ 24 characters in en) and description (sanitised HTML, 2–4 short paragraphs). */
  items: Record<SeedItemKey, { name: string; description: string }>;
  /** The two demo notices: a pinned welcome and the review hours. Body is sanitised HTML. */
  notices: { welcome: { title: string; body: string }; hours: { title: string; body: string } };
  /**
   * The four agreements. Body is sanitised HTML (h2, p, ul/li). Each says plainly, at its top, that it
   * is demo text to be replaced by the operator's own reviewed terms.
   */
  agreements: Record<SeedAgreementKey, { title: string; body: string }>;
  /**
   * The company page: name and intro (sanitised HTML). The name and address are the legal ones, the
   * same in every locale (issue 41): a company's legal name and registered address are never translated.
   */
  company: { name: string; intro: string; address: string };
  /** The app change log shown with the version (plain text, one or two sentences). */
  changeLog: string;
  /** Level names. */
  levels: Record<SeedLevelKey, string>;
  /** The general chat group's name. */
  chatGeneral: string;
}

/** A locale's words for the seed and its tests: the demo content and the server's runtime texts. */
export type SeedText = SeedDemoText & RuntimeText;
