// Watchlist, notification centre and notification settings (docs/notifications.md).
import { z } from 'zod';
import { WINDOW_LEADS } from '../limits';
import { product } from './catalog';
import { id, isoDateTime, money, queryId, text } from './common';
import { identityRejectionReason } from './account';
import { rechargeRejectionReason, rejectionReason } from './wallet';

/** At most this many watched items per user. */
export const WATCH_MAX = 200;

export const watchRequest = z.object({ productId: id });
/** A watched product as the catalogue shows it, and when it was watched. Newest watch first. */
export const watchedProduct = product.extend({ watchedAt: isoDateTime });
export const watchList = z.array(watchedProduct);

/**
 * Every kind of notification. The client writes the text from the type and `data`
 * (messages `notify.types.<type>`) and opens the screen the type names (lib/notify/target.ts).
 */
export const NOTIFICATION_TYPES = [
  'window_soon',
  'watch_restocked',
  'watch_listed',
  'watch_consigned',
  'consign_sold',
  'recharge_decided',
  'withdraw_decided',
  'score_refund_decided',
  'identity_decided',
  'delivery_shipped',
  'delivery_delivered',
  'notice_new',
  'agreement_new',
] as const;
export const notificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationType>;

/**
 * The facts a notification shows, never more (no balance, no personal numbers): the product or
 * order it is about, a name or title, an amount credited, a decision and its reason code.
 */
export const notificationData = z.object({
  productId: id.optional(),
  orderId: id.optional(),
  noticeId: id.optional(),
  articleId: id.optional(),
  name: text(120).optional(),
  amount: money.optional(),
  approved: z.boolean().optional(),
  /** `agreement_new`: the agreement's label. */
  reason: text(200).optional(),
  /**
   * A rejection: why, as the code screens translate (`wallet.rejection.<code>`;
   * `account.identityRejection.<code>` for identity). Never the operator's own note, for staff.
   */
  reasonCode: z
    .enum([
      ...new Set([...rejectionReason.options, ...rechargeRejectionReason.options, ...identityRejectionReason.options]),
    ])
    .optional(),
  /** "Window opens soon": the start time (HH:mm) and the user's lead time in minutes. */
  startTime: z.string().max(5).optional(),
  lead: z.number().int().positive().optional(),
});
export type NotificationData = z.infer<typeof notificationData>;

export const notification = z.object({
  id,
  type: notificationType,
  data: notificationData,
  read: z.boolean(),
  createdAt: isoDateTime,
});

export const NOTIFICATIONS_PAGE_MAX = 50;
export const notificationsRequest = z.object({
  /** The oldest id the client has: the page below it (scrolling back). */
  before: queryId.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
});
export const notificationPage = z.object({
  /** Newest first. */
  items: z.array(notification),
  hasMore: z.boolean(),
  /** Unread notifications of the user in all (capped at 100: show "99+"). */
  unread: z.number().int().nonnegative(),
});

export const readNotificationsRequest = z.object({
  /** These notifications; without ids, every one of the user's. */
  ids: z.array(id).min(1).max(100).optional(),
});
export const unreadCount = z.object({ unread: z.number().int().nonnegative() });

export const notificationSettings = z.object({
  /** Mute everything: nothing is stored, shown or pushed. */
  muted: z.boolean(),
  /** "Window opens soon", this many minutes before; null: off (the default). */
  windowLead: z.literal(WINDOW_LEADS).nullable(),
  /** The types sent as Web Push too (empty: none, the default). */
  push: z.array(notificationType).max(NOTIFICATION_TYPES.length),
});

/** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
export const pushPublicKey = z.object({ publicKey: z.string().min(1).max(200) });

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** A browser's PushSubscription (its JSON) and the language its notifications are written in. */
export const pushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  locale: z.enum(['en', 'fr', 'es', 'zh-CN', 'zh-TW']),
});
export const pushEndpointRequest = z.object({ endpoint: z.url({ protocol: /^https?$/ }).max(2048) });

/** What a push message carries: only what the notification shows, in the device's language. */
export const pushPayload = z.object({
  title: z.string().max(200),
  body: z.string().max(500),
  /** The app path to open (root-relative, with the locale). */
  url: z.string().startsWith('/').max(500),
  /** The notification id: a repeat replaces the one shown instead of adding another. */
  tag: z.string().max(40),
});
