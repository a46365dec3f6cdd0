// The notification centre's reads and writes, and the settings.
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  notification as notificationSchema,
  notificationSettings as settingsSchema,
  NotificationType,
} from '@/lib/api/schemas/notify';
import type { Reader } from '../content';
import { rows, type Executor } from '../db/client';
import { notifications, notificationSettings } from '../db/schema';
import { localizeNotifications } from './names';

export type NotificationOut = z.input<typeof notificationSchema>;
export type Settings = z.output<typeof settingsSchema>;
type NotificationRow = typeof notifications.$inferSelect;

/** Unread counts stop at this (the badge shows "99+"). */
export const UNREAD_CAP = 100;

export const DEFAULT_SETTINGS: Settings = { muted: false, windowLead: null, push: [] };

export function toNotification(r: NotificationRow): NotificationOut {
  return {
    id: r.id,
    type: r.type as NotificationType,
    data: r.data,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function unreadCount(exec: Executor, userId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(
    exec,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM notifications
         WHERE user_id = ${userId} AND read_at IS NULL LIMIT ${UNREAD_CAP}) capped`,
  );
  return r?.n ?? 0;
}

/** A page of the user's notifications, newest first, names in the reader's language (names.ts). */
export async function page(exec: Executor, reader: Reader, userId: number, before: number | undefined, limit: number) {
  const where =
    before === undefined
      ? eq(notifications.userId, userId)
      : and(eq(notifications.userId, userId), lt(notifications.id, before));
  const found = await exec
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  return {
    items: await localizeNotifications(exec, reader, found.slice(0, limit).map(toNotification)),
    hasMore: found.length > limit,
    unread: await unreadCount(exec, userId),
  };
}

export async function loadNotification(exec: Executor, id: number): Promise<NotificationOut | null> {
  const [r] = await exec.select().from(notifications).where(eq(notifications.id, id));
  return r ? toNotification(r) : null;
}

/** Marks the user's notifications read (these ids, or all); answers how many were changed. */
export async function markRead(exec: Executor, userId: number, ids: number[] | undefined, now: Date): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const changed = await exec
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine)
    .returning({ id: notifications.id });
  return changed.length;
}

export async function loadSettings(exec: Executor, userId: number): Promise<Settings> {
  const [r] = await exec.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  if (!r) return DEFAULT_SETTINGS;
  return {
    muted: r.muted,
    windowLead: (r.windowLeadMin ?? null) as Settings['windowLead'],
    push: r.pushTypes as Settings['push'],
  };
}

export async function saveSettings(exec: Executor, userId: number, s: Settings, now: Date): Promise<Settings> {
  const values = { muted: s.muted, windowLeadMin: s.windowLead, pushTypes: [...new Set(s.push)], updatedAt: now };
  await exec
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return loadSettings(exec, userId);
}

/**
 * The /ws frame for a `notify.changed` event: the new notification (if any) and the unread count,
 * the notification as stored (its name in the default content locale; see `frameIn`).
 */
export async function notificationFrame(exec: Executor, e: { userId: number; id?: number }) {
  const [notification, unread] = await Promise.all([
    e.id === undefined ? null : loadNotification(exec, e.id),
    unreadCount(exec, e.userId),
  ]);
  return { type: 'notification' as const, notification, unread };
}

/**
 * The frame for a socket that reads `reader.locale` (issue 41 #1): the notification's name read
 * again in that language, as the centre does (names.ts), so a live frame does not show the stored
 * English name until the centre is read again.
 */
export async function frameIn(
  exec: Executor,
  frame: Awaited<ReturnType<typeof notificationFrame>>,
  reader: Reader,
): Promise<Awaited<ReturnType<typeof notificationFrame>>> {
  if (!frame.notification) return frame;
  const [notification] = await localizeNotifications(exec, reader, [frame.notification]);
  return { ...frame, notification: notification ?? frame.notification };
}

/** Every notification of the user, newest first (the data export, docs/privacy.md). */
export async function allNotificationsOf(exec: Executor, reader: Reader, userId: number) {
  const found = await exec
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id));
  return localizeNotifications(exec, reader, found.map(toNotification));
}
