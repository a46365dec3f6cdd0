// The console's users: the table (./user-list.ts: part of a phone, nickname or code, sorted and
// filtered), find one (by the full phone, the id or the invitation code), read everything about
// one, freeze or unfreeze one. A viewer reads phones masked (the account's and its addresses').
// A freeze is audited with the state before and after; what it refuses is decided in
// server/auth/frozen.ts.
import { desc, eq } from 'drizzle-orm';
import type { OperatorResult } from '@/lib/api/operator/calls';
import type { OperatorRole } from '@/lib/api/operator/facts';
import { deliveryForOperator } from '@/lib/format/delivery';
import { maskPhone, normalizePhone } from '@/lib/format/phone';
import { recordOperatorAction } from '../operator/operator-api';
import type { Executor } from '../db/client';
import { addresses } from '../db/schema';
import { recentOrdersOf } from '../market';
import { withTx } from '../db/tx';
import { notFound } from '../http/errors';
import { operatorLedgerEntries, userBalances } from '../wallet';
import {
  findUser as userById,
  findUserByInvitationCode,
  findUserByPhone,
  invitedCount,
  setFrozen,
  type FrozenState,
  type UserRow,
} from '../auth';
import { identityStatus } from './queries';
import { listUsers } from './user-list';
import type { OperatorHandlers } from '../operator/operator-group';

type Summary = OperatorResult<'userFreeze'>;
type DetailUser = OperatorResult<'userDetail'>['user'];

/** How many of the latest ledger entries and orders the detail shows. */
const RECENT = 50;

const phoneFor = (role: OperatorRole, phone: string) => (role === 'viewer' ? maskPhone(phone) : phone);

function summary(u: UserRow, role: OperatorRole): Summary {
  return {
    id: u.id,
    phone: phoneFor(role, u.phone),
    nickname: u.nickname,
    invitationCode: u.invitationCode,
    frozen: u.frozenAt !== null,
    createdAt: u.createdAt.toISOString(),
  };
}

async function findUser(exec: Executor, id: number): Promise<UserRow> {
  const u = await userById(exec, id);
  if (!u) throw notFound('User');
  return u;
}

const frozenJson = (s: FrozenState) => ({
  frozen: s.frozenAt !== null,
  frozenAt: s.frozenAt?.toISOString() ?? null,
  note: s.frozenReason,
});

export const userOperatorHandlers = {
  userList: (q, ctx) => listUsers(ctx.db, q, ctx.role),

  userFind: async (q, ctx) => {
    const found =
      q.id !== undefined
        ? await userById(ctx.db, q.id)
        : q.phone !== undefined
          ? await findUserByPhone(ctx.db, normalizePhone(q.phone))
          : await findUserByInvitationCode(ctx.db, (q.invitationCode ?? '').toUpperCase());
    return { items: found ? [summary(found, ctx.role)] : [] };
  },

  userDetail: async (q, ctx) => {
    const u = await findUser(ctx.db, q.id);
    const invited = await invitedCount(ctx.db, u.id);
    const recentOrders = await recentOrdersOf(ctx.db, u.id, RECENT);
    const saved = await ctx.db.select().from(addresses).where(eq(addresses.userId, u.id)).orderBy(desc(addresses.id));
    return {
      user: {
        ...summary(u, ctx.role),
        frozenReason: u.frozenReason,
        frozenAt: u.frozenAt?.toISOString() ?? null,
        identityStatus: ((await identityStatus(ctx.db, u.id)) ?? 'none') as DetailUser['identityStatus'],
        invitedBy: u.inviterId,
        invitations: invited,
      },
      balances: await userBalances(ctx.db, u.id),
      ledger: await operatorLedgerEntries(ctx.db, u.id, RECENT),
      orders: recentOrders.map((o) => ({
        id: o.id,
        productName: o.productName,
        kind: o.kind,
        quantity: o.quantity,
        total: o.total,
        status: o.status,
        createdAt: o.createdAt.toISOString(),
      })),
      // The orders' rule (lib/format/delivery.ts): a viewer reads the recipient's first character
      // and the region only.
      addresses: saved.map((a) => {
        const shown = deliveryForOperator({ ...a, postalCode: null }, ctx.role === 'viewer');
        return { id: a.id, name: shown.name, phone: shown.phone, region: shown.region, detail: shown.detail ?? '' };
      }),
    };
  },

  userFreeze: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const { before, after } = await setFrozen(tx, body.id, body.frozen, body.note ?? null, ctx.now());
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: body.frozen ? 'user.freeze' : 'user.unfreeze',
        target: `user:${body.id}`,
        details: { userId: body.id, ...(body.note ? { note: body.note } : {}) },
        before: frozenJson(before),
        after: frozenJson(after),
      });
      return summary(await findUser(tx, body.id), ctx.role);
    }),
} satisfies Partial<OperatorHandlers<'users'>>;
