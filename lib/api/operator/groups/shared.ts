// What the operator groups' schemas share: names, roles, pages, the empty request, and the
// `call` shorthand each group's table is written with. No React, no browser APIs.
import { z } from 'zod/mini';
import { isoDate } from '../../schemas/common';
import { OPERATOR_ROLES } from './define';

export const operatorRole = z.enum(OPERATOR_ROLES);
/** Letters, digits, `.`, `_`, `-`; starts with a letter or digit (the token files' names too). */
export const operatorName = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be letters, digits, . _ - (at most 64)'));
export const totpCode = z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits'));
/** Console passwords: longer than a buyer's (staff accounts move money). */
export const operatorPassword = z.string().check(z.minLength(12, 'must be at least 12 characters'), z.maxLength(128));
export const ok = z.object({ ok: z.literal(true) });
export const none = z.object({});
export const queryPage = {
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
};
/** `{ items, total, page, pageSize }` for a paged operator answer. */
export function pageOf<T extends z.core.SomeType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.nonnegative()),
    page: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1)),
  });
}
/** A query-string id (arrives as text). */
export const qid = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const dateRange = {
  /** First day included (UTC). */
  from: z.optional(isoDate),
  /** Last day included (UTC). */
  to: z.optional(isoDate),
};
/** Where it came from: console (a person in a browser) or token (the CLI, scripts). */
export const via = z.enum(['console', 'token']);

// Written with zod/mini like the buyer contract: the console is a browser page too, and one
// classic zod import anywhere in the client keeps every core schema in the shared zod chunk
// (webpack decides which exports are used for the whole build, not per page).
export interface OperatorCallSchemas<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  request: Req;
  /** The envelope's `result`; z.never() for 'stream' calls (the answer is a file). */
  response: Res;
  summary: string;
}
export const call = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(c: OperatorCallSchemas<Req, Res>) => c;
/** A 'stream' call's answer: a file, not the envelope. */
export const file = z.never();
