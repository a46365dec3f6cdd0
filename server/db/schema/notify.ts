// Watchlists, the notification outbox and centre, settings and push subscriptions.
// migrations/0015_notifications.sql is the source of truth; this mirrors it for typed queries.
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const watches = pgTable(
  'watches',
  {
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export type OutboxChannel = 'inapp' | 'push';

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  channel: text('channel').$type<OutboxChannel>().notNull(),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  dedupeKey: text('dedupe_key'),
  createdAt: ts('created_at').notNull().defaultNow(),
  runAt: ts('run_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  doneAt: ts('done_at'),
  lastError: text('last_error'),
});

export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  outboxId: bigint('outbox_id', { mode: 'number' }).notNull().unique(),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
  readAt: ts('read_at'),
});

export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id').primaryKey(),
  muted: boolean('muted').notNull().default(false),
  windowLeadMin: integer('window_lead_min'),
  pushTypes: jsonb('push_types').$type<string[]>().notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  familyId: uuid('family_id'),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  locale: text('locale').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    runKey: text('run_key').notNull(),
    ranAt: ts('ran_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.runKey] })],
);
