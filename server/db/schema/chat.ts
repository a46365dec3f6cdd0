// Group chat tables. migrations/0006_chat.sql is the source of truth; this mirrors it for typed queries.
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const chatGroups = pgTable('chat_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isGeneral: boolean('is_general').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const chatMembers = pgTable(
  'chat_members',
  {
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

export const chatMessages = pgTable('chat_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  groupId: integer('group_id').notNull(),
  userId: integer('user_id').notNull(),
  clientId: text('client_id').notNull(),
  body: text('body'),
  imageUrl: text('image_url'),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const chatRateBuckets = pgTable('chat_rate_buckets', {
  userId: integer('user_id').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  at: ts('at').notNull(),
});
