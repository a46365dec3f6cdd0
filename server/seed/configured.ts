// Settings that come from configuration rather than the demo seed: applied at every start, so a
// fresh production database has them too.
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { platformAccounts } from '../db/schema';
import { withTx } from '../db/tx';

export async function applyConfigured(db: Db, config: Config): Promise<void> {
  await withTx(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7041979)`);
    const existing = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
    // Operators may edit accounts later; configuration only fills an empty table.
    if (existing.length > 0) return;
    await tx.insert(platformAccounts).values({
      bankName: config.platformBank.bankName,
      accountName: config.platformBank.holder,
      accountNumber: config.platformBank.account,
      branch: config.platformBank.branch || null,
    });
  });
}
