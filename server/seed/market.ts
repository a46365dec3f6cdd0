// Demo marketplace: product types with icons, a catalogue of each kind with three drawn photos per
// item (server/seed/pictures.ts, into DATA_DIR/uploads/seed), an all-day auction window so a new
// user can buy at once, and the demo buyer's money — only through an approved recharge.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Tx } from '../db/client';
import { recordOperatorAction } from '../operator/operator-api';
import { insertProducts, insertProductTypes, setAuctionWindow } from '../market';
import { decide, firstPlatformAccountId, grantScore, insertRechargeRequest } from '../wallet';
import type { SeedContext } from './context';
import { drawItemPhotos, drawTypeIcon, type Shape, type TypeIcon } from './pictures';

const TYPES: { name: string; icon: TypeIcon; colour: string }[] = [
  { name: 'Calligraphy', icon: 'brush', colour: '#2f3e46' },
  { name: 'Porcelain', icon: 'vase', colour: '#1d4e89' },
  { name: 'Jade', icon: 'ring', colour: '#3a7d44' },
  { name: 'Tea', icon: 'cup', colour: '#8a5a2b' },
];

const CATALOGUE: {
  name: string;
  type: number;
  kind: 'auction' | 'pickup' | 'consumption';
  price: number;
  stock: number;
  colour: string;
  shape: Shape;
}[] = [
  {
    name: 'Song-Style Scroll',
    type: 0,
    kind: 'auction',
    price: 128_000,
    stock: 1,
    colour: '#8c2f39',
    shape: 'scroll',
  },
  { name: 'Blue and White Vase', type: 1, kind: 'auction', price: 89_900, stock: 2, colour: '#1d4e89', shape: 'vase' },
  {
    name: 'Hetian Jade Pendant',
    type: 2,
    kind: 'auction',
    price: 56_000,
    stock: 3,
    colour: '#3a7d44',
    shape: 'pendant',
  },
  { name: 'Celadon Tea Bowl', type: 1, kind: 'auction', price: 23_500, stock: 5, colour: '#5f8575', shape: 'bowl' },
  { name: 'Aged Pu-erh Cake', type: 3, kind: 'pickup', price: 18_800, stock: 20, colour: '#6b4226', shape: 'cake' },
  { name: 'Yixing Clay Teapot', type: 3, kind: 'pickup', price: 36_000, stock: 8, colour: '#a0522d', shape: 'teapot' },
  { name: 'Ink Stone Set', type: 0, kind: 'pickup', price: 12_900, stock: 15, colour: '#2f3e46', shape: 'inkstone' },
  { name: 'Jade Bangle', type: 2, kind: 'pickup', price: 45_000, stock: 4, colour: '#52796f', shape: 'bangle' },
  {
    name: 'Longjing Green Tea',
    type: 3,
    kind: 'consumption',
    price: 6_800,
    stock: 100,
    colour: '#4f772d',
    shape: 'leaves',
  },
  {
    name: 'Osmanthus Oolong',
    type: 3,
    kind: 'consumption',
    price: 5_200,
    stock: 100,
    colour: '#bc6c25',
    shape: 'leaves',
  },
  {
    name: 'Rice Paper Pack',
    type: 0,
    kind: 'consumption',
    price: 2_900,
    stock: 200,
    colour: '#7f5539',
    shape: 'paper',
  },
  {
    name: 'Porcelain Tasting Cups',
    type: 1,
    kind: 'consumption',
    price: 9_900,
    stock: 50,
    colour: '#335c67',
    shape: 'cups',
  },
];

const DEMO_RECHARGE = 500_000;
const DEMO_SCORE = 2_000;

export async function seedMarket(tx: Tx, ctx: SeedContext): Promise<void> {
  const dir = path.join(ctx.config.dataDir, 'uploads', 'seed');
  mkdirSync(dir, { recursive: true });
  const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // Every picture at once: sharp renders them side by side on its thread pool.
  const [icons, photos] = await Promise.all([
    Promise.all(TYPES.map((t) => drawTypeIcon(dir, slugOf(t.name), t.icon, t.colour))),
    Promise.all(CATALOGUE.map((item) => drawItemPhotos(dir, slugOf(item.name), item.shape, item.colour))),
  ]);
  const typeIds = await insertProductTypes(
    tx,
    TYPES.map((t, i) => ({ name: t.name, sort: i, icon: icons[i] ?? null })),
  );
  await insertProducts(
    tx,
    CATALOGUE.map((item, i) => ({
      name: item.name,
      typeId: typeIds[item.type] ?? 1,
      kind: item.kind,
      price: item.price,
      stock: item.stock,
      images: photos[i] ?? [],
      description: `<p>${item.name}: a demo item of the Gavel reference server.</p>`,
      // Spread creation times so "newest" has a stable order.
      createdAt: new Date(ctx.now.getTime() - i * 60_000),
    })),
  );
  // All day, so a new user can buy at once; operators narrow it with `npm run admin -- window`.
  await setAuctionWindow(tx, { startTime: '00:00', endTime: '00:00', timeZone: 'Asia/Shanghai' });

  // Production (SEED=true asked for explicitly): the catalogue only. A demo buyer would be a public
  // account with a known password and money that no transfer backs.
  if (ctx.demoUserId === null) return;
  const accountId = await firstPlatformAccountId(tx);
  if (accountId === undefined) throw new Error('seed: no platform account (seed/configured.ts fills it)');
  const appId = await insertRechargeRequest(tx, {
    userId: ctx.demoUserId,
    amount: DEMO_RECHARGE,
    accountId,
    payerName: 'Demo buyer',
    createdAt: ctx.now,
  });
  if (appId === undefined) throw new Error('seed: recharge application not created');
  await decide(tx, { type: 'recharge', id: appId, decision: 'approve', operator: 'seed', now: ctx.now });
  await grantScore(tx, ctx.demoUserId, DEMO_SCORE, 'Trial programme points', ctx.now);
  await recordOperatorAction(tx, {
    operator: 'seed',
    action: 'score.grant',
    target: `user:${ctx.demoUserId}`,
    details: { points: DEMO_SCORE },
  });
  ctx.notes.push(
    `Demo buyer balance: ${(DEMO_RECHARGE / 100).toFixed(2)} (approved recharge ${appId}), auction window open all day (Asia/Shanghai)`,
  );
}
