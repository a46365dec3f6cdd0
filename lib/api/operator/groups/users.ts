// The users group of operator calls: buyers' accounts (list, find, detail, freeze). One entry per call:
// its request and answer schemas and its summary. The group's facts (method, path, roles, payload)
// are in ./users.facts.ts, kept free of zod for the console's screens; ../calls.ts joins the two.
import { z } from 'zod/mini';
import { identityStatus } from '../../schemas/account';
import { productKind } from '../../schemas/catalog';
import { id, isoDate, isoDateTime, money, phone } from '../../schemas/common';
import { EXPORT_YEARS } from './exports';
import { call, pageOf, qid, queryPage, type OperatorCallSchemas } from './shared';
import { ledgerEntry } from './queues';
import type { usersFacts } from './users.facts';

export const userFindRequest = z
  .object({
    /** The full phone number (no partial search: a phone is personal data). */
    phone: z.optional(phone),
    id: z.optional(qid),
    invitationCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
  })
  .check(
    z.refine((q) => [q.phone, q.id, q.invitationCode].filter((v) => v !== undefined).length === 1, {
      message: 'give one of phone, id, invitationCode',
      path: ['phone'],
    }),
  );
export const userSummary = z.object({
  id,
  /** Masked for viewers. */
  phone: z.string(),
  nickname: z.nullable(z.string()),
  invitationCode: z.nullable(z.string()),
  frozen: z.boolean(),
  createdAt: isoDateTime,
});
export const userFindAnswer = z.object({ items: z.array(userSummary) });

/** The columns the users table may be sorted by (the server's whitelist; each has an index or is the key). */
export const USER_SORTS = ['createdAt', 'lastSignInAt', 'balance', 'id'] as const;
/** A registration day a database takes (the exports' years): anything else is a 400 naming the field. */
const registeredDay = isoDate.check(
  z.refine((d) => d >= `${EXPORT_YEARS.first}-01-01` && d <= `${EXPORT_YEARS.last}-12-31`, {
    message: `must be between ${EXPORT_YEARS.first}-01-01 and ${EXPORT_YEARS.last}-12-31`,
    params: { rule: 'date' },
  }),
);
export const userListRequest = z
  .object({
    ...queryPage,
    sort: z._default(z.enum(USER_SORTS), 'createdAt'),
    dir: z._default(z.enum(['asc', 'desc']), 'desc'),
    /**
     * Part of a phone number, a nickname or an invitation code, in any case ("1391111" finds
     * 13911112222). A viewer, who reads phones masked, matches nicknames and codes only.
     */
    q: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
    frozen: z.optional(z.enum(['true', 'false'])),
    identity: z.optional(identityStatus),
    /** First registration day included (UTC). */
    from: z.optional(registeredDay),
    /** Last registration day included (UTC). */
    to: z.optional(registeredDay),
  })
  .check(
    z.refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: 'must not be before from',
      path: ['to'],
    }),
  );
export const userListItem = z.extend(userSummary, {
  /** When the user last signed in (a login or a registration); null: not since 0027 recorded it. */
  lastSignInAt: z.nullable(isoDateTime),
  /** The available balance in cents (the `available` ledger account; held money is not in it). */
  balance: money,
  identityStatus,
});
export const userDetailRequest = z.object({ id: qid });
export const userDetail = z.object({
  user: z.extend(userSummary, {
    frozenReason: z.nullable(z.string()),
    frozenAt: z.nullable(isoDateTime),
    identityStatus,
    invitedBy: z.nullable(id),
    invitations: z.number().check(z.int(), z.nonnegative()),
  }),
  balances: z.record(z.string(), z.number()),
  ledger: z.array(ledgerEntry),
  orders: z.array(
    z.object({
      id,
      productName: z.string(),
      kind: productKind,
      quantity: z.number().check(z.int()),
      total: money,
      status: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  addresses: z.array(z.object({ id, name: z.string(), phone: z.string(), region: z.string(), detail: z.string() })),
});
export const userFreezeRequest = z
  .object({
    id,
    frozen: z.boolean(),
    /** Staff note, required to freeze (the buyer is told the account is frozen, not the note). */
    note: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  })
  .check(z.refine((b) => !b.frozen || b.note !== undefined, { message: 'is required to freeze', path: ['note'] }));

/** The users group's calls: request, answer and summary (the facts are in ./users.facts.ts). */
export const usersCalls = {
  userFind: call({ request: userFindRequest, response: userFindAnswer, summary: 'Find users by phone, id, code' }),
  userList: call({
    request: userListRequest,
    response: pageOf(userListItem),
    summary: 'Every user, sorted and filtered: part of a phone, nickname or code; frozen; identity; registration days',
  }),
  userDetail: call({
    request: userDetailRequest,
    response: userDetail,
    summary: 'Profile, balances, ledger, orders, addresses',
  }),
  userFreeze: call({
    request: userFreezeRequest,
    response: userSummary,
    summary: 'Freeze or unfreeze an account (frozen: reads, no money moves)',
  }),
} satisfies Record<keyof typeof usersFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
