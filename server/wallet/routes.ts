// The wallet calls: applyRecharge, RechargePage, ApplyWithdraw, ApplyScoreTiYanRefund, WalletsPage.
import { checkPayPassword } from '../auth';
import { fieldError } from '../http/errors';
import { mapPage } from '../db/paging';
import type { CallHandlers } from '../http/call-group';
import { applyRecharge, applyScoreRefund, applyWithdraw, toRecharge, toRefund, toWithdraw } from './applications';
import { findBankCard, ledgerPage, rechargePage, scoreRefundPage, withdrawPage } from './queries';
import { toLedgerEntries } from './ledger-entries';
import { privateUrlSigner } from '../uploads';

export const walletCalls = {
  applyRecharge: async (input, ctx) => {
    const userId = ctx.userId();
    const r = await ctx.once((tx) =>
      applyRecharge(tx, {
        ...input,
        userId,
        now: ctx.now(),
        limits: ctx.config.recharge,
        files: ctx.config,
        maxPending: ctx.config.pendingApplicationsMax,
      }),
    );
    // Signed after the once: a replayed answer gets a fresh URL too.
    return { ...r, proofImage: r.proofImage === null ? null : privateUrlSigner(ctx, userId)(r.proofImage) };
  },

  RechargePage: async (q, ctx) => {
    const userId = ctx.userId();
    const sign = privateUrlSigner(ctx, userId);
    return mapPage(await rechargePage(ctx.db, userId, q), (r) => toRecharge(r, sign));
  },

  ApplyWithdraw: async (input, ctx) => {
    const userId = ctx.userId();
    await checkPayPassword(ctx, userId, input.payPassword);
    const card = await findBankCard(ctx.db, userId);
    if (!card) throw fieldError(422, 'no_bank_card', 'bankCard', 'save a withdrawal card first');
    // The pay password is not part of what identifies the request (nor stored with its key).
    const maxPending = ctx.config.pendingApplicationsMax;
    return ctx.once((tx) => applyWithdraw(tx, { userId, amount: input.amount, card, now: ctx.now(), maxPending }), {
      amount: input.amount,
    });
  },

  ApplyScoreTiYanRefund: (input, ctx) =>
    ctx.once((tx) =>
      applyScoreRefund(tx, {
        userId: ctx.userId(),
        points: input.points,
        note: input.note,
        now: ctx.now(),
        maxPending: ctx.config.pendingApplicationsMax,
      }),
    ),

  // The user's own withdrawals and score refunds, newest first: always filtered by the caller.
  WithdrawPage: async (q, ctx) => mapPage(await withdrawPage(ctx.db, ctx.userId(), q), toWithdraw),

  ScoreRefundPage: async (q, ctx) => mapPage(await scoreRefundPage(ctx.db, ctx.userId(), q), toRefund),

  WalletsPage: async (q, ctx) => {
    const userId = ctx.userId();
    const found = await ledgerPage(ctx.db, userId, q);
    return { ...found, items: await toLedgerEntries(ctx.db, userId, found.items) };
  },
} satisfies Partial<CallHandlers<'wallet'>>;
