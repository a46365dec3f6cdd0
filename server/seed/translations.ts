// The demo content in every locale (issue 22): after the core and market seeds wrote their rows,
// each row's columns get the default content locale's words (DEFAULT_CONTENT_LOCALE) and every
// other locale's words go to content_translations (server/content/localized.ts); each row's
// columns are written by the feature that owns its table (server/text-rows.ts). Then version 1
// of each agreement is published in every locale, and the demo buyer has accepted it.
import { LOCALES, type Locale } from '@/lib/i18n/config';
import type { Tx } from '../db/client';
import type { ContentEntity, ContentField } from '../db/schema';
import { generalGroupId } from '../chat';
import {
  AGREEMENTS,
  firstCompanyId,
  insertTranslations,
  noticeRows,
  publishAgreement,
  recordAcceptance,
  sanitizeBody,
} from '../content';
import { listProductTypes, productNames } from '../market';
import { textRows } from '../text-rows';
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

  const types = await listProductTypes(tx);
  types.forEach((row, i) => {
    const key = TYPE_ORDER[i];
    if (key) add('product_type', row.id, 'name', (t) => t.types[key]);
  });
  // A seeded item is found by its English name; the key stays when that name changes ("Song-Style
  // Scroll" is still 'song-dynasty-scroll').
  const keyOf = new Map(Object.entries(SEED_TEXT.en.items).map(([key, item]) => [item.name, key as SeedItemKey]));
  for (const row of await productNames(tx)) {
    const key = keyOf.get(row.name);
    if (!key) continue;
    add('product', row.id, 'name', (t) => t.items[key].name);
    add('product', row.id, 'description', (t) => sanitizeBody(t.items[key].description));
  }
  const seededNotices = await noticeRows(tx);
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
  const company = await firstCompanyId(tx);
  if (company !== undefined) {
    add('company', company, 'name', (t) => t.company.name);
    add('company', company, 'intro', (t) => sanitizeBody(t.company.intro));
    add('company', company, 'address', (t) => t.company.address);
  }
  for (const id of [1, 2, 3, 4] as SeedLevelKey[]) add('level', id, 'name', (t) => t.levels[id]);
  const general = await generalGroupId(tx);
  if (general !== undefined) add('chat_group', general, 'name', (t) => t.chatGeneral);
  add('app_config', 0, 'app_change_log', (t) => t.changeLog);

  // The columns: the default locale's words.
  const base = SEED_TEXT[fallback];
  for (const f of fields) await textRows[f.entity].write(tx, f.id, f.field, f.text(base));
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
  await insertTranslations(tx, values, { keepExisting: false });

  for (const agreement of AGREEMENTS) await publishAgreement(tx, agreement, fallback, ctx.now);
  if (ctx.demoUserId !== null) await recordAcceptance(tx, ctx.demoUserId, fallback, 'register', ctx.now);
}
