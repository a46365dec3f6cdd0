// The item id of a detail URL's ?id=, apart from lib/api/first-reads.ts: the detail screen reads it
// on the client, and importing it from there brought the goods list's query parser into the
// detail's first load (issue 39).
/** An item id from the URL (`?id=`), or null when it is not a positive whole number. */
export function readItemId(value: string | null): number | null {
  const n = Number(value);
  return value !== null && /^\d{1,15}$/.test(value) && Number.isSafeInteger(n) && n > 0 ? n : null;
}
