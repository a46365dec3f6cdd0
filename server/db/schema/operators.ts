// Operator accounts and their console sessions (migrations/0020_operator_console.sql).
import { bigint, boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OperatorRole } from '@/lib/api/operator/facts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const operatorAccounts = pgTable('operator_accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  role: text('role').$type<OperatorRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  /** AES-256-GCM under DATA_DIR/console-key (consoleKey in server/admin/console/secrets.ts). */
  totpSecretEnc: text('totp_secret_enc').notNull(),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  mustChangePassword: boolean('must_change_password').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastSignInAt: ts('last_sign_in_at'),
});

export const operatorSessions = pgTable('operator_sessions', {
  /** SHA-256 (hex) of the cookie's token. */
  id: text('id').primaryKey(),
  operatorId: integer('operator_id').notNull(),
  csrfToken: text('csrf_token').notNull(),
  createdAt: ts('created_at').notNull(),
  lastSeenAt: ts('last_seen_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  address: text('address'),
});
