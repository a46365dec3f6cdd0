// The wallet calls: applyRecharge, RechargePage, ApplyWithdraw, ApplyScoreTiYanRefund, WalletsPage.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { checkPayPassword } from '../auth';
import {
  bankCards,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  rechargeApplications,
  scoreRefundApplications,
  withdrawApplications,
} from '../db/schema';
import { fieldError } from '../http/errors';
import { mapPage, readPage } from '../db/paging';
import { registerCall } from '../http/register-call';
import { applyRecharge, applyScoreRefund, applyWithdraw, toRecharge, toRefund, toWithdraw } from './applications';
import { userAccount } from './ledger';
import { privateUrlSigner } from '../uploads';

export function walletRoutes(app: FastifyInstance): void {
  registerCall(app, calls.applyRecharge, async (input, ctx) => {
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
  });

  registerCall(app, calls.RechargePage, async ({ page, pageSize, status }, ctx) => {
    const userId = ctx.userId();
    const cond = status
      ? and(eq(rechargeApplications.userId, userId), eq(rechargeApplications.status, status))
      : eq(rechargeApplications.userId, userId);
    const found = await readPage(
      { page, pageSize },
      ctx.db.select({ n: count() }).from(rechargeApplications).where(cond),
      (limit, offset) =>
        ctx.db
          .select()
          .from(rechargeApplications)
          .where(cond)
          .orderBy(desc(rechargeApplications.id))
          .limit(limit)
          .offset(offset),
    );
    const sign = privateUrlSigner(ctx, userId);
    return mapPage(found, (r) => toRecharge(r, sign));
  });

  registerCall(app, calls.ApplyWithdraw, async (input, ctx) => {
    const userId = ctx.userId();
    await checkPayPassword(ctx, userId, input.payPassword);
    const [card] = await ctx.db.select().from(bankCards).where(eq(bankCards.userId, userId));
    if (!card) throw fieldError(422, 'no_bank_card', 'bankCard', 'save a withdrawal card first');
    // The pay password is not part of what identifies the request (nor stored with its key).
    const maxPending = ctx.config.pendingApplicationsMax;
    return ctx.once((tx) => applyWithdraw(tx, { userId, amount: input.amount, card, now: ctx.now(), maxPending }), {
      amount: input.amount,
    });
  });

  registerCall(app, calls.ApplyScoreTiYanRefund, (input, ctx) =>
    ctx.once((tx) =>
      applyScoreRefund(tx, {
        userId: ctx.userId(),
        points: input.points,
        note: input.note,
        now: ctx.now(),
        maxPending: ctx.config.pendingApplicationsMax,
      }),
    ),
  );

  // The user's own withdrawals and score refunds, newest first: always filtered by the caller.
  registerCall(app, calls.WithdrawPage, async ({ page, pageSize, status }, ctx) => {
    const t = withdrawApplications;
    const userId = ctx.userId();
    const cond = status ? and(eq(t.userId, userId), eq(t.status, status)) : eq(t.userId, userId);
    const found = await readPage(
      { page, pageSize },
      ctx.db.select({ n: count() }).from(t).where(cond),
      (limit, offset) => ctx.db.select().from(t).where(cond).orderBy(desc(t.id)).limit(limit).offset(offset),
    );
    return mapPage(found, toWithdraw);
  });

  registerCall(app, calls.ScoreRefundPage, async ({ page, pageSize, status }, ctx) => {
    const t = scoreRefundApplications;
    const userId = ctx.userId();
    const cond = status ? and(eq(t.userId, userId), eq(t.status, status)) : eq(t.userId, userId);
    const found = await readPage(
      { page, pageSize },
      ctx.db.select({ n: count() }).from(t).where(cond),
      (limit, offset) => ctx.db.select().from(t).where(cond).orderBy(desc(t.id)).limit(limit).offset(offset),
    );
    return mapPage(found, toRefund);
  });

  registerCall(app, calls.WalletsPage, async ({ page, pageSize, kind }, ctx) => {
    const code = userAccount(ctx.userId(), 'available');
    const cond = kind
      ? and(eq(ledgerAccounts.code, code), eq(ledgerTransactions.kind, kind))
      : eq(ledgerAccounts.code, code);
    const found = await readPage(
      { page, pageSize },
      ctx.db
        .select({ n: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(cond),
      (limit, offset) =>
        ctx.db
          .select({ entry: ledgerEntries, tx: ledgerTransactions })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(cond)
          .orderBy(desc(ledgerEntries.id))
          .limit(limit)
          .offset(offset),
    );
    const items = found.items;
    // Where each withdrawal on this page stands now, so a rejected one's hold is not "Held".
    const withdrawIds = items
      .filter(({ tx }) => tx.kind === 'withdraw_hold' || tx.kind === 'withdraw_release')
      .flatMap(({ tx }) => (tx.refId === null ? [] : [tx.refId]));
    const withdrawals = new Map(
      withdrawIds.length === 0
        ? []
        : (
            await ctx.db
              .select({ id: withdrawApplications.id, status: withdrawApplications.status })
              .from(withdrawApplications)
              .where(and(eq(withdrawApplications.userId, ctx.userId()), inArray(withdrawApplications.id, withdrawIds)))
          ).map((w) => [w.id, w.status]),
    );
    return {
      items: items.map(({ entry, tx }) => ({
        id: entry.id,
        kind: tx.kind as 'recharge' | 'purchase' | 'sale' | 'withdraw_hold' | 'withdraw_release' | 'adjustment',
        amount: entry.amount,
        balanceAfter: entry.balanceAfter,
        memo: tx.memo.slice(0, 200),
        refId: tx.refId,
        applicationStatus:
          (tx.kind === 'withdraw_hold' || tx.kind === 'withdraw_release') && tx.refId !== null
            ? (withdrawals.get(tx.refId) ?? null)
            : null,
        createdAt: entry.createdAt.toISOString(),
      })),
      total: found.total,
      page,
      pageSize,
    };
  });
}
