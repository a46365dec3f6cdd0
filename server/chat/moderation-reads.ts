// The console's chat moderation reads (issue 23): a group's members and its recent messages,
// newest first. Every role reads; a viewer gets phones masked (a phone is personal data), as in
// the users screen. Deleted messages are left out: the moderator sees what the buyers see.
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { maskPhone } from '@/lib/format/phone';
import { chatGroups, chatMembers, chatMessages } from '../db/schema';
import { userDirectory as users } from '../auth';
import { notFound } from '../http/errors';
import type { Executor } from '../db/client';
import type { OperatorHandlers } from '../operator/operator-group';

async function mustExist(exec: Executor, groupId: number): Promise<void> {
  const [g] = await exec.select({ id: chatGroups.id }).from(chatGroups).where(eq(chatGroups.id, groupId));
  if (!g) throw notFound('Group');
}

export const chatModerationHandlers = {
  chatMembers: async (q, ctx) => {
    await mustExist(ctx.db, q.groupId);
    const found = await ctx.db
      .select({ userId: users.id, nickname: users.nickname, phone: users.phone, joinedAt: chatMembers.joinedAt })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(eq(chatMembers.groupId, q.groupId))
      .orderBy(asc(chatMembers.joinedAt), asc(users.id));
    return {
      items: found.map((m) => ({
        ...m,
        phone: ctx.role === 'viewer' ? maskPhone(m.phone) : m.phone,
        joinedAt: m.joinedAt.toISOString(),
      })),
    };
  },

  chatMessages: async (q, ctx) => {
    await mustExist(ctx.db, q.groupId);
    const found = await ctx.db
      .select({
        id: chatMessages.id,
        senderId: users.id,
        nickname: users.nickname,
        text: chatMessages.body,
        image: chatMessages.imageUrl,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(
        and(
          eq(chatMessages.groupId, q.groupId),
          eq(chatMessages.deleted, false),
          q.before !== undefined ? lt(chatMessages.id, q.before) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(q.limit + 1);
    return {
      items: found.slice(0, q.limit).map((m) => ({
        id: m.id,
        sender: { id: m.senderId, nickname: m.nickname },
        text: m.text,
        image: m.image,
        createdAt: m.createdAt.toISOString(),
      })),
      hasMore: found.length > q.limit,
    };
  },
} satisfies Partial<OperatorHandlers<'chat'>>;
