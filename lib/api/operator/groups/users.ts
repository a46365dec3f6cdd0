// The users group of operator calls: buyers' accounts (find, detail, freeze). One entry per call:
// its request and answer schemas and its summary. The group's facts (method, path, roles, payload)
// are in ./users.facts.ts, kept free of zod for the console's screens; ../calls.ts joins the two.
import { z } from 'zod/mini';
import { identityStatus } from '../../schemas/account';
import { productKind } from '../../schemas/catalog';
import { id, isoDateTime, money, phone } from '../../schemas/common';
import { call, qid, type OperatorCallSchemas } from './shared';
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
