// getInfo, ChangeNickName and GetTeamList.
import type { Tx } from '../db/client';
import { withTx } from '../db/tx';
import { notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { maskPhone } from '../sms';
import { getWalletSummary } from '../wallet';
import { localizeLevels, readerOf, type Reader } from '../content';
import { invitationCodeOf, setNickname } from '../auth';
import { findProfile, teamOf } from './queries';

const levelName = (id: number, name: string | null) => ({ id, name: name ?? `Level ${id}` });

/** The user as getInfo answers it; `phone: 'full'` for the user's own data export only. */
export async function loadInfo(tx: Tx, userId: number, reader: Reader, phone: 'masked' | 'full' = 'masked') {
  const row = await findProfile(tx, userId);
  if (!row) throw notFound('User');
  const wallet = await getWalletSummary(tx, userId);
  const u = row.user;
  return {
    id: u.id,
    phone: phone === 'full' ? u.phone : maskPhone(u.phone),
    nickname: u.nickname,
    avatar: u.avatar,
    level:
      (await localizeLevels(tx, reader, [levelName(u.level, row.levelName)]))[0] ?? levelName(u.level, row.levelName),
    balance: wallet.balance,
    frozen: wallet.frozen,
    score: wallet.score,
    hasPayPassword: u.payPasswordSet,
    suspended: u.frozenAt !== null,
    smallPayLimit: u.smallPayLimit,
    identityStatus: (row.identity ?? 'none') as 'none' | 'pending' | 'verified' | 'rejected',
    invitationCode: u.invitationCode,
    createdAt: u.createdAt.toISOString(),
  };
}

export const profileCalls = {
  getInfo: (_input, ctx) => withTx(ctx.db, (tx) => loadInfo(tx, ctx.userId(), readerOf(ctx))),

  ChangeNickName: async ({ nickname }, ctx) => {
    const userId = ctx.userId();
    return withTx(ctx.db, async (tx) => {
      await setNickname(tx, userId, nickname);
      return loadInfo(tx, userId, readerOf(ctx));
    });
  },

  GetTeamList: async (_input, ctx) => {
    const userId = ctx.userId();
    const code = await invitationCodeOf(ctx.db, userId);
    if (code === undefined) throw notFound('User');
    const members = await teamOf(ctx.db, userId);
    const named = members.map(({ user, levelName: name }) => levelName(user.level, name));
    const levels = new Map((await localizeLevels(ctx.db, readerOf(ctx), named)).map((l) => [l.id, l]));
    return {
      invitationCode: code,
      total: members.length,
      members: members.map(({ user, levelName: name }) => ({
        id: user.id,
        nickname: user.nickname,
        phone: maskPhone(user.phone),
        avatar: user.avatar,
        level: levels.get(user.level) ?? levelName(user.level, name),
        joinedAt: user.createdAt.toISOString(),
      })),
    };
  },
} satisfies Partial<CallHandlers<'account'>>;
