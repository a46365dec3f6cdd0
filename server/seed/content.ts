// Demo content for a fresh database: notices, agreements, a company, update config, dictionaries,
// price history. (Levels are reference data in the migration.)
import { orderStatus } from '@/lib/api/schemas/orders';
import { walletEntryKind } from '@/lib/api/schemas/wallet';
import type { Tx } from '../db/client';
import { asc } from 'drizzle-orm';
import { appConfig, articles, companies, dictItems, dicts, notices, pricePoints, productTypes } from '../db/schema';
import { sanitizeBody } from '../content';
import { AGREEMENT_ARTICLE_IDS, AGREEMENTS } from './articles';

export const SEED_APP_VERSION = '1.0.5';

/** Values straight from the contract's enums, so the dictionary cannot drift from the API. */
function fromEnum(values: readonly string[]): [value: string, label: string][] {
  return values.map((v) => [v, v.charAt(0).toUpperCase() + v.slice(1).replace(/_/g, ' ')]);
}

const DICTS: { code: string; name: string; items: [value: string, label: string][] }[] = [
  {
    code: 'agreement_article',
    name: 'Agreement articles',
    // value: which agreement; label: its article id (what GetArtical takes).
    items: Object.entries(AGREEMENT_ARTICLE_IDS).map(([k, v]) => [k, String(v)]),
  },
  { code: 'order_status', name: 'Order status', items: fromEnum(orderStatus.options) },
  { code: 'wallet_entry_kind', name: 'Wallet entry kind', items: fromEnum(walletEntryKind.options) },
];

/** Thirty days of history per product type, deterministic so screenshots are stable. */
export async function seedPriceHistory(tx: Tx, now: Date): Promise<void> {
  const types = await tx
    .select({ id: productTypes.id, name: productTypes.name })
    .from(productTypes)
    .orderBy(asc(productTypes.id));
  const values = types.flatMap((t, k) => {
    const base = 20_000 + k * 35_000;
    return Array.from({ length: 29 }, (_, i) => {
      // History ends yesterday; today's figures come from live purchases.
      const day = new Date(now.getTime() - (29 - i) * 86_400_000).toISOString().slice(0, 10);
      const average = base + Math.round((base / 20) * Math.sin(i / 4 + k)) + i * 50;
      const spread = Math.round(base / 25);
      return {
        typeId: t.id,
        typeName: t.name,
        day,
        average,
        high: average + spread,
        low: average - spread,
        volume: 5 + ((i * 7 + k) % 13),
      };
    });
  });
  if (values.length > 0) await tx.insert(pricePoints).values(values);
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
}
