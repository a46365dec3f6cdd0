// One way to read a page ({ page, pageSize } in, { items, total, page, pageSize } out): count the
// matching rows, then read the page's window of them, newest or however the caller orders. The
// caller hands over drizzle builders (run when awaited here) and states only what to count and
// what to select, ordered; the LIMIT and OFFSET are applied here and nowhere else (ESLint refuses
// `.offset(` outside server/db, docs/architecture.md §4), so every paged read counts pages alike.
export interface PageQuery {
  page: number;
  pageSize: number;
}

export interface Page<T> extends PageQuery {
  items: T[];
  total: number;
}

/** A drizzle select, filtered and ordered, before its LIMIT and OFFSET. */
export interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** One page holding every row: for a read that must answer all of them (the user's data export). */
export const ALL_ROWS: PageQuery = { page: 1, pageSize: 2_147_483_647 };

/** The LIMIT and OFFSET of a page (pages count from 1). */
export const pageWindow = ({ page, pageSize }: PageQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/**
 * The page's rows only: for a call whose answer is a plain list, and for a read that counts its
 * total another way (the catalogue's `count(*) OVER ()` rides along on every row).
 */
export function readPageRows<Row>(q: PageQuery, rows: Pageable<Row>): PromiseLike<Row[]> {
  const { limit, offset } = pageWindow(q);
  return rows.limit(limit).offset(offset);
}

/** The page: the count, then the window of the ordered rows. */
export async function readPage<Row>(
  q: PageQuery,
  count: PromiseLike<{ n: number }[]>,
  rows: Pageable<Row>,
): Promise<Page<Row>> {
  const [n] = await count;
  const items = await readPageRows(q, rows);
  return { items, total: n?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The same page with its items turned into answers. */
export const mapPage = <Row, T>(p: Page<Row>, fn: (row: Row) => T): Page<T> => ({ ...p, items: p.items.map(fn) });
