// Every fact about every operator call except its zod schemas: the groups' facts modules
// (./groups/<group>.facts.ts) joined into one table (the schemas are in ./groups/<group>.ts; ./calls.ts
// joins the two). Free of zod, React and browser APIs, so a console screen can import it for the
// price of this table (which buttons to show for a role, which calls need the CSRF header).
//
// One call is served twice, by one registration (server/operator/operator-call.ts):
// - the token API under /api/admin<path>: loopback only, `Authorization: Operator <token>` (the CLI
//   and scripts); a token acts as `admin`.
// - the console API under /api/console<path>: reachable remotely, an operator's own cookie session;
//   every write carries the session's CSRF token in `x-csrf-token`.
// `surface` narrows a call to one of them. The server refuses a call to a role not in `roles` with
// HTTP 403, reason `role_forbidden` (a hidden button is not a permission).
//
// - `payload`: 'query' (GET query string, numbers arrive as strings and are coerced), 'body'
//   (JSON), 'multipart' (one file in the field `file`: the product photo upload), 'none'.
// - `write`: changes something. Console: needs the CSRF header. Every write is in the audit log.
// - `paged`: takes page/pageSize and answers { items, total, page, pageSize }.
// - `answer`: 'json' (the envelope) or 'stream' (a file: CSV or a backup, not the envelope).

import { aftersaleFacts } from './groups/aftersale.facts';
import { catalogueFacts } from './groups/catalogue.facts';
import { chatFacts } from './groups/chat.facts';
import { contentFacts } from './groups/content.facts';
import type { OperatorCallFacts, OperatorRole } from './groups/define';
import { exportsFacts } from './groups/exports.facts';
import { ordersFacts } from './groups/orders.facts';
import { queuesFacts } from './groups/queues.facts';
import { sessionFacts } from './groups/session.facts';
import { upkeepFacts } from './groups/upkeep.facts';
import { usersFacts } from './groups/users.facts';

export {
  OPERATOR_ROLES,
  type OperatorCallFacts,
  type OperatorPath,
  type OperatorPayload,
  type OperatorRole,
  type OperatorSurface,
} from './groups/define';

export const TOKEN_PREFIX = '/api/admin';
export const CONSOLE_PREFIX = '/api/console';
/** The console's session cookie (httpOnly, SameSite=Strict, Secure over https, Path=/api/console). */
export const CONSOLE_COOKIE = 'gavel_console';
/** The header every console write carries: the session's CSRF token (from signIn or me). */
export const CSRF_HEADER = 'x-csrf-token';
/** Console session lifetimes. */
export const CONSOLE_IDLE_MS = 30 * 60 * 1000;
export const CONSOLE_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/**
 * The groups of operator calls, each the facts module that holds them: the one source of which
 * call is in which group (the server serves one handler table per group, server/operator/operator-group.ts).
 */
export const operatorGroupFacts = {
  session: sessionFacts,
  users: usersFacts,
  queues: queuesFacts,
  catalogue: catalogueFacts,
  content: contentFacts,
  orders: ordersFacts,
  aftersale: aftersaleFacts,
  chat: chatFacts,
  exports: exportsFacts,
  upkeep: upkeepFacts,
};
export type OperatorGroupName = keyof typeof operatorGroupFacts;
export const OPERATOR_GROUP_NAMES = Object.keys(operatorGroupFacts) as OperatorGroupName[];

const table = {
  ...sessionFacts,
  ...usersFacts,
  ...queuesFacts,
  ...catalogueFacts,
  ...contentFacts,
  ...ordersFacts,
  ...aftersaleFacts,
  ...chatFacts,
  ...exportsFacts,
  ...upkeepFacts,
};

export type OperatorCallName = keyof typeof table;
/** The names of the calls of group G. */
export type OperatorCallsOfGroup<G extends OperatorGroupName> = keyof (typeof operatorGroupFacts)[G] & OperatorCallName;
/** The names of a group's calls, read from its facts module. */
export const operatorCallsOfGroup = <G extends OperatorGroupName>(group: G): OperatorCallsOfGroup<G>[] =>
  Object.keys(operatorGroupFacts[group]) as OperatorCallsOfGroup<G>[];

export const operatorFacts: { [K in OperatorCallName]: OperatorCallFacts & { name: K } } = Object.fromEntries(
  Object.entries(table).map(([name, f]) => [name, { ...f, name }]),
) as { [K in OperatorCallName]: OperatorCallFacts & { name: K } };

export const OPERATOR_CALL_NAMES = Object.keys(table) as OperatorCallName[];

/** Whether `role` may make the call (what the server decides; screens hide buttons with it). */
export function roleMay(role: OperatorRole, call: OperatorCallName): boolean {
  const roles = operatorFacts[call].roles;
  return roles === 'public' || roles.includes(role);
}

/** Where a call answers on one surface, e.g. consolePath('me') = '/api/console/session'. */
export const consolePath = (call: OperatorCallName) => `${CONSOLE_PREFIX}${operatorFacts[call].path}`;
export const tokenPath = (call: OperatorCallName) => `${TOKEN_PREFIX}${operatorFacts[call].path}`;

/**
 * Above this amount (minor units; points for score refunds) a withdrawal or a score refund needs
 * two approvals by two different finance/admin operators. The server's value is the setting
 * DUAL_APPROVAL_ABOVE; answers carry `needsSecondApproval` so screens never guess.
 */
export const DUAL_APPROVAL_DEFAULT = 1_000_000;
