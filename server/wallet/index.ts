// The wallet feature's public module: the balance summary and the operator's decisions (used by
// the seed's demo recharge).
export { getWalletSummary } from './summary';
export { decide, grantScore, refundFromPlatform, refuseDependentApprover } from './review';
export { auditLedger, userBalances } from './ledger';
export { availableBalanceOf } from './available-balance';
export { operatorLedgerEntries } from './queries';
export { moneyTotalsPerDay, type MoneyTotals } from './daily-totals';
export { pendingApplications, type QueueAge } from './pending-queues';
export { walletRecordsOf } from './data-export';
// The operator exports (server/admin/exports) read the ledger a keyset page at a time.
export { ledgerEntriesInRange, type LedgerExportRow } from './ledger-export';
// The start-up configuration and the first-start seed (server/seed/) write these.
export { addFirstPlatformAccount, firstPlatformAccountId, insertRechargeRequest } from './seed-rows';
// Content's editor reaches account branches through this (server/ports/text-rows.ts).
export { platformAccountTexts } from './platform-accounts';
