// The exports group of operator calls: CSV exports (streamed). One entry per call: its request and
// answer schemas and its summary. The group's facts (method, path, roles, payload) are in
// ./exports.facts.ts, kept free of zod for the console's screens; ../calls.ts joins the two.
import { z } from 'zod/mini';
import { isoDate } from '../../schemas/common';
import { call, file, type OperatorCallSchemas } from './shared';
import type { exportsFacts } from './exports.facts';

/** The years an export may name: every row is inside them, and the database takes every date. */
export const EXPORT_YEARS = { first: 2000, last: 2100 } as const;
/**
 * An export's day: a date the database can take (`9999-12-31` was a database error behind a 200),
 * refused by the contract on both surfaces before the audit row or the first byte.
 */
const exportDay = isoDate.check(
  z.refine((d) => d >= `${EXPORT_YEARS.first}-01-01` && d <= `${EXPORT_YEARS.last}-12-31`, {
    message: `must be between ${EXPORT_YEARS.first}-01-01 and ${EXPORT_YEARS.last}-12-31`,
    params: { rule: 'date' },
  }),
);
/**
 * No span limit: the file is streamed page by page whatever the range (a range left open is the
 * whole table anyway). `to` before `from` names `to`.
 */
export const exportRequest = z
  .object({
    /** First day included (UTC). */
    from: z.optional(exportDay),
    /** Last day included (UTC). */
    to: z.optional(exportDay),
  })
  .check(
    z.refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: 'must not be before from',
      path: ['to'],
    }),
  );

/** The exports group's calls: request, answer and summary (the facts are in ./exports.facts.ts). */
export const exportsCalls = {
  exportOrders: call({ request: exportRequest, response: file, summary: 'Orders as CSV (streamed)' }),
  exportLedger: call({ request: exportRequest, response: file, summary: 'Ledger entries as CSV (streamed)' }),
  exportAudit: call({ request: exportRequest, response: file, summary: 'The audit log as CSV (streamed)' }),
} satisfies Record<keyof typeof exportsFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
