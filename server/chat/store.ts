// Chat in the database: membership, sending (rate-limited, retry-safe), history pages, read
// positions, and the operator's changes. Every change publishes its event on the bus inside its
// transaction, so the WebSocket fan-out only ever announces stored rows.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { UNREAD_CAP } from '@/lib/api/limits';
import { CHAT_REASONS, type ChatGroup, type ChatMessage } from '@/lib/api/schemas/chat';
import type { AppContext } from '../context';
import { rows, type Executor, type Tx } from '../db/client';
import { chatGroups, chatMembers, chatMessages } from '../db/schema';
import { userDirectory as users, userExists } from '../auth';
import { withTx } from '../db/tx';
import { ApiError, conflict, fieldError, notFound, tooMany } from '../http/errors';
import { claimOwnUpload } from '../uploads';
import { uploadsDir } from '../paths';
import type { Config } from '../config';
import { takeSendToken } from './rate-limit';

/** Bus topics of chat events. Payloads carry ids; each process reads the row once. */
export const TOPICS = {
  message: 'chat.message',
  deleted: 'chat.deleted',
  members: 'chat.members',
} as const;
export interface MessageEvent {
  groupId: number;
  id: number;
  [k: string]: number;
}
export interface MembersEvent {
  groupId: number;
  userId: number;
  [k: string]: number;
}

const messageColumns = {
  id: chatMessages.id,
  groupId: chatMessages.groupId,
  clientId: chatMessages.clientId,
  body: chatMessages.body,
  imageUrl: chatMessages.imageUrl,
  createdAt: chatMessages.createdAt,
  senderId: users.id,
  nickname: users.nickname,
  avatar: users.avatar,
};
type MessageRow = {
  id: number;
  groupId: number;
  clientId: string;
  body: string | null;
  imageUrl: string | null;
  createdAt: Date;
  senderId: number;
  nickname: string;
  avatar: string | null;
};

function toMessage(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    groupId: r.groupId,
    clientId: r.clientId,
    sender: { id: r.senderId, nickname: r.nickname, avatar: r.avatar },
    text: r.body,
    image: r.imageUrl,
    createdAt: r.createdAt.toISOString(),
  };
}

function selectMessages(exec: Executor) {
  return exec.select(messageColumns).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.userId));
}

/**
 * Every message the user wrote, in every group, oldest first, moderated ones included and marked
 * (the data export, docs/privacy.md): never the others' messages around them.
 */
