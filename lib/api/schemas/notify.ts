// Watchlist, notification centre and notification settings (docs/notifications.md).
import { z } from 'zod/mini';
import { WINDOW_LEADS } from '../limits';
import { product } from './catalog';
import { contentLang, id, isoDateTime, money, queryId, text } from './common';
import { identityRejectionReason } from './account';
import { rechargeRejectionReason, rejectionReason } from './wallet';
import { afterSaleRejectionReason } from './aftersale';

/** At most this many watched items per user. */
export const WATCH_MAX = 200;

export const watchRequest = z.object({ productId: id });
/** A watched product as the catalogue shows it, and when it was watched. Newest watch first. */
export const watchedProduct = z.extend(product, { watchedAt: isoDateTime });
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
  'account_status',
  'aftersale_info_requested',
  'aftersale_refunded',
  'aftersale_rejected',
] as const;
export const notificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationType>;

/**
 * The facts a notification shows, never more (no balance, no personal numbers): the product or
 * order it is about, a name or title, an amount credited, a decision and its reason code.
 */
export const notificationData = z.object({
  productId: z.optional(id),
  orderId: z.optional(id),
  noticeId: z.optional(id),
  articleId: z.optional(id),
  name: z.optional(text(120)),
  /**
   * The language `name` is in (issue 41): the item's or notice's name is read in the reader's
   * language where it has one, else the one stored when the notification was written (the default
   * content locale's). Absent on notifications without a name.
   */
  lang: z.optional(contentLang),
  amount: z.optional(money),
  approved: z.optional(z.boolean()),
  /** `account_status`: true when the account was suspended, false when it is active again. */
  suspended: z.optional(z.boolean()),
  /** `agreement_new`: the agreement's label. */
  reason: z.optional(text(200)),
  /**
   * A rejection: why, as the code screens translate (`wallet.rejection.<code>`;
   * `account.identityRejection.<code>` for identity). Never the operator's own note, for staff.
   */
  reasonCode: z.optional(
    z.enum([
      ...new Set([
        ...rejectionReason.options,
        ...rechargeRejectionReason.options,
        ...identityRejectionReason.options,
        ...afterSaleRejectionReason.options,
      ]),
    ]),
  ),
  /** "Window opens soon": the start time (HH:mm) and the user's lead time in minutes. */
  startTime: z.optional(z.string().check(z.maxLength(5))),
  lead: z.optional(z.number().check(z.int(), z.positive())),
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
  before: z.optional(queryId),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(NOTIFICATIONS_PAGE_MAX)), 20),
});
export const notificationPage = z.object({
  /** Newest first. */
  items: z.array(notification),
  hasMore: z.boolean(),
  /** Unread notifications of the user in all (capped at 100: show "99+"). */
  unread: z.number().check(z.int(), z.nonnegative()),
});

export const readNotificationsRequest = z.object({
  /** These notifications; without ids, every one of the user's. */
  ids: z.optional(z.array(id).check(z.minLength(1), z.maxLength(100))),
});
export const unreadCount = z.object({ unread: z.number().check(z.int(), z.nonnegative()) });

export const notificationSettings = z.object({
  /** Mute everything: nothing is stored, shown or pushed. */
  muted: z.boolean(),
  /** "Window opens soon", this many minutes before; null: off (the default). */
  windowLead: z.nullable(z.literal(WINDOW_LEADS)),
  /** The types sent as Web Push too (empty: none, the default). */
  push: z.array(notificationType).check(z.maxLength(NOTIFICATION_TYPES.length)),
});

/** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
export const pushPublicKey = z.object({ publicKey: z.string().check(z.minLength(1), z.maxLength(200)) });

const base64url = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url'));

/** A browser's PushSubscription (its JSON) and the language its notifications are written in. */
export const pushSubscriptionRequest = z.object({
  // https only: the server connects to it (its address is checked there, server/notify/endpoint-guard.ts).
  endpoint: z.url({ protocol: /^https$/ }).check(z.maxLength(2048)),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  locale: z.enum(['en', 'fr', 'es', 'zh-CN', 'zh-TW']),
});
export const pushEndpointRequest = z.object({ endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)) });

/** What a push message carries: only what the notification shows, in the device's language. */
export const pushPayload = z.object({
  title: z.string().check(z.maxLength(200)),
  body: z.string().check(z.maxLength(500)),
  /** The app path to open (root-relative, with the locale). */
  url: z.string().check(z.startsWith('/'), z.maxLength(500)),
  /** The notification id: a repeat replaces the one shown instead of adding another. */
  tag: z.string().check(z.maxLength(40)),
});
