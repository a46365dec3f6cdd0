// After-sale's part of the user's data export (docs/privacy.md): every request of the user with its
// steps, as getAfterSale shows them (support's internal notes and first approvals left out), the
// photos as signed links for the user, like a receipt's.
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { afterSaleCases } from '../db/schema';
import { privateUrlSigner } from '../uploads';
import { eventsOf, toBuyerCase } from './cases';

export async function afterSaleRecordsOf(
  exec: Executor,
  ctx: { config: Pick<Config, 'jwtSecret'>; now: () => Date },
  userId: number,
) {
  const cases = await exec
    .select()
    .from(afterSaleCases)
    .where(eq(afterSaleCases.userId, userId))
    .orderBy(desc(afterSaleCases.id));
  const events = await eventsOf(
    exec,
    cases.map((c) => c.id),
  );
  const sign = privateUrlSigner(ctx, userId);
  return cases.map((c) => toBuyerCase(c, events.get(c.id) ?? [], sign));
}