export async function messagesWrittenBy(exec: Executor, userId: number) {
  const found = await exec
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(asc(chatMessages.id));
  return found.map((m) => ({
    id: m.id,
    groupId: m.groupId,
    text: m.body,
    image: m.imageUrl,
    deleted: m.deleted,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** One stored, not deleted message with its sender, or undefined. */
export async function loadMessage(exec: Executor, id: number): Promise<ChatMessage | undefined> {
  const [r] = await selectMessages(exec).where(and(eq(chatMessages.id, id), eq(chatMessages.deleted, false)));
  return r ? toMessage(r) : undefined;
}

// 404, not 403: the app treats a 403 as "log in again" (spec), and an outsider learns nothing
// about which groups exist.
export const notMember = () => fieldError(404, CHAT_REASONS.notMember, 'groupId', 'you are not a member of this group');

/** The group when the user is in it (everyone is in the general group), else undefined. */
export async function groupOf(exec: Executor, groupId: number, userId: number) {
  const [g] = await exec
    .select({ id: chatGroups.id, isGeneral: chatGroups.isGeneral, member: chatMembers.userId })
    .from(chatGroups)
    .leftJoin(chatMembers, and(eq(chatMembers.groupId, chatGroups.id), eq(chatMembers.userId, userId)))
    .where(eq(chatGroups.id, groupId));
  return g && (g.isGeneral || g.member !== null) ? g : undefined;
}

/** Who receives a group's events: null means everyone (the general group). */
export async function audienceOf(exec: Executor, groupId: number): Promise<Set<number> | null> {
  const [g] = await exec.select({ isGeneral: chatGroups.isGeneral }).from(chatGroups).where(eq(chatGroups.id, groupId));
  if (!g) return new Set();
  if (g.isGeneral) return null;
  const members = await exec
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.groupId, groupId));
  return new Set(members.map((m) => m.userId));
}

export interface SendInput {
  groupId: number;
  clientId: string;
  text?: string | undefined;
  image?: string | undefined;
}

/** Stores one message (or answers the one already stored under this clientId) and announces it. */
export async function sendMessage(ctx: AppContext, userId: number, input: SendInput): Promise<ChatMessage> {
  return withTx(ctx.db, async (tx) => {
    // A retry of a message that was stored (its answer lost) answers that message again.
    const [existing] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientId, input.clientId)));
    if (existing) {
      const m = await loadMessage(tx, existing.id);
      if (m) return m;
    }
    if (!(await groupOf(tx, input.groupId, userId))) throw notMember();
    // One sender at a time per group: ids are then taken in commit order, so a client that has
    // seen message N has seen every earlier one and "after N" on reconnect leaves no gap.
    await tx.select({ id: chatGroups.id }).from(chatGroups).where(eq(chatGroups.id, input.groupId)).for('update');
    const image = input.image !== undefined ? await ownUpload(tx, ctx.config, userId, input.image, ctx.now()) : null;
    const take = await takeSendToken(tx, userId, ctx.now());
    if (!take.ok) throw tooMany('sending too fast: wait a moment', take.retryAfterSeconds, CHAT_REASONS.rateLimited);
    const [row] = await tx
      .insert(chatMessages)
      .values({
        groupId: input.groupId,
        userId,
        clientId: input.clientId,
        body: image === null ? (input.text ?? null) : null,
        imageUrl: image,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: chatMessages.id });
    // A concurrent retry with the same clientId won the insert: answer its message.
    const id =
      row?.id ??
      (
        await tx
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientId, input.clientId)))
      )[0]?.id;
    const message = id === undefined ? undefined : await loadMessage(tx, id);
    if (!message) throw conflict('message was deleted');
    if (row)
      await ctx.bus.publish(TOPICS.message, { groupId: message.groupId, id: message.id } satisfies MessageEvent, tx);
    return message;
  });
}

/** Only the user's own uploads may be posted (claimed: the unused-upload sweep keeps it); answers the stored url. */
async function ownUpload(
  tx: Tx,
  config: Pick<Config, 'dataDir'>,
  userId: number,
  url: string,
  now: Date,
): Promise<string> {
  // The upload's own URL only (not a signed private one), and still public: an identity photo or
  // a receipt, once submitted, is no chat image.
  const m = /^\/uploads\/([0-9a-f]{32}\.(?:png|jpg|gif|webp))$/.exec(url);
  const name =
    m?.[1] && existsSync(path.join(uploadsDir(config), m[1]))
      ? await claimOwnUpload(tx, userId, 'image', url, now).catch((e: unknown) => {
          if (e instanceof ApiError) return null;
          throw e;
        })
      : null;
  if (!name) throw fieldError(400, CHAT_REASONS.badImage, 'image', 'must be an image you uploaded');
  return `/uploads/${name}`;
}

export interface HistoryQuery {
  groupId: number;
  before?: number | undefined;
  after?: number | undefined;
  limit: number;
}

/** One page of a group, oldest first (see chatHistoryRequest for before/after). */
export async function history(ctx: AppContext, userId: number, q: HistoryQuery) {
  if (!(await groupOf(ctx.db, q.groupId, userId))) throw notMember();
  const live = and(eq(chatMessages.groupId, q.groupId), eq(chatMessages.deleted, false));
  const found =
    q.after !== undefined
      ? await selectMessages(ctx.db)
          .where(and(live, gt(chatMessages.id, q.after)))
          .orderBy(asc(chatMessages.id))
          .limit(q.limit + 1)
      : await selectMessages(ctx.db)
          .where(and(live, q.before !== undefined ? lt(chatMessages.id, q.before) : undefined))
          .orderBy(desc(chatMessages.id))
          .limit(q.limit + 1);
  const hasMore = found.length > q.limit;
  const page = found.slice(0, q.limit);
  if (q.after === undefined) page.reverse();
  return { items: page.map(toMessage), hasMore };
}

