// getInfo, ChangeNickName and GetTeamList.
import { desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { identities, levels, users } from '../db/schema';
import { withTx } from '../db/tx';
import { notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { maskPhone } from '../sms';
import { getWalletSummary } from '../wallet';

const levelName = (id: number, name: string | null) => ({ id, name: name ?? `Level ${id}` });

async function loadInfo(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ user: users, levelName: levels.name, identity: identities.status })
    .from(users)
    .leftJoin(levels, eq(levels.id, users.level))
    .leftJoin(identities, eq(identities.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  const wallet = await getWalletSummary(tx, userId);
  const u = row.user;
  return {
    id: u.id,
    phone: maskPhone(u.phone),
    nickname: u.nickname,
    avatar: u.avatar,
    level: levelName(u.level, row.levelName),
    balance: wallet.balance,
    frozen: wallet.frozen,
    score: wallet.score,
    hasPayPassword: u.payPasswordHash !== null,
    identityStatus: (row.identity ?? 'none') as 'none' | 'pending' | 'verified' | 'rejected',
    invitationCode: u.invitationCode,
    createdAt: u.createdAt.toISOString(),
  };
}

async function teamOf(db: Executor, userId: number) {
  return db
    .select({ user: users, levelName: levels.name })
    .from(users)
    .leftJoin(levels, eq(levels.id, users.level))
    .where(eq(users.inviterId, userId))
    .orderBy(desc(users.createdAt), desc(users.id));
}

export const profileCalls = {
  getInfo: (_input, ctx) => withTx(ctx.db, (tx) => loadInfo(tx, ctx.userId())),

  ChangeNickName: async ({ nickname }, ctx) => {
    const userId = ctx.userId();
    return withTx(ctx.db, async (tx) => {
      await tx.update(users).set({ nickname }).where(eq(users.id, userId));
      return loadInfo(tx, userId);
    });
  },

  GetTeamList: async (_input, ctx) => {
    const userId = ctx.userId();
    const [me] = await ctx.db.select({ code: users.invitationCode }).from(users).where(eq(users.id, userId));
    if (!me) throw notFound('User');
    const members = await teamOf(ctx.db, userId);
    return {
      invitationCode: me.code,
      total: members.length,
      members: members.map(({ user, levelName: name }) => ({
        id: user.id,
        nickname: user.nickname,
        phone: maskPhone(user.phone),
        avatar: user.avatar,
        level: levelName(user.level, name),
        joinedAt: user.createdAt.toISOString(),
      })),
    };
  },
} satisfies Partial<CallHandlers<'account'>>;
