// The session group of operator calls: the console session, the operator accounts and their audit
// log. One entry per call: its request and answer schemas and its summary. The group's facts
// (method, path, roles, payload) are in ./session.facts.ts, kept free of zod for the console's
// screens; ../calls.ts joins the two.
import { z } from 'zod/mini';
import { isoDateTime } from '../../schemas/common';
import {
  call,
  dateRange,
  none,
  ok,
  operatorName,
  operatorPassword,
  queryPage,
  operatorRole,
  pageOf,
  totpCode,
  via,
  type OperatorCallSchemas,
} from './shared';
import type { sessionFacts } from './session.facts';

export const operatorMe = z.object({
  name: operatorName,
  role: operatorRole,
  mustChangePassword: z.boolean(),
  /** Send it back in `x-csrf-token` on every write. */
  csrfToken: z.string(),
  /** When the session ends at the latest (absolute timeout), and when it ends if left idle. */
  expiresAt: isoDateTime,
  idleExpiresAt: isoDateTime,
});
export const signInRequest = z.object({
  name: operatorName,
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  code: totpCode,
});
export const operatorAccount = z.object({
  name: operatorName,
  role: operatorRole,
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: isoDateTime,
  lastSignInAt: z.nullable(isoDateTime),
});
/** Shown once: the temporary password and the TOTP secret (base32) with its otpauth:// URI. */
export const operatorCredentials = z.object({
  name: operatorName,
  role: operatorRole,
  password: z.string(),
  totpSecret: z.string(),
  otpauthUri: z.string(),
});
export const auditEntry = z.object({
  id: z.number().check(z.int(), z.positive()),
  at: isoDateTime,
  operator: z.string(),
  via: z.nullable(via),
  /** The client address the change came from (null for rows older than the console). */
  address: z.nullable(z.string()),
  /** e.g. recharge.approve, product.edit, operator.add. */
  action: z.string(),
  target: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  details: z.record(z.string(), z.unknown()),
});
export const auditListRequest = z.object({
  ...queryPage,
  /** The one sortable column, the time (rows in the order they were written); newest first by default. */
  sort: z.optional(z.enum(['at'])),
  dir: z.optional(z.enum(['asc', 'desc'])),
  /** Any part of an operator's name, in any case ("ann" finds Anna.Li). */
  operator: z.optional(z.string().check(z.maxLength(64))),
  /** An action or its prefix: `recharge` matches recharge.approve and recharge.reject. */
  kind: z.optional(z.string().check(z.maxLength(64))),
  ...dateRange,
});

/** The session group's calls: request, answer and summary (the facts are in ./session.facts.ts). */
export const sessionCalls = {
  signIn: call({
    request: signInRequest,
    response: operatorMe,
    summary: 'Sign in with name, password and TOTP code; sets the session cookie',
  }),
  me: call({ request: none, response: operatorMe, summary: 'The signed-in operator and the CSRF token' }),
  signOut: call({ request: none, response: ok, summary: 'End this session' }),
  signOutEverywhere: call({
    request: none,
    response: z.object({ ended: z.number().check(z.int(), z.nonnegative()) }),
    summary: "End every one of this operator's sessions",
  }),
  changePassword: call({
    request: z.object({
      oldPassword: z.string().check(z.minLength(1), z.maxLength(128)),
      newPassword: operatorPassword,
    }),
    response: operatorMe,
    summary: 'Change the own password (required after a temporary one); other sessions end',
  }),
  operatorList: call({
    request: none,
    response: z.object({ items: z.array(operatorAccount) }),
    summary: 'Every operator account',
  }),
  operatorAdd: call({
    request: z.object({ name: operatorName, role: operatorRole }),
    response: operatorCredentials,
    summary: 'Create an operator; answers the temporary password and TOTP secret once',
  }),
  operatorRole: call({
    request: z.object({ name: operatorName, role: operatorRole }),
    response: operatorAccount,
    summary: "Change an operator's role",
  }),
  operatorDisable: call({
    request: z.object({ name: operatorName, disabled: z._default(z.boolean(), true) }),
    response: operatorAccount,
    summary: 'Disable (or enable again) an operator; disabling ends their sessions',
  }),
  operatorReset: call({
    request: z.object({ name: operatorName }),
    response: operatorCredentials,
    summary: 'New temporary password and TOTP secret; ends their sessions',
  }),
  auditList: call({
    request: auditListRequest,
    response: pageOf(auditEntry),
    summary: 'The audit log, newest first (or oldest), filtered by operator (part of the name), kind and dates',
  }),
} satisfies Record<keyof typeof sessionFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
