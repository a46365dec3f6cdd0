// The test database before any server opens it: migrated, the auction window open (a zone where it
// is midday now, so the run never meets the window's edge), a flash item, a hot item, and funded
// users with access tokens. Money enters through approved recharges only (the ledger stays sound).
import { eq, sql } from 'drizzle-orm';
import { issueTokens } from '../../server/auth/tokens';
import { testConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { hashPassword } from '../../server/auth';
import { marketSettings, platformAccounts, products, productTypes, users } from '../../server/db/schema';
import { withTx } from '../../server/db/tx';
import { applyConfigured } from '../../server/seed/configured';
import { applyRecharge } from '../../server/wallet/applications';
import { decide } from '../../server/wallet/review';

/** The buyers' pay password (buyProduct's payPassword). */
export const DEPLOY_PAY_PASSWORD = '246810';

export const PRICE = 1_000;

export interface Prepared {
  flash: number;
  flashStock: number;
  hot: number;
  generalGroup: number;
  users: { id: number; token: string }[];
}

/** An Etc/GMT zone whose local time is now around noon. */
export function middayZone(now = new Date()): string {
  const offset = ((((12 - now.getUTCHours()) % 24) + 24 + 12) % 24) - 12; // -12..11
  return offset === 0 ? 'UTC' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

export async function prepare(
  database: Database,
  dataDir: string,
  jwtSecret: string,
  count: number,
  flashStock: number,
): Promise<Prepared> {
  const { db } = database;
  await migrate(db);
  const config = testConfig({ dataDir, jwtSecret: new TextEncoder().encode(jwtSecret) });
  await applyConfigured(db, config);
  const now = new Date();
  return withTx(db, async (tx) => {
    const [account] = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
    const [type] = await tx.insert(productTypes).values({ name: 'Deploy test' }).returning({ id: productTypes.id });
    if (!account || !type) throw new Error('deploy test: setup failed');
    const item = async (name: string, stock: number) => {
      const [p] = await tx
        .insert(products)
        .values({ name, typeId: type.id, kind: 'auction', price: PRICE, stock, createdAt: now })
        .returning({ id: products.id });
      if (!p) throw new Error('deploy test: item');
      return p.id;
    };
    const flash = await item('Flash sale item', flashStock);
    const hot = await item('Hot item', 1_000_000);
    const list: Prepared['users'] = [];
    // Every buyer confirms a buy with this pay password (one hash for all of them).
    const payPasswordHash = await hashPassword(config, DEPLOY_PAY_PASSWORD);
    for (let i = 0; i < count; i++) {
      const [u] = await tx
        .insert(users)
        .values({
          phone: `166${String(i).padStart(8, '0')}`,
          nickname: `d${i}`,
          invitationCode: `DEPLOY${i}X`,
          payPasswordHash,
        })
        .returning({ id: users.id });
      if (!u) throw new Error('deploy test: user');
      const r = await applyRecharge(tx, {
        userId: u.id,
        amount: 100 * PRICE,
        accountId: account.id,
        now,
        limits: { min: 1, max: 1e12 },
      });
      await decide(tx, { type: 'recharge', id: r.id, decision: 'approve', operator: 'deploy-test', now });
      list.push({ id: u.id, token: (await issueTokens(tx, config, u.id, now)).accessToken });
    }
    await tx
      .update(marketSettings)
      .set({ startTime: '00:00', endTime: '23:59', timeZone: middayZone(now) })
      .where(eq(marketSettings.id, 1));
    const general = await tx.execute(sql`SELECT id FROM chat_groups WHERE is_general`);
    const generalGroup = Number((general as { rows: { id: number }[] }).rows[0]?.id);
    return { flash, flashStock, hot, generalGroup, users: list };
  });
}
