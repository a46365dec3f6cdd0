// Content per locale and agreement versions (issue 22). migrations/0017_content_locales.sql,
// 0018_agreements.sql and 0026_translation_sources.sql are the source of truth; this mirrors them
// for typed queries.
import { sql } from 'drizzle-orm';
import { bigserial, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/config';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ContentEntity =
  | 'product_type'
  | 'product'
  | 'notice'
  | 'article'
  | 'company'
  | 'level'
  | 'chat_group'
  | 'app_config'
  // Money instructions (issue 41 #3, 0025): a platform account's branch; the recharge instructions (id 0).
  | 'platform_account'
  | 'recharge';
export type ContentField =
  'name' | 'description' | 'title' | 'body' | 'intro' | 'address' | 'app_change_log' | 'branch' | 'instructions';
export type AgreementKind = 'privacy' | 'service' | 'notice' | 'risk';

export const contentTranslations = pgTable(
  'content_translations',
  {
    entity: text('entity').$type<ContentEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    field: text('field').$type<ContentField>().notNull(),
    value: text('value').notNull(),
    updatedAt: ts('updated_at')
      .notNull()
      .default(sql`now()`),
    /** The revision of the default locale's text this was translated from (content_sources; issue 41 #6). */
    sourceRevision: integer('source_revision').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.locale, t.field] })],
);

/** Each default-locale text's revision, raised by a trigger when its column changes (0026). */
export const contentSources = pgTable(
  'content_sources',
  {
    entity: text('entity').$type<ContentEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').$type<ContentField>().notNull(),
    revision: integer('revision').notNull(),
    updatedAt: ts('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.field] })],
);

export const agreementVersions = pgTable(
  'agreement_versions',
  {
    agreement: text('agreement').$type<AgreementKind>().notNull(),
    version: integer('version').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: ts('published_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.agreement, t.version, t.locale] })],
);

export const agreementAcceptances = pgTable('agreement_acceptances', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  agreement: text('agreement').$type<AgreementKind>().notNull(),
  version: integer('version').notNull(),
  locale: text('locale').$type<Locale>().notNull(),
  source: text('source').$type<'register' | 'reaccept'>().notNull(),
  acceptedAt: ts('accepted_at')
    .notNull()
    .default(sql`now()`),
});
