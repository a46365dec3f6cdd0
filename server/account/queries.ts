// The account group's queries: delivery addresses, the buyer's identity submission, the profile
// and team. Every query is filtered by the caller's user id here, so a handler cannot forget it.
// Writes take the transaction (`Tx`) their handler opened; reads take any `Executor`.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { addresses, identities, levels } from '../db/schema';
import { lockUser, userDirectory } from '../auth';

type Address = typeof addresses.$inferSelect;
type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'userId'>;
type Identity = typeof identities.$inferSelect;

// ---- addresses

/** Serialises address writes per user, so "first address becomes default" and the default
 * switch cannot interleave between two requests (or two server processes). */
export async function lockAddressOwner(tx: Tx, userId: number): Promise<void> {
  await lockUser(tx, userId, 'update');
}

/** Unsets the user's default address, except `except` when given. */
export async function clearDefaultAddress(tx: Tx, userId: number, except?: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.isDefault, true), except ? ne(addresses.id, except) : undefined),
    );
}

/** The user's addresses (or only `id` when given), default first, then oldest first. */
export function listAddresses(exec: Executor, userId: number, id?: number): Promise<Address[]> {
  return exec
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), id ? eq(addresses.id, id) : undefined))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}

export function addressIds(exec: Executor, userId: number): Promise<{ id: number }[]> {
  return exec.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
}

export async function findAddress(exec: Executor, userId: number, id: number): Promise<Address | undefined> {
  const [row] = await exec
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function insertAddress(tx: Tx, userId: number, values: NewAddress): Promise<Address | undefined> {
  const [row] = await tx
    .insert(addresses)
    .values({ userId, ...values })
    .returning();
  return row;
}

/** Updates an address already found to be the caller's (under `lockAddressOwner`). */
export async function updateAddress(tx: Tx, id: number, values: Partial<NewAddress>): Promise<Address | undefined> {
  const [row] = await tx.update(addresses).set(values).where(eq(addresses.id, id)).returning();
  return row;
}

export async function deleteAddress(tx: Tx, userId: number, id: number): Promise<Address | undefined> {
  const [gone] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return gone;
}

/** Makes the user's oldest remaining address the default (after the default was deleted). */
export async function promoteOldestAddress(tx: Tx, userId: number): Promise<void> {
  const [next] = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id))
    .limit(1);
  if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
}

// ---- identity (the buyer's own submission; operator reviews stay in identity-routes.ts)

export async function findIdentity(exec: Executor, userId: number): Promise<Identity | undefined> {
  const [row] = await exec.select().from(identities).where(eq(identities.userId, userId));
  return row;
}

/** Conditional upsert: a pending or verified row stays as it is (also against a double tap);
 * then nothing is returned. */
export async function upsertRejectedIdentity(
  tx: Tx,
  userId: number,
  values: Omit<typeof identities.$inferInsert, 'userId'>,
): Promise<Identity | undefined> {
  const [row] = await tx
    .insert(identities)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: identities.userId, set: values, setWhere: eq(identities.status, 'rejected') })
    .returning();
  return row;
}

export async function identityStatus(exec: Executor, userId: number): Promise<Identity['status'] | undefined> {
  const [row] = await exec.select({ status: identities.status }).from(identities).where(eq(identities.userId, userId));
  return row?.status;
}

// ---- profile and team

/** The user with their level's name and identity status, for getInfo. */
export async function findProfile(exec: Executor, userId: number) {
  const u = userDirectory;
  const [row] = await exec
    .select({
      user: {
        id: u.id,
        phone: u.phone,
        nickname: u.nickname,
        avatar: u.avatar,
        level: u.level,
        payPasswordSet: u.payPasswordSet,
        frozenAt: u.frozenAt,
        smallPayLimit: u.smallPayLimit,
        invitationCode: u.invitationCode,
        createdAt: u.createdAt,
      },
      levelName: levels.name,
      identity: identities.status,
    })
    .from(u)
    .leftJoin(levels, eq(levels.id, u.level))
    .leftJoin(identities, eq(identities.userId, u.id))
    .where(eq(u.id, userId));
  return row;
}

/** The users the caller invited, newest first, with their level's name. */
export function teamOf(exec: Executor, userId: number) {
  const u = userDirectory;
  return exec
    .select({
      user: {
        id: u.id,
        nickname: u.nickname,
        phone: u.phone,
        avatar: u.avatar,
        level: u.level,
        createdAt: u.createdAt,
      },
      levelName: levels.name,
    })
    .from(u)
    .leftJoin(levels, eq(levels.id, u.level))
    .where(eq(u.inviterId, userId))
    .orderBy(desc(u.createdAt), desc(u.id));
}
