// One way to answer a paged call ({ page, pageSize } in, { items, total, page, pageSize } out):
// count the matching rows, then read the page's window of them, newest or however the caller
// orders. Both queries are drizzle builders (run when awaited here), so the caller states only
// what to count and what to select.
export interface PageQuery {
  page: number;
  pageSize: number;
}

export interface Page<T> extends PageQuery {
  items: T[];
  total: number;
}

/** The LIMIT and OFFSET of a page (pages count from 1). */
export const pageWindow = ({ page, pageSize }: PageQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

export async function readPage<Row>(
  q: PageQuery,
  count: PromiseLike<{ n: number }[]>,
  select: (limit: number, offset: number) => PromiseLike<Row[]>,
): Promise<Page<Row>> {
  const [n] = await count;
  const { limit, offset } = pageWindow(q);
  const items = await select(limit, offset);
  return { items, total: n?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The same page with its items turned into answers. */
export const mapPage = <Row, T>(p: Page<Row>, fn: (row: Row) => T): Page<T> => ({ ...p, items: p.items.map(fn) });
