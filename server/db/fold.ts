// Accent-, case- and width-blind search (gavel_fold, server/db/functions/gavel_fold.sql): the one
// pattern every "part of a name" search uses, the buyer's catalogue and the console's lists alike.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The text as a LIKE pattern over folded text (no accents, no full width, lower case), its
 * wildcards escaped after folding so a typed % or _ (or their full-width forms) matches literally.
 */
export const foldedPattern = (text: string): SQL =>
  sql`'%' || replace(replace(replace(gavel_fold(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/** Whether `column`, folded, holds the pattern. */
export const folds = (column: AnyColumn | SQL, pattern: SQL): SQL => sql`gavel_fold(${column}) LIKE ${pattern}`;
