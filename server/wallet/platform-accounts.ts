// The platform's receiving accounts as content sees them (issue 41 #3, docs/i18n.md "Money
// instructions"): each account's branch is a text per locale, the default locale's in
// platform_accounts.branch (server/ports/text-rows.ts), and the console's Content screen lists the
// accounts to open each one's branch. The bank's name, the holder's legal name and the account
// number are never translated: they are what the buyer types into their bank.
import { asc, eq } from 'drizzle-orm';
import { platformAccounts } from '../db/schema';
import type { OperatorHandlers } from '../operator/operator-group';
import type { TextColumns } from '../ports/text-rows';

export const platformAccountTexts: TextColumns = {
  read: async (exec, id) => {
    const [row] = await exec
      .select({ branch: platformAccounts.branch })
      .from(platformAccounts)
      .where(eq(platformAccounts.id, id));
    return row ? { branch: row.branch ?? '' } : null;
  },
  // An empty branch is no branch (the recharge screen leaves the line out).
  write: async (exec, id, _field, value) => {
    const rows = await exec
      .update(platformAccounts)
      .set({ branch: value === '' ? null : value })
      .where(eq(platformAccounts.id, id))
      .returning({ id: platformAccounts.id });
    return rows.length > 0;
  },
};

export const platformAccountOperatorHandlers = {
  // Every role reads them: the same account numbers every buyer sees on the recharge screen.
  platformAccountList: async (_input, ctx) =>
    ctx.db
      .select({
        id: platformAccounts.id,
        bankName: platformAccounts.bankName,
        accountName: platformAccounts.accountName,
        accountNumber: platformAccounts.accountNumber,
        branch: platformAccounts.branch,
        active: platformAccounts.active,
      })
      .from(platformAccounts)
      .orderBy(asc(platformAccounts.id)),
} satisfies Partial<OperatorHandlers<'content'>>;
