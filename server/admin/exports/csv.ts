// CSV for the operator exports: RFC 4180 (comma, CRLF, a field with a quote, comma or line break
// in double quotes, quotes doubled), and guarded against spreadsheet formula injection: a text cell
// that begins with = + - @ (or a tab or carriage return, which some spreadsheets skip before
// reading a formula) gets a leading apostrophe, so a product name or a memo typed by anyone opens
// as text. Numbers are written as numbers (a negative amount keeps its sign): only text can carry a
// formula. Pages are fetched one at a time as the reply is read (keyset: the last row's key), so
// memory does not grow with the date range.
export type CsvValue = string | number | boolean | Date | null | undefined | object;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** One source of rows: the header, and the page of rows after a key (null: from the start). */
export interface KeysetSource<Row, Key> {
  header: readonly string[];
  page(after: Key | null, limit: number): Promise<Row[]>;
  keyOf(row: Row): Key;
  cells(row: Row): readonly CsvValue[];
}

/** Rows per page: a page is one query and one chunk of the reply. */
export const EXPORT_PAGE = 500;

/**
 * The file, chunk by chunk: the header (after a UTF-8 byte order mark, so spreadsheet programs read
 * names in any script right) with the first page, then one chunk per page. The first page is read
 * before anything is yielded (or handed in as `first`, read by the caller before the reply's status
 * went out), so a query that fails at once is an error answer, never a 200 with a header alone. The
 * next page is fetched only when the reader asks for more (a Readable built on this pulls as the
 * socket drains).
 */
export async function* keysetCsv<Row, Key>(
  source: KeysetSource<Row, Key>,
  pageSize = EXPORT_PAGE,
  first?: Row[],
): AsyncGenerator<string> {
  let rows = first ?? (await source.page(null, pageSize));
  let chunk = `\uFEFF${csvLine(source.header)}`;
  for (;;) {
    chunk += rows.map((r) => csvLine(source.cells(r))).join('');
    yield chunk;
    const last = rows.at(-1);
    if (rows.length < pageSize || last === undefined) return;
    rows = await source.page(source.keyOf(last), pageSize);
    chunk = '';
    // An empty last page adds nothing (a full page was the end).
    if (rows.length === 0) return;
  }
}
