// The chat group of operator calls: chat moderation. One entry per call: its request and answer
// schemas and its summary. The group's facts (method, path, roles, payload) are in ./chat.facts.ts,
// kept free of zod for the console's screens; ../calls.ts joins the two.
import { z } from 'zod/mini';
import { id, isoDateTime, phone } from '../../schemas/common';
import { messageId } from '../../schemas/chat';
import { call, none, qid, type OperatorCallSchemas } from './shared';
import type { chatFacts } from './chat.facts';

export const chatGroup = z.object({ id, name: z.string(), general: z.boolean(), members: z.number().check(z.int()) });
export const chatMemberAddRequest = z.object({ groupId: id, userId: z.optional(id), phone: z.optional(phone) }).check(
  z.refine((b) => (b.userId === undefined) !== (b.phone === undefined), {
    message: 'give userId or phone',
    path: ['userId'],
  }),
);
// Chat moderation reads (issue 23).
export const chatMembersRequest = z.object({ groupId: qid });
export const chatMember = z.object({
  userId: id,
  nickname: z.string(),
  /** Full for support/admin, masked (138****0000) for a viewer. */
  phone: z.string(),
  joinedAt: isoDateTime,
});
/** Newest first; `before` pages back (the smallest id of the page before). */
export const chatMessagesRequest = z.object({
  groupId: qid,
  before: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 30),
});
export const chatModeratedMessage = z.object({
  id: messageId,
  sender: z.object({ id, nickname: z.string() }),
  text: z.nullable(z.string()),
  /** The uploaded image's own path (/uploads/…), shown small. */
  image: z.nullable(z.string()),
  createdAt: isoDateTime,
});

/** The chat group's calls: request, answer and summary (the facts are in ./chat.facts.ts). */
export const chatCalls = {
  chatGroups: call({ request: none, response: z.array(chatGroup), summary: 'Chat groups' }),
  chatGroupAdd: call({
    request: z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) }),
    response: z.object({ id, name: z.string() }),
    summary: 'Create a group',
  }),
  chatMemberAdd: call({
    request: chatMemberAddRequest,
    response: z.looseObject({ groupId: id, userId: id }),
    summary: 'Add a member',
  }),
  chatMessageDelete: call({
    request: z.object({ id: messageId }),
    response: z.object({ id: messageId, groupId: id }),
    summary: 'Delete a message for everyone',
  }),
  chatMembers: call({
    request: chatMembersRequest,
    response: z.object({ items: z.array(chatMember) }),
    summary: "A group's members (phones masked for a viewer)",
  }),
  chatMessages: call({
    request: chatMessagesRequest,
    response: z.object({ items: z.array(chatModeratedMessage), hasMore: z.boolean() }),
    summary: "A group's messages, newest first, paged back by `before`",
  }),
} satisfies Record<keyof typeof chatFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
