// What other features may read and change of an account (the users table is auth's: issue 36,
// "each feature owns its tables"): lookups, the few writes others make (the nickname), the row
// lock a feature serialises on, and `userDirectory`, the account's readable columns as a subquery
// for a feature's own query to join on the user's id (PostgreSQL inlines it: the plan is the
// plain join's). The password hashes stay out of it.
import { count, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../db/client';
import { users } from '../db/schema';
import { findUser, findUserByPhone } from './queries';

export type UserRow = typeof users.$inferSelect;
export { findUser, findUserByPhone };

/**
 * The account's readable columns, to join: `.innerJoin(userDirectory, eq(userDirectory.id, t.userId))`.
 * `payPasswordSet` says whether a pay password is set (never the hash).
 */
export const userDirectory = new QueryBuilder()
  .select({
    id: users.id,
    phone: users.phone,
    nickname: users.nickname,
    avatar: users.avatar,
    invitationCode: users.invitationCode,
    inviterId: users.inviterId,
    level: users.level,
    createdAt: users.createdAt,
    frozenAt: users.frozenAt,
    frozenReason: users.frozenReason,
    lastSignInAt: users.lastSignInAt,
    smallPayLimit: users.smallPayLimit,
    payPasswordSet: sql<boolean>`${users.payPasswordHash} IS NOT NULL`.as('pay_password_set'),
  })
  .from(users)
  .as('user_directory');

/** The account whose invitation code this is (already upper-cased), if any. */
export async function findUserByInvitationCode(exec: Executor, code: string): Promise<UserRow | undefined> {
  const [user] = await exec.select().from(users).where(eq(users.invitationCode, code));
  return user;
}

export async function userExists(exec: Executor, userId: number): Promise<boolean> {
  const [u] = await exec.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return u !== undefined;
}

/**
 * Locks the account's row for this transaction, serialising one user's steps that must not
 * interleave (an address book's default; a cap on pending applications). `no key update` does so
 * without waiting on rows that merely refer to the user (they hold KEY SHARE on it).
 */
export async function lockUser(tx: Tx, userId: number, strength: 'update' | 'no key update'): Promise<boolean> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for(strength);
  return u !== undefined;
}

export async function setNickname(tx: Tx, userId: number, nickname: string): Promise<void> {
  await tx.update(users).set({ nickname }).where(eq(users.id, userId));
}

export async function invitationCodeOf(exec: Executor, userId: number): Promise<string | undefined> {
  const [me] = await exec.select({ code: users.invitationCode }).from(users).where(eq(users.id, userId));
  return me?.code;
}

/** How many accounts this one invited. */
export async function invitedCount(exec: Executor, userId: number): Promise<number> {
  const [invited] = await exec.select({ n: count() }).from(users).where(eq(users.inviterId, userId));
  return invited?.n ?? 0;
}
