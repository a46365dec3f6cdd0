// Keyset pages over a time range (the operator exports): rows whose time is in [from, to) and,
// after the first page, past the last row's (time, id). The time is compared as the database
// writes it (text), exact to the microsecond, unlike a JavaScript Date.
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** (time as the database writes it, id) of the last row of a page. */
export interface TimeKey {
  at: string;
  id: number;
}

/** [from, to): null is open on that side. */
export interface TimeRange {
  from: Date | null;
  to: Date | null;
}

export function keysetWithin(column: PgColumn, r: TimeRange, after: TimeKey | null, id: SQL): SQL | undefined {
  return and(
    r.from ? gte(column, r.from) : undefined,
    r.to ? lt(column, r.to) : undefined,
    after ? sql`(${column}, ${id}) > (${after.at}::timestamptz, ${after.id})` : undefined,
  );
}
