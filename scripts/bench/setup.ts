// The bench's database: funded buyers with access tokens, two flash items (stock 100, one for
// Gavel and one for the floor), one hot item with a large stock, and a closed auction window.
// Written before any server opens the database, after the first-start seed the server would run
// (so the agreements exist); each buyer is registered the way `register` does it (createAccount:
// the row and the acceptance of the current agreements), and money enters through approved
// recharges only.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { createAccount, hashPassword } from '../../server/auth';
import { issueTokens } from '../../server/auth/tokens';
import { testConfig } from '../../server/config';
import { DEFAULT_LOCALE } from '../../lib/i18n/config';
import type { Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { marketSettings, platformAccounts, products, productTypes, users } from '../../server/db/schema';
import { SMALL_PAY_LIMITS } from '../../lib/api/limits';
import { withTx } from '../../server/db/tx';
import { runSeed } from '../../server/seed';
import { applyConfigured } from '../../server/seed/configured';
import { applyRecharge } from '../../server/wallet/applications';
import { decide } from '../../server/wallet/review';

export const BUYERS = 1000;
export const FLASH_STOCK = 100;
/** `--smoke` (npm test): the same bench in seconds, to prove its work still happens. */
export const SMOKE = { buyers: 40, flashStock: 5 };
export interface Sizes {
  buyers: number;
  flashStock: number;
}
export const HOT_STOCK = 1_000_000;
export const PRICE = 1_000;
/** The highest small-purchase limit a buyer may choose (SMALL_PAY_LIMITS). */
export const BENCH_SMALL_PAY_LIMIT = Math.max(...SMALL_PAY_LIMITS);
export const JWT_SECRET = randomBytes(32).toString('hex');

/** An hour-long window twelve hours away: closed until the operator opens the sale. */
export function closedWindow() {
  // An hour that starts 12 hours from now (a start equal to the end would be open all day).
  const hh = (h: number) => `${String((new Date().getUTCHours() + h) % 24).padStart(2, '0')}:00`;
  return { startTime: hh(12), endTime: hh(13), timeZone: 'UTC' };
}

export interface Prepared {
  flash: number;
  floorFlash: number;
  hot: number;
  userIds: number[];
  tokens: string[];
}

export async function prepare(
  database: Database,
  dataDir: string,
  sizes: Sizes = { buyers: BUYERS, flashStock: FLASH_STOCK },
): Promise<Prepared> {
  const { db } = database;
  await migrate(db);
  const config = testConfig({ dataDir, jwtSecret: new TextEncoder().encode(JWT_SECRET) });
  await applyConfigured(db, config);
  const now = new Date();
  await runSeed(db, config, now);
  // One real hash for every bench buyer: argon2 a thousand times would time the setup, not the app.
  const passwordHash = await hashPassword(config, 'bench-buyer-password-1');
  const reader = { locale: DEFAULT_LOCALE, fallback: config.defaultContentLocale };
  return withTx(db, async (tx) => {
    const [account] = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
    const [type] = await tx.insert(productTypes).values({ name: 'Bench' }).returning({ id: productTypes.id });
    if (!account || !type) throw new Error('bench: setup failed');
    const item = async (name: string, stock: number) => {
      const [p] = await tx
        .insert(products)
        .values({ name, typeId: type.id, kind: 'auction', price: PRICE, stock, createdAt: now })
        .returning({ id: products.id });
      if (!p) throw new Error('bench: item');
      return p.id;
    };
    const flash = await item('Flash sale item', sizes.flashStock);
    const floorFlash = await item('Flash sale item (floor)', sizes.flashStock);
    const hot = await item('Hot item', HOT_STOCK);
    const userIds: number[] = [];
    const tokens: string[] = [];
    for (let i = 0; i < sizes.buyers; i++) {
      const id = await createAccount(tx, {
        phone: `150${String(i).padStart(8, '0')}`,
        passwordHash,
        inviterId: null,
        locale: DEFAULT_LOCALE,
        reader,
        now,
      });
      if (id === undefined) throw new Error('bench: buyer not registered');
      const u = { id };
      const r = await applyRecharge(tx, {
        userId: u.id,
        amount: 1000 * PRICE,
        accountId: account.id,
        now,
        limits: { min: 1, max: 1e12 },
      });
      await decide(tx, { type: 'recharge', id: r.id, decision: 'approve', operator: 'bench', now });
      userIds.push(u.id);
      tokens.push((await issueTokens(tx, config, u.id, now)).accessToken);
    }
    // Each buyer has a pay password and chose the highest daily limit of small purchases without
    // it (as SetSmallPayLimit stores it), so they buy the way a buyer racing for an item would:
    // no pay password typed. Their bench spending (at most the flash item plus what the per-user
    // buy limit lets through in the sustained part, 5 + 2/s × 10 s at PRICE) stays within it.
    const payPasswordHash = await hashPassword(config, '246810');
    await tx
      .update(users)
      .set({ payPasswordHash, smallPayLimit: BENCH_SMALL_PAY_LIMIT })
      .where(inArray(users.id, userIds));
    await tx.update(marketSettings).set(closedWindow()).where(eq(marketSettings.id, 1));
    return { flash, floorFlash, hot, userIds, tokens };
  });
}
