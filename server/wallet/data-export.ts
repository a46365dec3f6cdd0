// The wallet's part of the user's data export (docs/privacy.md): the card (masked as
// GetUserBankInfo answers it), every ledger entry and every application, in the shapes of the
// wallet's own reads. Every query here is filtered by the user's id (queries.ts).
import type { Executor } from '../db/client';
import { ALL_ROWS } from '../db/paging';
import { privateUrlSigner } from '../uploads';
import type { Config } from '../config';
import { toRecharge, toRefund, toWithdraw } from './applications';
import { toApi as toBankCard } from './bank-routes';
import { toLedgerEntries } from './ledger-entries';
import { findBankCard, ledgerPage, rechargePage, scoreRefundPage, withdrawPage } from './queries';

export async function walletRecordsOf(
  exec: Executor,
  ctx: { config: Pick<Config, 'jwtSecret'>; now: () => Date },
  userId: number,
) {
  const card = await findBankCard(exec, userId);
  const ledger = await ledgerPage(exec, userId, ALL_ROWS);
  // A recharge's receipt photo is private: a signed URL, like RechargePage's, good for minutes.
  const sign = privateUrlSigner(ctx, userId);
  return {
    bankCard: card ? toBankCard(card) : null,
    ledger: await toLedgerEntries(exec, userId, ledger.items),
    recharges: (await rechargePage(exec, userId, ALL_ROWS)).items.map((r) => toRecharge(r, sign)),
    withdrawals: (await withdrawPage(exec, userId, ALL_ROWS)).items.map(toWithdraw),
    scoreRefunds: (await scoreRefundPage(exec, userId, ALL_ROWS)).items.map(toRefund),
  };
}
