// Core tables: users and auth, accounts, content, uploads, operator audit.
// The SQL in migrations/0001_core.sql is the source of truth; this mirrors it for typed queries.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash'),
  payPasswordHash: text('pay_password_hash'),
  nickname: text('nickname').notNull(),
  avatar: text('avatar'),
  invitationCode: text('invitation_code').notNull().unique(),
  inviterId: integer('inviter_id'),
  level: integer('level').notNull().default(1),
  createdAt: ts('created_at')
    .notNull()
    .default(sql`now()`),
  /** Frozen by an operator (0020): the account reads but moves no money. */
  frozenAt: ts('frozen_at'),
  frozenReason: text('frozen_reason'),
  /** The start of the newest session (0027): set by issueTokens for a new family, not a refresh. */
  lastSignInAt: ts('last_sign_in_at'),
  /** Deleted by its owner (0028): the row is a pseudonymous tombstone (server/account/deletion.ts). */
  deletedAt: ts('deleted_at'),
  /** Daily limit of purchases without the pay password, minor units; 0 = off (0030). */
  smallPayLimit: bigint('small_pay_limit', { mode: 'number' }).notNull().default(0),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  rotatedAt: ts('rotated_at'),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at')
    .notNull()
    .default(sql`now()`),
});

export const smsCodes = pgTable('sms_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  createdAt: ts('created_at').notNull(),
});

/** Append-only events for rate limits that must hold across server processes. */
export const rateEvents = pgTable('rate_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bucket: text('bucket').notNull(),
  at: ts('at').notNull(),
});

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  region: text('region').notNull(),
  detail: text('detail').notNull(),
  postalCode: text('postal_code'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: ts('created_at')
    .notNull()
    .default(sql`now()`),
});

export const bankCards = pgTable('bank_cards', {
  userId: integer('user_id').primaryKey(),
  holderName: text('holder_name').notNull(),
  bankName: text('bank_name').notNull(),
  branch: text('branch').notNull().default(''),
  cardNumber: text('card_number').notNull(),
  updatedAt: ts('updated_at')
    .notNull()
    .default(sql`now()`),
});

export const identities = pgTable('identities', {
  userId: integer('user_id').primaryKey(),
  realName: text('real_name').notNull(),
  idNumber: text('id_number').notNull(),
  frontImage: text('front_image'),
  backImage: text('back_image'),
  status: text('status').notNull().default('pending'),
  submittedAt: ts('submitted_at')
    .notNull()
    .default(sql`now()`),
  reason: text('reason'),
  /** lib/api/schemas/account.ts identityRejectionReason (migration 0016); set when rejected. */
  reasonCode: text('reason_code').$type<'photo_unclear' | 'details_mismatch' | 'document_invalid' | 'other'>(),
  reviewedAt: ts('reviewed_at'),
  reviewedBy: text('reviewed_by'),
  /** The photos ('front', 'back') the operator rejected (0012); empty otherwise. */
  rejectedPhotos: text('rejected_photos')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  createdAt: ts('created_at')
    .notNull()
    .default(sql`now()`),
});

export const articles = pgTable('articles', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: ts('updated_at')
    .notNull()
    .default(sql`now()`),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  intro: text('intro').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website'),
  logo: text('logo'),
});

export const platformAccounts = pgTable('platform_accounts', {
  id: serial('id').primaryKey(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  branch: text('branch'),
  active: boolean('active').notNull().default(true),
});

/** Key/value settings: update config (app_version, app_change_log) and the like. */
export const appConfig = pgTable('app_config', {
  code: text('code').primaryKey(),
  value: text('value').notNull(),
});

export const dicts = pgTable('dicts', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const dictItems = pgTable('dict_items', {
  id: serial('id').primaryKey(),
  dictCode: text('dict_code').notNull(),
  label: text('label').notNull(),
  value: text('value').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Daily price statistics per product type; money in minor units. */
export const pricePoints = pgTable('price_points', {
  id: serial('id').primaryKey(),
  typeId: integer('type_id').notNull(),
  typeName: text('type_name').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  average: bigint('average', { mode: 'number' }).notNull(),
  high: bigint('high', { mode: 'number' }).notNull(),
  low: bigint('low', { mode: 'number' }).notNull(),
  volume: integer('volume').notNull(),
});

export const levels = pgTable('levels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Minor units of completed purchases needed to reach the level. */
  threshold: integer('threshold').notNull(),
});

export const uploads = pgTable('uploads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The buyer who uploaded it; null for an operator's (product photos, 0022). */
  userId: integer('user_id'),
  /** The operator who uploaded it (console account or token name); null for a buyer's. */
  operator: text('operator'),
  storedName: text('stored_name').notNull().unique(),
  originalName: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: ts('created_at')
    .notNull()
    .default(sql`now()`),
  /** When a record first referred to it (the unused-upload sweep leaves it alone from then on). */
  referencedAt: ts('referenced_at'),
});

/** One-time keys of the storage-auth flow (the server is its own storage host). */
export const uploadKeys = pgTable('upload_keys', {
  key: text('key').primaryKey(),
  userId: integer('user_id').notNull(),
  filename: text('filename').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const operatorActions = pgTable('operator_actions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operator: text('operator').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  details: jsonb('details').notNull().default({}),
  at: ts('at')
    .notNull()
    .default(sql`now()`),
  /** console | token (0020); null for rows older than the console. */
  via: text('via'),
  address: text('address'),
  before: jsonb('before'),
  after: jsonb('after'),
});

/** One-time "Download my data" tokens (0029_data_exports.sql): the token's SHA-256, never the token. */
export const dataExportTokens = pgTable('data_export_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
