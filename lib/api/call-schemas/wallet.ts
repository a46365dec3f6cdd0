// The wallet calls' schemas (request, response, summary): one group of call-schemas.ts,
// a module of its own so the browser builds only the groups a screen calls (client/call-schemas.ts).
import * as wallet from '../schemas/wallet';
import { empty } from '../schemas/common';
import { schema } from './schema';

export const calls = {
  GetBankInfo: schema({
    request: empty,
    response: wallet.platformBankInfo,
    summary: 'Platform receiving accounts for recharges',
  }),
  GetUserBankInfo: schema({
    request: empty,
    response: wallet.userBankInfoResult,
    summary: "The user's own withdrawal card (masked), or null",
  }),
  SaveUserBankInfo: schema({
    request: wallet.saveUserBankInfoRequest,
    response: wallet.userBankInfo,
    summary: "Save the user's withdrawal card",
  }),
  applyRecharge: schema({
    request: wallet.applyRechargeRequest,
    response: wallet.rechargeApplication,
    summary: 'Report a transfer to a platform account',
  }),
  RechargePage: schema({
    request: wallet.rechargePageRequest,
    response: wallet.rechargePage,
    summary: 'Page through recharge applications',
  }),
  ApplyWithdraw: schema({
    request: wallet.applyWithdrawRequest,
    response: wallet.withdrawApplication,
    summary: 'Apply to withdraw to the saved card',
  }),
  ApplyScoreTiYanRefund: schema({
    request: wallet.applyScoreRefundRequest,
    response: wallet.scoreRefundApplication,
    summary: 'Apply for a refund of trial-programme score points',
  }),
  WithdrawPage: schema({
    request: wallet.withdrawPageRequest,
    response: wallet.withdrawPage,
    summary: "Page through the user's own withdrawal applications",
  }),
  ScoreRefundPage: schema({
    request: wallet.scoreRefundPageRequest,
    response: wallet.scoreRefundPage,
    summary: "Page through the user's own score refund applications",
  }),
  WalletsPage: schema({
    request: wallet.walletsPageRequest,
    response: wallet.walletsPage,
    summary: 'Page through wallet ledger entries',
  }),
};
