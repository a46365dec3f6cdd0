// The zod half of the registry: each call's request and response schema and its one-line summary
// (for the OpenAPI document and the docs). `response` describes `result` inside the envelope, never
// the envelope itself. Each group of calls is a module of its own under call-schemas/: the client
// loads only the groups a screen calls (client/call-schemas.ts), so zod and the schemas are not in any
// screen's first load and a screen builds only what it uses; the server imports the whole table
// through registry.ts.
// This file must stay free of React and browser APIs.
import type { z } from 'zod/mini';
import type { CallName } from './call-facts';
import { calls as account } from './call-schemas/account';
import { calls as aftersale } from './call-schemas/aftersale';
import { calls as auth } from './call-schemas/auth';
import { calls as catalog } from './call-schemas/catalog';
import { calls as chat } from './call-schemas/chat';
import { calls as content } from './call-schemas/content';
import { calls as notify } from './call-schemas/notify';
import { calls as orders } from './call-schemas/orders';
import { calls as upload } from './call-schemas/upload';
import { calls as wallet } from './call-schemas/wallet';
import type { CallSchemas } from './call-schemas/schema';

export const callSchemas = {
  ...auth,
  ...catalog,
  ...orders,
  ...wallet,
  ...account,
  ...content,
  ...upload,
  ...chat,
  ...notify,
  ...aftersale,
} satisfies Record<CallName, CallSchemas<z.ZodMiniType, z.ZodMiniType>>;

export type CallSchemaTable = typeof callSchemas;

/**
 * The groups of calls, each the module above that holds them: the one source of which call is in
 * which group (the server builds one plugin per group from it, server/http/call-group.ts).
 */
export const callGroupSchemas = { auth, catalog, orders, wallet, account, content, upload, chat, notify, aftersale };

export type CallGroupName = keyof typeof callGroupSchemas;
/** The names of the calls of group G. */
export type CallsOfGroup<G extends CallGroupName> = keyof (typeof callGroupSchemas)[G] & CallName;
