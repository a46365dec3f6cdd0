// The auth group's queries on users: finding an account by id, phone or invitation code, creating
// one, and changing its passwords. Sessions and refresh tokens keep theirs in tokens.ts.
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { users } from '../db/schema';

type User = typeof users.$inferSelect;

export async function findUser(exec: Executor, userId: number): Promise<User | undefined> {
  const [user] = await exec.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function findUserByPhone(exec: Executor, phone: string): Promise<User | undefined> {
  const [user] = await exec.select().from(users).where(eq(users.phone, phone));
  return user;
}

export async function phoneOf(exec: Executor, userId: number): Promise<string | undefined> {
  const [user] = await exec.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return user?.phone;
}

/** The id of the account registered with this phone, if any. */
export async function userIdByPhone(exec: Executor, phone: string): Promise<number | undefined> {
  const [row] = await exec.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row?.id;
}

/** The id of the account whose invitation code this is (already upper-cased), if any. */
export async function userIdByInvitationCode(exec: Executor, code: string): Promise<number | undefined> {
  const [row] = await exec.select({ id: users.id }).from(users).where(eq(users.invitationCode, code));
  return row?.id;
}

/** The stored pay-password hash: `undefined` when there is no such user, `null` when it is not set. */
export async function payPasswordHashOf(exec: Executor, userId: number): Promise<string | null | undefined> {
  const [user] = await exec.select({ pay: users.payPasswordHash }).from(users).where(eq(users.id, userId));
  return user ? user.pay : undefined;
}

/** Creates the account unless the phone is taken meanwhile (then answers `undefined`). */
export async function insertUser(
  tx: Tx,
  values: Omit<typeof users.$inferInsert, 'id'> & { phone: string },
): Promise<number | undefined> {
  const [created] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.phone }).returning({
    id: users.id,
  });
  return created?.id;
}

export async function setPasswordHash(exec: Executor, userId: number, hash: string): Promise<void> {
  await exec.update(users).set({ passwordHash: hash }).where(eq(users.id, userId));
}

export async function setPayPasswordHash(exec: Executor, userId: number, hash: string): Promise<void> {
  await exec.update(users).set({ payPasswordHash: hash }).where(eq(users.id, userId));
}
