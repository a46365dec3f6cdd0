// The wallet feature's public module: the balance summary and the operator's decisions (used by
// the seed's demo recharge).
export { getWalletSummary } from './summary';
export { decide, grantScore } from './review';
export { auditLedger, userBalances } from './ledger';
export { operatorLedgerEntries } from './queries';
