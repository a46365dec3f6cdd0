// The single registry of every API call, for the server, the OpenAPI generator, the docs and the
// tests: the facts (call-facts.ts: method, path, payload, auth, idempotency, paging, invalidation,
// what the client keeps) joined with the schemas (call-schemas.ts: request, response, summary).
// The two halves are separate files so a screen's first load carries the facts without zod: the
// client reads call-facts.ts directly and loads the schemas after first paint (client/schemas.ts).
// This file must stay free of React and browser APIs.
import type { z } from 'zod/mini';
import { facts, type CallFacts, type CallName, type Facts } from './call-facts';
import { callSchemas, type CallSchemaTable } from './call-schemas';

export {
  callNames,
  facts,
  invalidatesOf,
  specCallNames,
  type ApiPath,
  type CallFacts,
  type CallName,
  type HttpMethod,
  type PagedName,
  type PayloadKind,
  type Remember,
} from './call-facts';
export { callSchemas } from './call-schemas';

export interface CallDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> extends CallFacts {
  request: Req;
  response: Res;
  summary: string;
}

type Joined = { [N in CallName]: Facts[N] & CallSchemaTable[N] };

export const calls = Object.fromEntries(
  (Object.keys(facts) as CallName[]).map((name) => [name, { ...facts[name], ...callSchemas[name] }]),
) as Joined satisfies Record<string, CallDef>;

export type Calls = typeof calls;
/** What the caller passes (defaults may be omitted). */
export type CallInput<N extends CallName> = z.input<CallSchemaTable[N]['request']>;
/** What the server sees after parsing. */
export type CallRequest<N extends CallName> = z.output<CallSchemaTable[N]['request']>;
/** `result` of a successful call. */
export type CallResult<N extends CallName> = z.output<CallSchemaTable[N]['response']>;
