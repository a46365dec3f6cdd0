// The four agreements' first text (English; every locale's is in ./locales) under their article ids
// (server/content/agreements.ts owns the ids; re-exported for the seed's readers and tests).
import { AGREEMENT_ARTICLE_IDS } from '../content';

export { AGREEMENT_ARTICLE_IDS };

export const AGREEMENTS: { id: number; title: string; body: string }[] = [
  {
    id: AGREEMENT_ARTICLE_IDS.privacy,
    title: 'User privacy agreement',
    body: '<h2>What we collect</h2><p>Your phone number, the addresses and bank details you enter, and your orders. We use them only to run the marketplace.</p><h2>Your rights</h2><p>You can ask an operator to export or delete your data.</p>',
  },
  {
    id: AGREEMENT_ARTICLE_IDS.service,
    title: 'User service agreement',
    body: '<h2>The service</h2><p>Gavel lists collectibles for sale during the daily auction window. Prices are set by sellers; nothing here promises a return.</p><h2>Payments</h2><p>Recharges and withdrawals are requests approved by an operator.</p>',
  },
  {
    id: AGREEMENT_ARTICLE_IDS.notice,
    title: 'User notice',
    body: '<p>Keep your login and pay passwords to yourself. Operators never ask for them.</p>',
  },
  {
    id: AGREEMENT_ARTICLE_IDS.risk,
    title: 'Transaction risk tips',
    body: '<p>Collectible prices go down as well as up. A consigned item resells only when another buyer buys it. Only spend what you can afford to lose.</p>',
  },
];
