// The double-entry ledger. Every movement is one ledger transaction whose legs sum to zero per
// currency; each leg updates the account's cached balance with a conditional UPDATE (never below
// zero unless the account is an external one) and appends an entry with the balance after it.
import { inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { rows } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type AccountKind } from '../db/schema';

/** System accounts (created by the migration). */
export const SYSTEM = {
  /** Money that came in from outside through approved recharges (goes negative). */
  recharge: 'external:recharge',
  /** Money paid out through approved withdrawals. */
  withdrawal: 'external:withdrawal',
  /** What buyers paid for items the platform sold itself. */
  sales: 'platform:sales',
  /** A consigned sale passes through here (buyer → clearing → seller); zero after every commit. */
  clearing: 'clearing',
  /** Score points granted by the trial programme (goes negative). */
  scoreIssued: 'score:issued',
  /** Score points refunded through approved applications. */
  scoreRefunded: 'score:refunded',
} as const;

export type UserAccountKind = Exclude<AccountKind, 'system'>;

export const userAccount = (userId: number, kind: UserAccountKind) => `user:${userId}:${kind}`;

const CURRENCY: Record<UserAccountKind, 'money' | 'score'> = {
  available: 'money',
  frozen: 'money',
  score: 'score',
  score_frozen: 'score',
};

/** Ledger transaction kinds; WalletsPage shows the ones that touch the available balance. */
export type LedgerKind =
  | 'recharge'
  | 'purchase'
  | 'sale'
  | 'withdraw_hold'
  | 'withdraw_release'
  | 'withdraw_paid'
  | 'score_grant'
  | 'score_hold'
  | 'score_release'
  | 'score_refunded'
  | 'after_sale_refund';

export interface Leg {
  /** Account code: a SYSTEM value or userAccount(...). */
  account: string;
  /** Signed minor units (or points for score accounts). */
  amount: number;
}

export interface Posting {
  kind: LedgerKind;
  memo: string;
  refId: number | null;
  at: Date;
  legs: Leg[];
}

/** A leg would take a non-external account below zero. */
export class InsufficientFunds extends Error {
  constructor(readonly account: string) {
    super(`insufficient funds in ${account}`);
  }
}

function parseUserCode(code: string): { userId: number; kind: UserAccountKind } | null {
  const m = /^user:(\d+):(available|frozen|score|score_frozen)$/.exec(code);
  return m ? { userId: Number(m[1]), kind: m[2] as UserAccountKind } : null;
}

/** Creates the user accounts among `codes` that do not exist yet; returns code → id. */
export async function accountIds(
  tx: Executor,
  codes: string[],
): Promise<Map<string, { id: number; currency: string }>> {
  const missing = codes.map(parseUserCode).filter((c) => c !== null);
  if (missing.length > 0) {
    await tx
      .insert(ledgerAccounts)
      .values(
        missing.map((c) => ({
          code: userAccount(c.userId, c.kind),
          userId: c.userId,
          kind: c.kind,
          currency: CURRENCY[c.kind],
        })),
      )
      .onConflictDoNothing({ target: ledgerAccounts.code });
  }
  const found = await tx
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes));
  return new Map(found.map((a) => [a.code, { id: a.id, currency: a.currency }]));
}

/** Posts one balanced transaction; throws InsufficientFunds (the caller's transaction rolls back). */
export async function post(tx: Tx, p: Posting): Promise<{ transactionId: number; after: Map<string, number> }> {
  const legs = p.legs.filter((l) => l.amount !== 0);
  for (const l of legs)
    if (!Number.isSafeInteger(l.amount)) throw new Error(`ledger: amount ${l.amount} is not a safe integer`);
  const ids = await accountIds(
    tx,
    legs.map((l) => l.account),
  );
  const sums = new Map<string, number>();
  for (const l of legs) {
    const acc = ids.get(l.account);
    if (!acc) throw new Error(`ledger: no account ${l.account}`);
    sums.set(acc.currency, (sums.get(acc.currency) ?? 0) + l.amount);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0) throw new Error(`ledger: ${p.kind} does not balance in ${currency} (${sum})`);

  const [header] = await tx
    .insert(ledgerTransactions)
    .values({ kind: p.kind, memo: p.memo, refId: p.refId, createdAt: p.at })
    .returning({ id: ledgerTransactions.id });
  if (!header) throw new Error('ledger: transaction not created');
  const after = new Map<string, number>();
  // Lock accounts in id order so two transfers between the same accounts cannot deadlock.
  const ordered = [...legs].sort((a, b) => (ids.get(a.account)?.id ?? 0) - (ids.get(b.account)?.id ?? 0));
  for (const leg of ordered) {
    const accountId = ids.get(leg.account)?.id ?? 0;
    const [row] = await rows<{ balance: string | number }>(
      tx,
      sql`UPDATE ledger_accounts SET balance = balance + ${leg.amount}
          WHERE id = ${accountId} AND (allow_negative OR balance + ${leg.amount} >= 0)
          RETURNING balance`,
    );
    if (!row) throw new InsufficientFunds(leg.account);
    const balance = Number(row.balance);
    after.set(leg.account, balance);
    await tx.insert(ledgerEntries).values({
      transactionId: header.id,
      accountId,
      amount: leg.amount,
      balanceAfter: balance,
      createdAt: p.at,
    });
  }
  return { transactionId: header.id, after };
}

/** Cached balances of a user's accounts (0 for accounts never used). */
export async function userBalances(exec: Executor, userId: number): Promise<Record<UserAccountKind, number>> {
  const found = await exec
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.userId} = ${userId}`);
  const out: Record<UserAccountKind, number> = { available: 0, frozen: 0, score: 0, score_frozen: 0 };
  for (const a of found) if (a.kind !== 'system') out[a.kind] = Number(a.balance);
  return out;
}

export interface Audit {
  /** Accounts whose cached balance differs from the sum of their entries. */
  mismatched: { code: string; balance: number; sum: number }[];
  /** Non-external accounts below zero. */
  negative: string[];
  /** Ledger transactions whose legs do not sum to zero per currency. */
  unbalanced: number[];
  /** Sum of every money account: always 0. */
  moneyTotal: number;
  balances: Map<string, number>;
}

/** Checks the whole ledger (tests and the `ledger` operator command). */
export async function auditLedger(exec: Executor): Promise<Audit> {
  const accounts = await rows<{
    code: string;
    balance: string;
    sum: string;
    allow_negative: boolean;
    currency: string;
  }>(
    exec,
    sql`SELECT a.code, a.balance, a.allow_negative, a.currency, COALESCE(SUM(e.amount), 0) AS sum
        FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        GROUP BY a.id ORDER BY a.id`,
  );
  const unbalanced = await rows<{ id: string }>(
    exec,
    sql`SELECT e.transaction_id AS id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        GROUP BY e.transaction_id, a.currency HAVING SUM(e.amount) <> 0`,
  );
  const balances = new Map<string, number>();
  let moneyTotal = 0;
  for (const a of accounts) {
    balances.set(a.code, Number(a.balance));
    if (a.currency === 'money') moneyTotal += Number(a.balance);
  }
  return {
    mismatched: accounts
      .filter((a) => Number(a.balance) !== Number(a.sum))
      .map((a) => ({ code: a.code, balance: Number(a.balance), sum: Number(a.sum) })),
    negative: accounts.filter((a) => !a.allow_negative && Number(a.balance) < 0).map((a) => a.code),
    unbalanced: unbalanced.map((u) => Number(u.id)),
    moneyTotal,
    balances,
  };
}
