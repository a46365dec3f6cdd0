// The default locale's texts of translatable rows, as the content feature sees them (issue 22):
// each row's own columns hold its texts in the default content locale, and content's side-by-side
// editor reads and writes them next to the other locales' translations. Content owns only some of
// these rows (notices, articles, companies, app_config); the others belong to the feature that
// owns their table (market: product types and products, account: levels, chat: groups, wallet:
// platform accounts), which implements this for them. The composition root (server/routes.ts)
// hands content the whole set, so content never imports a feature above it.
import type { Executor } from '../db/client';
import type { ContentEntity, ContentField } from '../db/schema';

/** A column may be null (an item without a description): a locale without that text. */
export type TextColumnValues = Partial<Record<ContentField, string | null>>;

export interface TextColumns {
  /** The row's own texts (the default locale's), or null when there is no such row. */
  read(exec: Executor, id: number): Promise<TextColumnValues | null>;
  /** Writes one of them (a field the entity has); false when the row does not exist. */
  write(exec: Executor, id: number, field: ContentField, value: string): Promise<boolean>;
}

/** Every translatable entity's columns. */
export type TextRows = Record<ContentEntity, TextColumns>;
