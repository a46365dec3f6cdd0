// The upkeep group of operator calls: the auction window, the app update configuration, the uploads
// sweep and the backup. One entry per call: its request and answer schemas and its summary. The
// group's facts (method, path, roles, payload) are in ./upkeep.facts.ts, kept free of zod for the
// console's screens; ../calls.ts joins the two.
import { z } from 'zod/mini';
import { hhmm } from '../../schemas/catalog';
import { call, file, none, type OperatorCallSchemas } from './shared';
import type { upkeepFacts } from './upkeep.facts';

export const operatorWindow = z.object({
  startTime: hhmm,
  endTime: hhmm,
  timeZone: z.string(),
  consignMarkupBp: z.number().check(z.int()),
});
export const windowSetRequest = z.object({
  startTime: hhmm,
  endTime: hhmm,
  timeZone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  consignMarkupBp: z.optional(z.number().check(z.int(), z.gte(-9000), z.lte(100_000))),
});
export const configEntry = z.object({ code: z.string(), value: z.nullable(z.string()) });
export const configSetRequest = z.object({
  code: z.enum(['app_version', 'app_change_log']),
  /** null removes the entry. */
  value: z.nullable(z.string().check(z.trim(), z.maxLength(10_000))),
});
export const sweepRequest = z.object({ hours: z.optional(z.number().check(z.gte(1), z.lte(8760))) });
export const sweepAnswer = z.object({
  deleted: z.number().check(z.int()),
  kept: z.number().check(z.int()),
  strayFiles: z.number().check(z.int()),
  olderThanHours: z.number(),
});

/** The upkeep group's calls: request, answer and summary (the facts are in ./upkeep.facts.ts). */
export const upkeepCalls = {
  windowGet: call({ request: none, response: operatorWindow, summary: 'The auction window and price rule' }),
  windowSet: call({ request: windowSetRequest, response: operatorWindow, summary: 'Set the auction window' }),
  configList: call({ request: none, response: z.array(configEntry), summary: 'The update configuration' }),
  configSet: call({ request: configSetRequest, response: configEntry, summary: 'Set or remove an entry' }),
  uploadsSweep: call({ request: sweepRequest, response: sweepAnswer, summary: 'Delete unused uploads now' }),
  backupCreate: call({ request: none, response: file, summary: 'Stream a backup archive' }),
} satisfies Record<keyof typeof upkeepFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
