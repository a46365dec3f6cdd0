// Content per locale and agreement versions (issue 22). migrations/0017_content_locales.sql and
// 0018_agreements.sql are the source of truth; this mirrors them for typed queries.
import { sql } from 'drizzle-orm';
import { bigserial, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/config';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ContentEntity =
  'product_type' | 'product' | 'notice' | 'article' | 'company' | 'level' | 'chat_group' | 'app_config';
export type ContentField = 'name' | 'description' | 'title' | 'body' | 'intro' | 'address' | 'app_change_log';
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
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.locale, t.field] })],
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
