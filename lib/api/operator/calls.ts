// The operator contract: every operator call's facts (./facts.ts) joined with its request and
// answer schemas, group by group (./groups/<group>.facts.ts with ./groups/<group>.ts). The server
// serves each group from one handler table typed by it (server/operator/operator-group.ts, on the
// token API and the console API); the CLI's typed client and the console screens call them by
// name with these types. No React, no browser APIs.
import type { z } from 'zod/mini';
import { operatorFacts, type OperatorCallFacts, type OperatorCallName, type OperatorGroupName } from './facts';
import { aftersaleCalls } from './groups/aftersale';
import { catalogueCalls } from './groups/catalogue';
import { chatCalls } from './groups/chat';
import { contentCalls } from './groups/content';
import { exportsCalls } from './groups/exports';
import { ordersCalls } from './groups/orders';
import { queuesCalls } from './groups/queues';
import { sessionCalls } from './groups/session';
import type { OperatorCallSchemas } from './groups/shared';
import { upkeepCalls } from './groups/upkeep';
import { usersCalls } from './groups/users';

export type { OperatorCallSchemas } from './groups/shared';

/** Every group's schemas, keyed like facts.ts's operatorGroupFacts (a group left out does not compile). */
export const operatorGroupSchemas = {
  session: sessionCalls,
  users: usersCalls,
  queues: queuesCalls,
  catalogue: catalogueCalls,
  content: contentCalls,
  orders: ordersCalls,
  aftersale: aftersaleCalls,
  chat: chatCalls,
  exports: exportsCalls,
  upkeep: upkeepCalls,
} satisfies Record<OperatorGroupName, Record<string, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>>;

const schemas = {
  ...sessionCalls,
  ...usersCalls,
  ...queuesCalls,
  ...catalogueCalls,
  ...contentCalls,
  ...ordersCalls,
  ...aftersaleCalls,
  ...chatCalls,
  ...exportsCalls,
  ...upkeepCalls,
} satisfies Record<OperatorCallName, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;

type Schemas = typeof schemas;
export type OperatorCall<K extends OperatorCallName> = OperatorCallFacts & { name: K } & Schemas[K];

export const operatorCalls = Object.fromEntries(
  Object.entries(schemas).map(([name, sc]) => [name, { ...operatorFacts[name as OperatorCallName], ...sc }]),
) as { [K in OperatorCallName]: OperatorCall<K> };

/** What a caller sends (defaults may be left out). */
export type OperatorInput<K extends OperatorCallName> = z.input<Schemas[K]['request']>;
/** What the server's handler receives (parsed, defaults filled). */
export type OperatorParsed<K extends OperatorCallName> = z.output<Schemas[K]['request']>;
/** The envelope's `result` of a call. */
export type OperatorAnswer<K extends OperatorCallName> = z.output<Schemas[K]['response']>;
/** What a handler returns (before the answer schema's own transforms, if any). */
export type OperatorResult<K extends OperatorCallName> = z.input<Schemas[K]['response']>;

export type { OperatorCallName, OperatorCallsOfGroup, OperatorGroupName } from './facts';
