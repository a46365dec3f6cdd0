// Bus topics of the notification system. `notify.outbox` is also sent by the SQL triggers
// (migrations/0015_notifications_events.sql): keep the name in step.
export const NOTIFY_TOPICS = {
  /** Outbox rows were committed: a worker should look for due rows. */
  outbox: 'notify.outbox',
  /** A notification was stored, or some were read: `{ userId, id? }`, for the user's open apps. */
  changed: 'notify.changed',
} as const;

export interface NotifyChanged {
  userId: number;
  /** The new notification; absent when only the unread count changed (read elsewhere). */
  id?: number;
}
