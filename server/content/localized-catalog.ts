// The catalogue's texts in the reader's language: items (name, description), item types, and the
// names of the items in a buyer's orders (issue 22; server/content/localized.ts for the model).
import type { Executor } from '../db/client';
import { loadTexts, type Reader, type Texts } from './localized';
import { richTree } from './rich-tree';

interface ProductTexts {
  id: number;
  name: string;
  description: string;
}

function localizeWith<P extends ProductTexts>(texts: Texts, p: P) {
  const name = texts.pick(p.id, 'name', p.name);
  const description = texts.pick(p.id, 'description', p.description);
  return {
    ...p,
    name: name.text,
    // Buyers read the description as a tree (lib/api/schemas/rich-text.ts), never as HTML.
    description: richTree(description.text),
    lang: { name: name.lang, description: description.lang },
  };
}

/** Each product with its name and description in the reader's language, marked; the description as a tree. */
export async function localizeProducts<P extends ProductTexts>(exec: Executor, reader: Reader, items: P[]) {
  const texts = await loadTexts(
    exec,
    reader,
    'product',
    items.map((p) => p.id),
  );
  return items.map((p) => localizeWith(texts, p));
}

/**
 * A list page's items with their names in the reader's language, marked. Lists carry no
 * description (lib/api/schemas/catalog.ts productListItem), so none is looked up or built.
 */
export async function localizeListItems<P extends { id: number; name: string }>(
  exec: Executor,
  reader: Reader,
  items: P[],
) {
  const texts = await loadTexts(
    exec,
    reader,
    'product',
    items.map((p) => p.id),
  );
  return items.map((p) => {
    const name = texts.pick(p.id, 'name', p.name);
    return { ...p, name: name.text, lang: { name: name.lang } };
  });
}

/**
 * One product for its detail screen: as in the lists, and marked stale when its name or
 * description in the reader's language was translated from an older default-locale text (issue
 * 41 #6). The lists leave the mark out: it is for the reader of the item, not the browser of many.
 */
export async function localizeProduct<P extends ProductTexts>(exec: Executor, reader: Reader, item: P) {
  const texts = await loadTexts(exec, reader, 'product', [item.id]);
  return { ...localizeWith(texts, item), ...texts.stale(item.id, ['name', 'description']) };
}

/** Item types (categories) with their names in the reader's language, marked. */
export async function localizeTypes<T extends { id: number; name: string }>(
  exec: Executor,
  reader: Reader,
  types: T[],
) {
  const texts = await loadTexts(
    exec,
    reader,
    'product_type',
    types.map((t) => t.id),
  );
  return types.map((t) => {
    const name = texts.pick(t.id, 'name', t.name);
    return { ...t, name: name.text, lang: { name: name.lang } };
  });
}

/**
 * Orders keep the name their item had when bought (the column); where the item has a name in the
 * reader's language, that one is shown, marked.
 */
export async function localizeOrders<O extends { productId: number; productName: string }>(
  exec: Executor,
  reader: Reader,
  orders: O[],
) {
  const texts = await loadTexts(
    exec,
    reader,
    'product',
    orders.map((o) => o.productId),
  );
  return orders.map((o) => {
    const name = texts.pick(o.productId, 'name', o.productName);
    return { ...o, productName: name.text, lang: { productName: name.lang } };
  });
}

/** Level names (a handful of rows) in the reader's language, marked: id → { name, lang }. */
export async function localizeLevels<L extends { id: number; name: string }>(
  exec: Executor,
  reader: Reader,
  levels: L[],
) {
  const texts = await loadTexts(
    exec,
    reader,
    'level',
    levels.map((l) => l.id),
  );
  return levels.map((l) => {
    const name = texts.pick(l.id, 'name', l.name);
    return { ...l, name: name.text, lang: { name: name.lang } };
  });
}

/** Chat group names (the general group's, an operator's) in the reader's language, marked. */
export async function localizeGroups<G extends { id: number; name: string }>(
  exec: Executor,
  reader: Reader,
  groups: G[],
) {
  const texts = await loadTexts(
    exec,
    reader,
    'chat_group',
    groups.map((g) => g.id),
  );
  return groups.map((g) => {
    const name = texts.pick(g.id, 'name', g.name);
    return { ...g, name: name.text, lang: { name: name.lang } };
  });
}
