// The identity-check queue at a glance, for the operator's dashboard: how many checks wait for a
// decision, and since when the oldest has waited.
import { count, eq, min } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { identities } from '../db/schema';

export async function pendingIdentities(db: Executor): Promise<{ count: number; oldestAt: string | null }> {
  const [r] = await db
    .select({ n: count(), oldest: min(identities.submittedAt) })
    .from(identities)
    .where(eq(identities.status, 'pending'));
  return { count: r?.n ?? 0, oldestAt: r?.oldest ? new Date(r.oldest).toISOString() : null };
}
