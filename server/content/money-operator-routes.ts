// The console's money instructions (issue 41 #3): the platform's receiving accounts, so the
// Content screen can open each one's branch in every language. The texts themselves are read and
// written through contentTexts / contentTextSet (entities 'recharge' and 'platform_account').
import { asc } from 'drizzle-orm';
import { platformAccounts } from '../db/schema';
import type { OperatorHandlers } from '../operator/operator-group';

export const moneyOperatorHandlers = {
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
