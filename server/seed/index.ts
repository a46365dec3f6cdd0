// First-start seed: runs once on an empty database (recorded in app_config as seeded_at).
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { withTx } from '../db/tx';
import { hashPassword, insertUser, newInvitationCode } from '../auth';
import { alreadySeeded, markSeeded } from '../content';
import { seedPriceHistory } from '../market';
import { seedContent } from './content';
import { seedMarket } from './market';
import { seedTranslations } from './translations';
import type { SeedContext } from './context';

export const DEMO_BUYER = { phone: '13800000000', password: 'gavel-demo-1', nickname: 'Demo buyer' };

/** Returns lines to print (demo credentials), or [] when the database was already seeded. */
export async function runSeed(db: Db, config: Config, now: Date): Promise<string[]> {
  return withTx(db, async (tx) => {
    // Two processes starting on one PostgreSQL: only one seeds.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7041978)`);
    if (await alreadySeeded(tx)) return [];
    await seedContent(tx, now);
    const ctx: SeedContext = { config, now, demoUserId: null, notes: [] };
    if (config.env !== 'production') {
      const demo = await insertUser(tx, {
        phone: DEMO_BUYER.phone,
        passwordHash: await hashPassword(config, DEMO_BUYER.password),
        nickname: DEMO_BUYER.nickname,
        invitationCode: newInvitationCode(),
        createdAt: now,
      });
      if (demo === undefined) throw new Error('seed: demo buyer not created');
      ctx.demoUserId = demo;
      ctx.notes.push(`Demo buyer: phone ${DEMO_BUYER.phone}, password ${DEMO_BUYER.password}`);
    }
    await seedMarket(tx, ctx);
    // After the market seed: the history follows the product types it created.
    await seedPriceHistory(tx, now);
    // Last: every row the seeds wrote gets its words in each locale (issue 22).
    await seedTranslations(tx, ctx);
    await markSeeded(tx, now);
    return ctx.notes;
  });
}
