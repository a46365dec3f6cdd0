// The chat calls over HTTP (the WebSocket carries the live part and also accepts `send`).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id, phone, text } from '@/lib/api/schemas/common';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { chatGroups, users } from '../db/schema';
import { notFound } from '../http/errors';
import { messageId } from '@/lib/api/schemas/chat';
import { operatorRoute, recordOperatorAction } from '../admin/operator-api';
import { withTx } from '../db/tx';
import type { CallHandlers } from '../http/call-group';
import { addMember, createGroup, deleteMessage, groupsOf, history, markRead, sendMessage } from './store';

export const chatCalls = {
  chatGroups: (_input, ctx) => groupsOf(ctx, ctx.userId()),
  chatHistory: (input, ctx) => history(ctx, ctx.userId(), input),
  chatRead: (input, ctx) => markRead(ctx, ctx.userId(), input.groupId, input.lastReadId),
  chatSend: (input, ctx) => sendMessage(ctx, ctx.userId(), input),
} satisfies Partial<CallHandlers<'chat'>>;

async function userIdByPhone(tx: Tx, p: string): Promise<number> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, p));
  if (!u) throw notFound('User');
  return u.id;
}

/** Operator API for the CLI: list and create groups, add a member, delete a message. */
export function chatOperatorRoutes(app: FastifyInstance): void {
  operatorRoute(app, { method: 'GET', path: '/chat/groups' }, (_i, ctx) =>
    ctx.db
      .select({
        id: chatGroups.id,
        name: chatGroups.name,
        general: chatGroups.isGeneral,
        members: sql<number>`(SELECT count(*)::int FROM chat_members m WHERE m.group_id = ${chatGroups.id})`,
      })
      .from(chatGroups)
      .orderBy(asc(chatGroups.id)),
  );
  operatorRoute(app, { method: 'POST', path: '/chat/groups', body: z.object({ name: text(100) }) }, ({ body }, ctx) =>
    withTx(ctx.db, async (tx) => {
      const g = await createGroup(tx, body.name, ctx.now());
      await recordOperatorAction(tx, { operator: ctx.operator, action: 'chat.group.create', target: String(g.id) });
      return g;
    }),
  );
  operatorRoute(
    app,
    {
      method: 'POST',
      path: '/chat/members',
      body: z
        .object({ groupId: id, userId: id.optional(), phone: phone.optional() })
        .refine((b) => (b.userId === undefined) !== (b.phone === undefined), {
          message: 'give userId or phone',
          path: ['userId'],
        }),
    },
    ({ body }, ctx) =>
      withTx(ctx.db, async (tx) => {
        const userId = body.userId ?? (await userIdByPhone(tx, body.phone ?? ''));
        const m = await addMember(ctx, tx, body.groupId, userId);
        await recordOperatorAction(tx, {
          operator: ctx.operator,
          action: 'chat.member.add',
          target: String(body.groupId),
          details: { userId },
        });
        return m;
      }),
  );
  operatorRoute(
    app,
    { method: 'POST', path: '/chat/messages/delete', body: z.object({ id: messageId }) },
    ({ body }, ctx) =>
      withTx(ctx.db, async (tx) => {
        const m = await deleteMessage(ctx, tx, body.id);
        await recordOperatorAction(tx, { operator: ctx.operator, action: 'chat.message.delete', target: String(m.id) });
        return m;
      }),
  );
}
