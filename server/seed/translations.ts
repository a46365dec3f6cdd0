// The demo content in every locale (issue 22): after the core and market seeds wrote their rows,
// each row's columns get the default content locale's words (DEFAULT_CONTENT_LOCALE) and every
// other locale's words go to content_translations (server/content/localized.ts). Then version 1
// of each agreement is published in every locale, and the demo buyer has accepted it.
import { asc, eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import type { Tx } from '../db/client';
import {
  appConfig,
  articles,
  chatGroups,
  companies,
  contentTranslations,
  levels,
  notices,
  products,
  productTypes,
  type ContentEntity,
  type ContentField,
} from '../db/schema';
import { AGREEMENTS, publishAgreement, recordAcceptance, sanitizeBody } from '../content';
import { AGREEMENT_ARTICLE_IDS } from './articles';
import type { SeedContext } from './context';
import { SEED_TEXT, type SeedText } from './locales';
import type { SeedItemKey, SeedLevelKey, SeedTypeKey } from './locales/types';

/** One text of one row, by locale. */
interface Field {
  entity: ContentEntity;
  id: number;
  field: ContentField;
  text: (t: SeedText) => string;
}

const TYPE_ORDER: SeedTypeKey[] = ['calligraphy', 'porcelain', 'jade', 'tea'];

export async function seedTranslations(tx: Tx, ctx: SeedContext): Promise<void> {
  const fallback = ctx.config.defaultContentLocale;
  const fields: Field[] = [];
  const add = (entity: ContentEntity, id: number, field: ContentField, text: (t: SeedText) => string) =>
    fields.push({ entity, id, field, text });

  const types = await tx.select().from(productTypes).orderBy(asc(productTypes.sort), asc(productTypes.id));
  types.forEach((row, i) => {
    const key = TYPE_ORDER[i];
    if (key) add('product_type', row.id, 'name', (t) => t.types[key]);
  });
  // A seeded item is found by its English name; the key stays when that name changes ("Song-Style
  // Scroll" is still 'song-dynasty-scroll').
  const keyOf = new Map(Object.entries(SEED_TEXT.en.items).map(([key, item]) => [item.name, key as SeedItemKey]));
  for (const row of await tx.select({ id: products.id, name: products.name }).from(products)) {
    const key = keyOf.get(row.name);
    if (!key) continue;
    add('product', row.id, 'name', (t) => t.items[key].name);
    add('product', row.id, 'description', (t) => sanitizeBody(t.items[key].description));
  }
  const seededNotices = await tx.select().from(notices).orderBy(asc(notices.id));
  for (const row of seededNotices) {
    const key = row.pinned ? 'welcome' : 'hours';
    add('notice', row.id, 'title', (t) => t.notices[key].title);
    add('notice', row.id, 'body', (t) => sanitizeBody(t.notices[key].body));
  }
  for (const agreement of AGREEMENTS) {
    const id = AGREEMENT_ARTICLE_IDS[agreement];
    add('article', id, 'title', (t) => t.agreements[agreement].title);
    add('article', id, 'body', (t) => sanitizeBody(t.agreements[agreement].body));
  }
  const [company] = await tx.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  if (company) {
    add('company', company.id, 'name', (t) => t.company.name);
    add('company', company.id, 'intro', (t) => sanitizeBody(t.company.intro));
    add('company', company.id, 'address', (t) => t.company.address);
  }
  for (const id of [1, 2, 3, 4] as SeedLevelKey[]) add('level', id, 'name', (t) => t.levels[id]);
  const [general] = await tx.select({ id: chatGroups.id }).from(chatGroups).where(eq(chatGroups.isGeneral, true));
  if (general) add('chat_group', general.id, 'name', (t) => t.chatGeneral);
  add('app_config', 0, 'app_change_log', (t) => t.changeLog);

  // The columns: the default locale's words.
  const base = SEED_TEXT[fallback];
  for (const f of fields) await writeColumn(tx, f, f.text(base));
  // Every other locale: a translation row per text.
  const others = LOCALES.filter((l): l is Locale => l !== fallback);
  const values = others.flatMap((locale) =>
    fields.map((f) => ({
      entity: f.entity,
      entityId: f.id,
      locale,
      field: f.field,
      value: f.text(SEED_TEXT[locale]),
      updatedAt: ctx.now,
    })),
  );
  if (values.length > 0) await tx.insert(contentTranslations).values(values);

  for (const agreement of AGREEMENTS) await publishAgreement(tx, agreement, fallback, ctx.now);
  if (ctx.demoUserId !== null) await recordAcceptance(tx, ctx.demoUserId, fallback, 'register', ctx.now);
}

async function writeColumn(tx: Tx, f: Field, text: string): Promise<void> {
  switch (f.entity) {
    case 'product_type':
      await tx.update(productTypes).set({ name: text }).where(eq(productTypes.id, f.id));
      return;
    case 'product':
      await tx
        .update(products)
        .set(f.field === 'name' ? { name: text } : { description: text })
        .where(eq(products.id, f.id));
      return;
    case 'notice':
      await tx
        .update(notices)
        .set(f.field === 'title' ? { title: text } : { body: text })
        .where(eq(notices.id, f.id));
      return;
    case 'article':
      await tx
        .update(articles)
        .set(f.field === 'title' ? { title: text } : { body: text })
        .where(eq(articles.id, f.id));
      return;
    case 'company':
      await tx
        .update(companies)
        .set(f.field === 'name' ? { name: text } : f.field === 'intro' ? { intro: text } : { address: text })
        .where(eq(companies.id, f.id));
      return;
    case 'level':
      await tx.update(levels).set({ name: text }).where(eq(levels.id, f.id));
      return;
    case 'chat_group':
      await tx.update(chatGroups).set({ name: text }).where(eq(chatGroups.id, f.id));
      return;
    case 'app_config':
      await tx.update(appConfig).set({ value: text }).where(eq(appConfig.code, 'app_change_log'));
      return;
  }
}
