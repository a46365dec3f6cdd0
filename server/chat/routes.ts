// The chat calls over HTTP (the WebSocket carries the live part and also accepts `send`).
import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { chatGroups } from '../db/schema';
import { findUserByPhone } from '../auth';
import { notFound } from '../http/errors';
import { recordOperatorAction } from '../operator/operator-api';
import { withTx } from '../db/tx';
import type { CallHandlers } from '../http/call-group';
import { localizeGroups, readerOf } from '../content';
import {
  addMember,
  createGroup,
  deleteMessage,
  groupsOf,
  history,
  markRead,
  messageForAudit,
  sendMessage,
} from './store';
import type { OperatorHandlers } from '../operator/operator-group';

export const chatCalls = {
  chatGroups: async (_input, ctx) => localizeGroups(ctx.db, readerOf(ctx), await groupsOf(ctx, ctx.userId())),
  chatHistory: (input, ctx) => history(ctx, ctx.userId(), input),
  chatRead: (input, ctx) => markRead(ctx, ctx.userId(), input.groupId, input.lastReadId),
  chatSend: (input, ctx) => sendMessage(ctx, ctx.userId(), input),
} satisfies Partial<CallHandlers<'chat'>>;

async function userIdByPhone(tx: Tx, p: string): Promise<number> {
  const u = await findUserByPhone(tx, p);
  if (!u) throw notFound('User');
  return u.id;
}

/** Operator API for the CLI: list and create groups, add a member, delete a message. */
export const chatOperatorHandlers = {
  chatGroups: (_i, ctx) =>
    ctx.db
      .select({
        id: chatGroups.id,
        name: chatGroups.name,
        general: chatGroups.isGeneral,
        members: sql<number>`(SELECT count(*)::int FROM chat_members m WHERE m.group_id = ${chatGroups.id})`,
      })
      .from(chatGroups)
      .orderBy(asc(chatGroups.id)),

  chatGroupAdd: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const g = await createGroup(tx, body.name, ctx.now());
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'chat.group.create',
        target: String(g.id),
        details: { name: g.name },
        before: null,
        after: { id: g.id, name: g.name, general: false },
      });
      return g;
    }),

  chatMemberAdd: (body, ctx) =>
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

  chatMessageDelete: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      // What was said and by whom: after the delete nobody reads it anywhere else.
      const before = await messageForAudit(tx, body.id);
      const m = await deleteMessage(ctx, tx, body.id);
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'chat.message.delete',
        target: String(m.id),
        details: { groupId: m.groupId, userId: before?.userId ?? null },
        before: before ?? null,
        after: { id: m.id, deleted: true },
      });
      return m;
    }),
} satisfies Partial<OperatorHandlers<'chat'>>;
