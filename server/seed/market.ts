// Demo marketplace: product types, a catalogue of each kind with generated images (PNG tiles with
// the item's initials, made with sharp into DATA_DIR/uploads/seed), an all-day auction window so a
// new user can buy at once, and the demo buyer's money — only through an approved recharge.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import type { Tx } from '../db/client';
import { marketSettings, platformAccounts, products, productTypes, rechargeApplications } from '../db/schema';
import { recordOperatorAction } from '../admin/operator-api';
import { decide, grantScore } from '../wallet/review';
import type { SeedContext } from './context';

const TYPES = ['Calligraphy', 'Porcelain', 'Jade', 'Tea'];

const CATALOGUE: {
  name: string;
  type: number;
  kind: 'auction' | 'pickup' | 'consumption';
  price: number;
  stock: number;
  colour: string;
}[] = [
  { name: 'Song Dynasty Scroll', type: 0, kind: 'auction', price: 128_000, stock: 1, colour: '#8c2f39' },
  { name: 'Blue and White Vase', type: 1, kind: 'auction', price: 89_900, stock: 2, colour: '#1d4e89' },
  { name: 'Hetian Jade Pendant', type: 2, kind: 'auction', price: 56_000, stock: 3, colour: '#3a7d44' },
  { name: 'Celadon Tea Bowl', type: 1, kind: 'auction', price: 23_500, stock: 5, colour: '#5f8575' },
  { name: 'Aged Pu-erh Cake', type: 3, kind: 'pickup', price: 18_800, stock: 20, colour: '#6b4226' },
  { name: 'Yixing Clay Teapot', type: 3, kind: 'pickup', price: 36_000, stock: 8, colour: '#a0522d' },
  { name: 'Ink Stone Set', type: 0, kind: 'pickup', price: 12_900, stock: 15, colour: '#2f3e46' },
  { name: 'Jade Bangle', type: 2, kind: 'pickup', price: 45_000, stock: 4, colour: '#52796f' },
  { name: 'Longjing Green Tea', type: 3, kind: 'consumption', price: 6_800, stock: 100, colour: '#4f772d' },
  { name: 'Osmanthus Oolong', type: 3, kind: 'consumption', price: 5_200, stock: 100, colour: '#bc6c25' },
  { name: 'Rice Paper Pack', type: 0, kind: 'consumption', price: 2_900, stock: 200, colour: '#7f5539' },
  { name: 'Porcelain Tasting Cups', type: 1, kind: 'consumption', price: 9_900, stock: 50, colour: '#335c67' },
];

const DEMO_RECHARGE = 500_000;
const DEMO_SCORE = 2_000;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

async function tile(dir: string, slug: string, name: string, colour: string) {
  const svg = (size: number) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${colour}"/>` +
        `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${size * 0.36}" fill="#ffffff">${initials(name)}</text></svg>`,
    );
  await sharp(svg(600))
    .png()
    .toFile(path.join(dir, `${slug}.png`));
  await sharp(svg(200))
    .png()
    .toFile(path.join(dir, `${slug}-thumb.png`));
  return { url: `/uploads/seed/${slug}.png`, thumb: `/uploads/seed/${slug}-thumb.png` };
}

export async function seedMarket(tx: Tx, ctx: SeedContext): Promise<void> {
  const dir = path.join(ctx.config.dataDir, 'uploads', 'seed');
  mkdirSync(dir, { recursive: true });
  const types = await tx
    .insert(productTypes)
    .values(TYPES.map((name, i) => ({ name, sort: i })))
    .returning({ id: productTypes.id });
  for (const [i, item] of CATALOGUE.entries()) {
    const slug = item.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const image = await tile(dir, slug, item.name, item.colour);
    await tx.insert(products).values({
      name: item.name,
      typeId: types[item.type]?.id ?? 1,
      kind: item.kind,
      price: item.price,
      stock: item.stock,
      images: [image],
      description: `<p>${item.name}: a demo item of the Gavel reference server.</p>`,
      // Spread creation times so "newest" has a stable order.
      createdAt: new Date(ctx.now.getTime() - i * 60_000),
    });
  }
  // All day, so a new user can buy at once; operators narrow it with `npm run admin -- window`.
  await tx.update(marketSettings).set({ startTime: '00:00', endTime: '23:59', timeZone: 'Asia/Shanghai' });

  // Production (SEED=true asked for explicitly): the catalogue only. A demo buyer would be a public
  // account with a known password and money that no transfer backs.
  if (ctx.demoUserId === null) return;
  const [account] = await tx
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .orderBy(asc(platformAccounts.id))
    .limit(1);
  if (!account) throw new Error('seed: no platform account (seed/configured.ts fills it)');
  const [app] = await tx
    .insert(rechargeApplications)
    .values({
      userId: ctx.demoUserId,
      amount: DEMO_RECHARGE,
      accountId: account.id,
      payerName: 'Demo buyer',
      createdAt: ctx.now,
    })
    .returning({ id: rechargeApplications.id });
  if (!app) throw new Error('seed: recharge application not created');
  await decide(tx, { type: 'recharge', id: app.id, decision: 'approve', operator: 'seed', now: ctx.now });
  await grantScore(tx, ctx.demoUserId, DEMO_SCORE, 'Trial programme points', ctx.now);
  await recordOperatorAction(tx, {
    operator: 'seed',
    action: 'score.grant',
    target: `user:${ctx.demoUserId}`,
    details: { points: DEMO_SCORE },
  });
  ctx.notes.push(
    `Demo buyer balance: ${(DEMO_RECHARGE / 100).toFixed(2)} (approved recharge ${app.id}), auction window 00:00–23:59 Asia/Shanghai`,
  );
}
