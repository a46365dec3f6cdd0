// Demo content for a fresh database: notices, agreements, a company, update config, dictionaries,
// price data. (Levels are reference data in the migration.)
import type { Tx } from '../db/client';
import { appConfig, articles, companies, dictItems, dicts, notices, pricePoints } from '../db/schema';
import { sanitizeBody } from '../content/sanitize';
import { AGREEMENT_ARTICLE_IDS, AGREEMENTS } from './articles';

export const SEED_APP_VERSION = '1.0.5';

const DICTS: { code: string; name: string; items: [value: string, label: string][] }[] = [
  {
    code: 'agreement_article',
    name: 'Agreement articles',
    // value: which agreement; label: its article id (what GetArtical takes).
    items: Object.entries(AGREEMENT_ARTICLE_IDS).map(([k, v]) => [k, String(v)]),
  },
  {
    code: 'order_status',
    name: 'Order status',
    items: [
      ['held', 'Held'],
      ['consigned', 'Consigned'],
      ['sold', 'Sold'],
      ['delivering', 'Delivering'],
      ['delivered', 'Delivered'],
    ],
  },
  {
    code: 'wallet_entry_kind',
    name: 'Wallet entry kind',
    items: [
      ['recharge', 'Recharge'],
      ['purchase', 'Purchase'],
      ['sale', 'Sale'],
      ['withdraw', 'Withdrawal'],
      ['refund', 'Refund'],
    ],
  },
];

/** Thirty days of statistics per type, deterministic so screenshots are stable. */
function priceRows(now: Date) {
  const types = [
    { typeId: 1, typeName: 'Porcelain', base: 120_000 },
    { typeId: 2, typeName: 'Tea', base: 30_000 },
  ];
  return types.flatMap((t) =>
    Array.from({ length: 30 }, (_, i) => {
      const day = new Date(now.getTime() - (29 - i) * 86_400_000).toISOString().slice(0, 10);
      const average = t.base + Math.round((t.base / 20) * Math.sin(i / 4)) + i * 50;
      return { typeId: t.typeId, typeName: t.typeName, day, average, high: average + t.base / 25, low: average - t.base / 25, volume: 5 + ((i * 7) % 13) };
    }),
  );
}

export async function seedContent(tx: Tx, now: Date): Promise<void> {
  await tx.insert(notices).values([
    {
      title: 'Welcome to Gavel',
      body: sanitizeBody('<p>The auction window opens every day. Browse the items, buy, and consign what you own.</p>'),
      pinned: true,
      createdAt: now,
    },
    {
      title: 'Recharge and withdrawal hours',
      body: sanitizeBody('<p>Operators review recharge and withdrawal requests every day between 09:00 and 21:00.</p>'),
      createdAt: now,
    },
  ]);
  await tx.insert(articles).values(AGREEMENTS.map((a) => ({ ...a, body: sanitizeBody(a.body), updatedAt: now })));
  await tx.insert(companies).values({
    name: 'Gavel Collectibles Ltd',
    intro: sanitizeBody('<p>A marketplace for collectibles with a daily auction window.</p>'),
    address: '1 Market Street',
    phone: '+1 555 0100',
    email: 'support@gavel.example',
    website: 'https://gavel.example',
  });
  await tx.insert(appConfig).values([
    { code: 'app_version', value: SEED_APP_VERSION },
    { code: 'app_change_log', value: 'Installable app, five languages, offline notices and agreements.' },
  ]);
  await tx.insert(dicts).values(DICTS.map(({ code, name }) => ({ code, name })));
  await tx
    .insert(dictItems)
    .values(DICTS.flatMap((d) => d.items.map(([value, label], sort) => ({ dictCode: d.code, value, label, sort }))));
  await tx.insert(pricePoints).values(priceRows(now));
}