/** The user's groups with their last message and unread count, most recent activity first. */
export async function groupsOf(ctx: AppContext, userId: number): Promise<ChatGroup[]> {
  const found = await rows<{ id: number; name: string; is_general: boolean; last_id: string | null; unread: number }>(
    ctx.db,
    sql`SELECT g.id, g.name, g.is_general,
          (SELECT max(x.id) FROM chat_messages x WHERE x.group_id = g.id AND NOT x.deleted) AS last_id,
          (SELECT count(*)::int FROM (
             SELECT 1 FROM chat_messages x
              WHERE x.group_id = g.id AND NOT x.deleted AND x.user_id <> ${userId}
                AND x.id > coalesce(m.last_read_id, 0)
              LIMIT ${UNREAD_CAP}) u) AS unread
        FROM chat_groups g
        LEFT JOIN chat_members m ON m.group_id = g.id AND m.user_id = ${userId}
       WHERE g.is_general OR m.user_id IS NOT NULL`,
  );
  const lastIds = found.map((g) => (g.last_id === null ? null : Number(g.last_id))).filter((v) => v !== null);
  const last = lastIds.length
    ? new Map((await selectMessages(ctx.db).where(inArray(chatMessages.id, lastIds))).map((r) => [r.id, toMessage(r)]))
    : new Map<number, ChatMessage>();
  return found
    .map((g) => ({
      id: g.id,
      name: g.name,
      general: g.is_general,
      lastMessage: g.last_id === null ? null : (last.get(Number(g.last_id)) ?? null),
      unread: Number(g.unread),
    }))
    .sort((a, b) => (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0) || a.id - b.id);
}

/** Moves the read position forward (never back); answers where it now is. */
export async function markRead(ctx: AppContext, userId: number, groupId: number, lastReadId: number) {
  if (!(await groupOf(ctx.db, groupId, userId))) throw notMember();
  const [r] = await ctx.db
    .insert(chatMembers)
    .values({ groupId, userId, lastReadId, joinedAt: ctx.now() })
    .onConflictDoUpdate({
      target: [chatMembers.groupId, chatMembers.userId],
      set: { lastReadId: sql`greatest(${chatMembers.lastReadId}, excluded.last_read_id)` },
    })
    .returning({ lastReadId: chatMembers.lastReadId });
  return { lastReadId: Number(r?.lastReadId ?? lastReadId) };
}

// ---- Operator changes ----

export async function createGroup(tx: Tx, name: string, now: Date) {
  const [g] = await tx.insert(chatGroups).values({ name, createdAt: now }).returning();
  if (!g) throw new Error('group not created');
  return { id: g.id, name: g.name };
}

export async function addMember(ctx: AppContext, tx: Tx, groupId: number, userId: number) {
  const [g] = await tx.select().from(chatGroups).where(eq(chatGroups.id, groupId));
  if (!g) throw notFound('Group');
  if (!(await userExists(tx, userId))) throw notFound('User');
  // New members start with nothing unread: what was said before they joined is history.
  const [last] = await tx
    .select({ id: sql<string | null>`max(${chatMessages.id})` })
    .from(chatMessages)
    .where(eq(chatMessages.groupId, groupId));
  await tx
    .insert(chatMembers)
    .values({ groupId, userId, lastReadId: Number(last?.id ?? 0), joinedAt: ctx.now() })
    .onConflictDoNothing();
  await ctx.bus.publish(TOPICS.members, { groupId, userId } satisfies MembersEvent, tx);
  return { groupId, userId };
}

/** A message as the audit log keeps it when an operator deletes it (locked: the delete follows). */
export async function messageForAudit(tx: Tx, id: number) {
  const [m] = await tx
    .select({
      id: chatMessages.id,
      groupId: chatMessages.groupId,
      userId: chatMessages.userId,
      text: chatMessages.body,
      image: chatMessages.imageUrl,
      createdAt: chatMessages.createdAt,
      deleted: chatMessages.deleted,
    })
    .from(chatMessages)
    .where(eq(chatMessages.id, id))
    .for('update');
  return m ? { ...m, createdAt: m.createdAt.toISOString() } : undefined;
}

/** Deletes a message for everyone: hidden from history and announced to the group. */
export async function deleteMessage(ctx: AppContext, tx: Tx, id: number) {
  const [m] = await tx
    .update(chatMessages)
    .set({ deleted: true })
    .where(eq(chatMessages.id, id))
    .returning({ groupId: chatMessages.groupId });
  if (!m) throw notFound('Message');
  await ctx.bus.publish(TOPICS.deleted, { groupId: m.groupId, id } satisfies MessageEvent, tx);
  return { id, groupId: m.groupId };
}
