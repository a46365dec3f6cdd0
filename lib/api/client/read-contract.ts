// The read path's core, without zod: the envelope's compiled check and the errors' text helpers.
// A screen's reads (request.ts, `early`) load this and their group's read checks (read-checks/),
// a few hundred bytes, instead of zod and the group's zod schemas (contract-loader.ts).
import type { AnyEnvelope } from '../envelope';
import { checker, type Checker, type CheckTable } from './read-check';
import envelope from './read-checks/envelope.json';

export { describeErrors, issuesToErrors } from '../envelope-text';

export const anyEnvelope = checker<AnyEnvelope>(envelope as CheckTable, 'envelope');

const responses = new Map<string, Checker<unknown>>();

/** The check of `name`'s answer in its group's table (a JSON module, typed as the compiler wrote it). */
export function responseChecker<T>(table: unknown, name: string): Checker<T> {
  let c = responses.get(name);
  if (!c) responses.set(name, (c = checker(table as CheckTable, name)));
  return c as Checker<T>;
}
