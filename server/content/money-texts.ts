// Money instructions as content per locale (issue 41 #3, docs/i18n.md "Money instructions"): the
// recharge instructions (entity 'recharge', id 0; the default content locale's text is app_config
// 'recharge_instructions') and each platform account's branch (entity 'platform_account', the
// account's id; the default locale's text is platform_accounts.branch, read and written by wallet
// through server/ports/text-rows.ts). Other locales' texts are
// content_translations rows like any content's, edited in the console's side-by-side editor. The
// bank's name, the holder's legal name and the account number are never translated: they are what
// the buyer types into their bank, and a translated holder name would not match the account.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appConfig, type ContentField } from '../db/schema';
import type { TextColumns } from '../ports/text-rows';
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

/** Stores the first start's instructions unless some are stored already: whether it did. */
export async function addFirstInstructions(exec: Executor, value: string): Promise<boolean> {
  const added = await exec
    .insert(appConfig)
    .values({ code: RECHARGE_INSTRUCTIONS_CODE, value })
    .onConflictDoNothing()
    .returning({ code: appConfig.code });
  return added.length > 0;
}

/**
 * The recharge instructions' text in the default locale (entity 'recharge', id 0 only; app_config
 * holds it). A platform account's branch is wallet's (server/wallet/platform-accounts.ts).
 */
export const rechargeTexts: TextColumns = {
  read: async (exec, id) => (id === 0 ? { instructions: (await storedInstructions(exec)) ?? '' } : null),
  write: async (exec, id, _field, value) => {
    if (id !== 0) return false;
    await exec
      .insert(appConfig)
      .values({ code: RECHARGE_INSTRUCTIONS_CODE, value })
      .onConflictDoUpdate({ target: appConfig.code, set: { value } });
    return true;
  },
};

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
