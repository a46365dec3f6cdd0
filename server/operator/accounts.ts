// The console's operator accounts (operator_accounts): found by name or id, locked for a change,
// created, changed, and the TOTP step a sign-in claims. The console's handlers
// (server/admin/console) decide who may do what; the rows are read and written here, beside the
// sessions (console-sessions.ts) that point at them.
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { operatorAccounts } from '../db/schema';

export type OperatorAccount = typeof operatorAccounts.$inferSelect;
type NewOperatorAccount = Omit<typeof operatorAccounts.$inferInsert, 'id'>;
type AccountChange = Partial<Omit<NewOperatorAccount, 'name'>>;

export async function operatorAccountByName(exec: Executor, name: string): Promise<OperatorAccount | undefined> {
  const [a] = await exec.select().from(operatorAccounts).where(eq(operatorAccounts.name, name));
  return a;
}

export async function operatorAccountById(exec: Executor, id: number): Promise<OperatorAccount | undefined> {
  const [a] = await exec.select().from(operatorAccounts).where(eq(operatorAccounts.id, id));
  return a;
}

/** The account, locked for this transaction (a change of role, state or credentials). */
export async function lockOperatorAccount(tx: Tx, name: string): Promise<OperatorAccount | undefined> {
  const [a] = await tx.select().from(operatorAccounts).where(eq(operatorAccounts.name, name)).for('update');
  return a;
}

/** Every admin account, locked (two changes at once cannot remove the last enabled admin). */
export function lockAdminAccounts(tx: Tx): Promise<{ id: number; disabled: boolean }[]> {
  return tx
    .select({ id: operatorAccounts.id, disabled: operatorAccounts.disabled })
    .from(operatorAccounts)
    .where(eq(operatorAccounts.role, 'admin'))
    .for('update');
}

/** Every account, by name. */
export function listOperatorAccounts(exec: Executor): Promise<OperatorAccount[]> {
  return exec.select().from(operatorAccounts).orderBy(asc(operatorAccounts.name));
}

/** The new account, or undefined when the name is taken. */
export async function insertOperatorAccount(tx: Tx, values: NewOperatorAccount): Promise<OperatorAccount | undefined> {
  const [row] = await tx.insert(operatorAccounts).values(values).onConflictDoNothing().returning();
  return row;
}

/** The account as changed, or undefined when there is no such account. */
export async function updateOperatorAccount(
  exec: Executor,
  id: number,
  change: AccountChange,
): Promise<OperatorAccount | undefined> {
  const [row] = await exec.update(operatorAccounts).set(change).where(eq(operatorAccounts.id, id)).returning();
  return row;
}

/**
 * Moves the account's last TOTP step to `step` when it is older (and notes the sign-in): false when
 * another sign-in claimed this step or a later one first. Conditional, so of two sign-ins with one
 * code at the same moment, one moves the step.
 */
export async function claimTotpStep(tx: Tx, id: number, step: number, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(operatorAccounts)
    .set({ totpLastStep: step, lastSignInAt: now })
    .where(and(eq(operatorAccounts.id, id), lt(operatorAccounts.totpLastStep, step)))
    .returning({ id: operatorAccounts.id });
  return claimed !== undefined;
}
