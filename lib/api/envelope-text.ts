// The envelope's errors as text, free of zod: the request layer's read path (no zod on a first
// visit, client/read-contract.ts) and the zod contract (envelope.ts re-exports these) share them.

/** `errors`: a text, or messages per field path (the shape envelope.ts's `errorsField` checks). */
export type ErrorsText = string | Record<string, string | string[]>;

/** What `issuesToErrors` reads of a zod error, or of a read check's (client/read-check.ts). */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Field path as one string: items[0].name. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** Issues as `errors`: messages grouped by field path ("" for the whole value). */
export function issuesToErrors(error: IssueList): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = pathText(issue.path);
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** One line per field, "phone: must be 6 to 15 digits", for toasts and logs. */
export function describeErrors(errors: ErrorsText): string {
  if (typeof errors === 'string') return errors;
  return Object.entries(errors)
    .map(([field, messages]) => {
      const text = Array.isArray(messages) ? messages.join(', ') : messages;
      return field === '' ? text : `${field}: ${text}`;
    })
    .join('\n');
}
