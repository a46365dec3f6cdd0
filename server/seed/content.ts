// Demo content for a fresh database: notices, agreements, a company, update config, dictionaries,
// as data; content's insertDemoContent writes the rows. (Levels are reference data in the
// migration; the price history is market's seedPriceHistory.)
import { orderStatus } from '@/lib/api/schemas/orders';
import { walletEntryKind } from '@/lib/api/schemas/wallet';
import type { Tx } from '../db/client';
import { insertDemoContent, sanitizeBody } from '../content';
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

export async function seedContent(tx: Tx, now: Date): Promise<void> {
  await insertDemoContent(tx, {
    notices: [
      {
        title: 'Welcome to Gavel',
        body: sanitizeBody(
          '<p>The auction window opens every day. Browse the items, buy, and consign what you own.</p>',
        ),
        pinned: true,
        createdAt: now,
      },
      {
        title: 'Recharge and withdrawal hours',
        body: sanitizeBody(
          '<p>Operators review recharge and withdrawal requests every day between 09:00 and 21:00.</p>',
        ),
        createdAt: now,
      },
    ],
    articles: AGREEMENTS.map((a) => ({ ...a, body: sanitizeBody(a.body), updatedAt: now })),
    company: {
      name: 'Gavel Collectibles Ltd',
      intro: sanitizeBody('<p>A marketplace for collectibles with a daily auction window.</p>'),
      address: '1 Market Street',
      phone: '+1 555 0100',
      email: 'support@gavel.example',
      website: 'https://gavel.example',
    },
    appConfig: [
      { code: 'app_version', value: SEED_APP_VERSION },
      { code: 'app_change_log', value: 'Installable app, five languages, offline notices and agreements.' },
    ],
    dicts: DICTS,
  });
}
