// Group chat and the real-time connection (/ws): the HTTP calls and every WebSocket frame.
// Server and client both import this file, so it stays free of React and browser APIs.
import { z } from 'zod/mini';
import { HISTORY_PAGE_MAX, MESSAGE_MAX_CHARS, UNREAD_CAP } from '../limits';
import { id, isoDateTime, langMarks, queryId, url } from './common';
import { notification } from './notify';

/** Message ids are bigserial: positive and below 2^53. */
export const messageId = z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
const queryMessageId = z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

/**
 * Why the server refused a chat action: the envelope's `errors` (HTTP) or an error frame's
 * `reason` (WebSocket). Screens translate them (messages namespace `chat.reasons`).
 */
export const CHAT_REASONS = {
  rateLimited: 'rate_limited',
  tooLong: 'message_too_long',
  empty: 'message_empty',
  notMember: 'not_member',
  badImage: 'image_not_yours',
  badFrame: 'bad_frame',
} as const;
export type ChatReason = (typeof CHAT_REASONS)[keyof typeof CHAT_REASONS];

/** A retry-safe id the client gives each message it sends (a UUID or similar). */
export const clientId = z
  .string()
  .check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'must be 8 to 64 letters, digits, - or _'));

// Control characters other than tab and newline are dropped (PostgreSQL text cannot hold NUL).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
export const messageText = z.pipe(
  z.pipe(
    z.string(),
    z.transform((s: string) => s.replace(CONTROL, '').trim()),
  ),
  z.string().check(z.minLength(1, CHAT_REASONS.empty), z.maxLength(MESSAGE_MAX_CHARS, CHAT_REASONS.tooLong)),
);

/** Send one message: text, or the url of an image the user uploaded (uploadImages); not both. */
export const sendMessageRequest = z
  .object({ groupId: id, clientId, text: z.optional(messageText), image: z.optional(url) })
  .check(
    z.superRefine((m, ctx) => {
      if (m.text === undefined && m.image === undefined) {
        ctx.addIssue({ code: 'custom', path: ['text'], message: CHAT_REASONS.empty });
      } else if (m.text !== undefined && m.image !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['image'], message: 'give text or image, not both' });
      }
    }),
  );

export const chatSender = z.object({
  id,
  nickname: z.string().check(z.maxLength(100)),
  avatar: z.nullable(z.string().check(z.maxLength(2048))),
});

export const chatMessage = z.object({
  id: messageId,
  groupId: id,
  /** The sender's client id, so the sender matches its pending message. */
  clientId: z.string().check(z.maxLength(64)),
  sender: chatSender,
  /** Plain text: show it as text, never as HTML. Null for an image. */
  text: z.nullable(z.string().check(z.maxLength(MESSAGE_MAX_CHARS))),
  /** Root-relative url of an uploaded image, or null. */
  image: z.nullable(url),
  createdAt: isoDateTime,
});

export const chatGroup = z.object({
  id,
  name: z.string().check(z.maxLength(100)),
  lang: langMarks('name'),
  /** The marketplace's general group (everyone is in it). */
  general: z.boolean(),
  lastMessage: z.nullable(chatMessage),
  /** Messages from others after the user's read position, capped at UNREAD_CAP. */
  unread: z.number().check(z.int(), z.nonnegative(), z.lte(UNREAD_CAP)),
});
/** The user's groups, most recent activity first. */
export const chatGroupList = z.array(chatGroup);

/**
 * One page, always oldest first. Without `before`/`after`: the newest `limit` messages. `before`:
 * the newest `limit` below that id (scrolling back). `after`: the oldest `limit` above it (what a
 * reconnecting client missed; ask again from the last id while `hasMore`).
 */
export const chatHistoryRequest = z
  .object({
    groupId: queryId,
    before: z.optional(queryMessageId),
    after: z.optional(queryMessageId),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(HISTORY_PAGE_MAX)), 30),
  })
  .check(
    z.refine((q) => q.before === undefined || q.after === undefined, {
      message: 'give before or after, not both',
      path: ['after'],
    }),
  );
export const chatHistory = z.object({
  items: z.array(chatMessage),
  /** More messages exist in the direction asked (older for before/none, newer for after). */
  hasMore: z.boolean(),
});

/** Everything up to and including `lastReadId` is read; the position never moves back. */
export const markReadRequest = z.object({ groupId: id, lastReadId: messageId });
export const markReadResult = z.object({ lastReadId: z.number().check(z.int(), z.nonnegative()) });

// ---- The WebSocket connection (/ws) ----

export const liveProduct = z.object({
  id,
  stock: z.number().check(z.int(), z.nonnegative()),
  status: z.enum(['on_sale', 'sold_out', 'off_shelf']),
});

/** Frames the client sends. The first must be `auth`. */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().check(z.minLength(1), z.maxLength(4096)) }),
  z.object({ type: z.literal('send'), message: sendMessageRequest }),
  z.object({ type: z.literal('ping') }),
]);

/** Frames the server sends. */
export const serverFrame = z.discriminatedUnion('type', [
  /** Authenticated; live events follow. */
  z.object({ type: z.literal('ready'), userId: id }),
  z.object({ type: z.literal('message'), message: chatMessage }),
  /** An operator deleted a message: remove it everywhere. */
  z.object({ type: z.literal('deleted'), groupId: id, id: messageId }),
  /** Answer to a `send` frame. */
  z.object({ type: z.literal('sent'), clientId: z.string(), message: chatMessage }),
  /** The user was added to a group: reload the group list. */
  z.object({ type: z.literal('groups') }),
  /** A product's stock or status changed. */
  z.object({ type: z.literal('product'), product: liveProduct }),
  /** The auction window changed: reload it (GetAuctionTimeInfo). */
  z.object({ type: z.literal('window') }),
  /**
   * A notification was stored for the user (`notification`), or some were read on another device
   * (`notification: null`); `unread` is the user's unread count now (docs/notifications.md).
   */
  z.object({
    type: z.literal('notification'),
    notification: z.nullable(notification),
    unread: z.number().check(z.int(), z.nonnegative()),
  }),
  /** Events may have been lost on the server side: fetch what was missed by id. */
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('error'),
    reason: z.string(),
    /** The field at fault, when there is one. */
    field: z.optional(z.string()),
    /** Set when the error answers a `send` frame. */
    clientId: z.optional(z.string()),
    retryAfter: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
]);

export type ChatMessage = z.infer<typeof chatMessage>;
export type ChatGroup = z.infer<typeof chatGroup>;
export type SendMessage = z.input<typeof sendMessageRequest>;
export type LiveProduct = z.infer<typeof liveProduct>;
export type ClientFrame = z.input<typeof clientFrame>;
export type ServerFrame = z.infer<typeof serverFrame>;
