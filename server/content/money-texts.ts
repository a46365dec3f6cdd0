// Money instructions as content per locale (issue 41 #3, docs/i18n.md "Money instructions"): the
// recharge instructions (entity 'recharge', id 0; the default content locale's text is app_config
// 'recharge_instructions') and each platform account's branch (entity 'platform_account', the
// account's id; the default locale's text is platform_accounts.branch). Other locales' texts are
// content_translations rows like any content's, edited in the console's side-by-side editor. The
// bank's name, the holder's legal name and the account number are never translated: they are what
// the buyer types into their bank, and a translated holder name would not match the account.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appConfig, platformAccounts, type ContentField } from '../db/schema';
import { loadTexts, type Reader } from './localized';

/** app_config's code of the recharge instructions in the default content locale. */
export const RECHARGE_INSTRUCTIONS_CODE = 'recharge_instructions';

/** The money entities' texts, none of them HTML (shown as plain text on the recharge screen). */
export const MONEY_FIELDS = {
  recharge: { instructions: 'text' },
  platform_account: { branch: 'text' },
} as const satisfies Record<MoneyEntity, Partial<Record<ContentField, 'text'>>>;

export type MoneyEntity = 'recharge' | 'platform_account';

/** The default locale's instructions as stored, or null when start-up has not written them yet. */
export async function storedInstructions(exec: Executor): Promise<string | null> {
  const [row] = await exec
    .select({ value: appConfig.value })
    .from(appConfig)
    .where(eq(appConfig.code, RECHARGE_INSTRUCTIONS_CODE));
  return row?.value ?? null;
}

/** The row's own text (the default locale's), or null when there is no such row. */
export async function moneyColumns(
  exec: Executor,
  entity: MoneyEntity,
  id: number,
): Promise<Partial<Record<ContentField, string>> | null> {
  if (entity === 'recharge') {
    if (id !== 0) return null;
    return { instructions: (await storedInstructions(exec)) ?? '' };
  }
  const [row] = await exec
    .select({ branch: platformAccounts.branch })
    .from(platformAccounts)
    .where(eq(platformAccounts.id, id));
  return row ? { branch: row.branch ?? '' } : null;
}

/** Writes the default locale's text; false when the row does not exist. */
export async function writeMoneyColumn(exec: Executor, entity: MoneyEntity, id: number, value: string) {
  if (entity === 'recharge') {
    if (id !== 0) return false;
    await exec
      .insert(appConfig)
      .values({ code: RECHARGE_INSTRUCTIONS_CODE, value })
      .onConflictDoUpdate({ target: appConfig.code, set: { value } });
    return true;
  }
  // An empty branch is no branch (the recharge screen leaves the line out).
  const rows = await exec
    .update(platformAccounts)
    .set({ branch: value === '' ? null : value })
    .where(eq(platformAccounts.id, id))
    .returning({ id: platformAccounts.id });
  return rows.length > 0;
}

/** Whether the row exists (a translation of nothing is refused). */
export async function moneyRowExists(exec: Executor, entity: MoneyEntity, id: number): Promise<boolean> {
  if (entity === 'recharge') return id === 0;
  const rows = await exec.select({ id: platformAccounts.id }).from(platformAccounts).where(eq(platformAccounts.id, id));
  return rows.length > 0;
}

/**
 * The recharge screen's texts in the reader's language, each with the language it is in: the
 * instructions (`configured`, RECHARGE_INSTRUCTIONS, until start-up stored them) and each account's branch.
 */
export async function moneyTextsFor(
  exec: Executor,
  reader: Reader,
  accounts: readonly { id: number; branch: string | null }[],
  configured: string,
) {
  const [stored, recharge, branches] = await Promise.all([
    storedInstructions(exec),
    loadTexts(exec, reader, 'recharge', [0]),
    loadTexts(
      exec,
      reader,
      'platform_account',
      accounts.map((a) => a.id),
    ),
  ]);
  return {
    instructions: recharge.pick(0, 'instructions', stored ?? configured),
    branches: accounts.map((a) => {
      const branch = branches.pick(a.id, 'branch', a.branch ?? '');
      return branch.text === '' ? null : branch;
    }),
  };
}
