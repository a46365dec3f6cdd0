// The upload group's one-time storage keys (storageAuth hands one out, storageUpload spends it).
// The uploads' own rows are written by store.ts and private.ts, and swept by sweep.ts.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { uploadKeys } from '../db/schema';

export type UploadKey = typeof uploadKeys.$inferSelect;

export async function insertUploadKey(
  exec: Executor,
  values: { key: string; userId: number; filename: string; expiresAt: Date },
): Promise<void> {
  await exec.insert(uploadKeys).values(values);
}

/** Spends the key if it is unused and unexpired, in one statement (two uploads cannot both spend
 * it); answers the key's row, or `undefined` when it is unknown, used or expired. */
export async function claimUploadKey(exec: Executor, key: string, now: Date): Promise<UploadKey | undefined> {
  const [claimed] = await exec
    .update(uploadKeys)
    .set({ usedAt: now })
    .where(and(eq(uploadKeys.key, key), isNull(uploadKeys.usedAt), gt(uploadKeys.expiresAt, now)))
    .returning();
  return claimed;
}
