// A user's available balance as an SQL expression (a correlated subquery on the ledger's cached
// balance, 0 for an account never used), so a read of users (the console's users table) can show
// and sort by it without reaching into the wallet's tables.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ledgerAccounts } from '../db/schema';

export const availableBalanceOf = (userId: AnyColumn): SQL<number> =>
  sql<number>`coalesce((select ${ledgerAccounts.balance} from ${ledgerAccounts} where ${ledgerAccounts.userId} = ${userId} and ${ledgerAccounts.kind} = 'available'), 0)`.mapWith(
    Number,
  );
