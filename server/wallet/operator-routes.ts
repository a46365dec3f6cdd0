// Operator API for the wallet: list and decide applications, read a user's ledger. There is no
// route that creates money: balances grow only through approved recharges and sales.
import { desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applicationStatus, id } from '@/lib/api/schemas/common';
import { rechargeRejectionReason, rejectionReason } from '@/lib/api/schemas/wallet';
import { operatorRoute } from '../admin/operator-api';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  rechargeApplications,
  scoreRefundApplications,
  users,
  withdrawApplications,
} from '../db/schema';
import { withTx } from '../db/tx';
import { notFound } from '../http/errors';
import { toRecharge, toRefund, toWithdraw } from './applications';
import { privateUrlSigner } from '../uploads';
import { auditLedger, userBalances } from './ledger';
import { moneyTx } from '../db/money-tx';
import { decide } from './review';

const type = z.enum(['recharge', 'withdraw', 'refund']);
const listQuery = z.object({
  type,
  status: applicationStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
const decideBody = z
  .object({
    type,
    id,
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().min(1).max(200).optional(),
    /** The code the user sees translated (default `other`); recharges have their own set. */
    reasonCode: z.enum([...new Set([...rejectionReason.options, ...rechargeRejectionReason.options])]).optional(),
  })
  .refine((b) => b.decision === 'approve' || b.reason !== undefined || b.reasonCode !== undefined, {
    message: 'is required to reject',
    path: ['reason'],
  })
  .refine(
    (b) =>
      b.reasonCode === undefined ||
      (b.type === 'recharge' ? rechargeRejectionReason : rejectionReason).safeParse(b.reasonCode).success,
    { message: 'is not a reason for this type', path: ['reasonCode'] },
  );

export function walletOperatorRoutes(app: FastifyInstance): void {
  operatorRoute(app, { method: 'GET', path: '/applications', query: listQuery }, async ({ query }, ctx) => {
    const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
    if (query.type === 'recharge') {
      const t = rechargeApplications;
      const cond: SQL | undefined = query.status ? eq(t.status, query.status) : undefined;
      const items = await ctx.db.select().from(t).where(cond).orderBy(desc(t.id)).limit(page.limit).offset(page.offset);
      const sign = privateUrlSigner(ctx, 'op');
      return items.map((r) => ({ ...toRecharge(r, sign), userId: r.userId, payerName: r.payerName }));
    }
    if (query.type === 'withdraw') {
      const t = withdrawApplications;
      const cond: SQL | undefined = query.status ? eq(t.status, query.status) : undefined;
      const items = await ctx.db.select().from(t).where(cond).orderBy(desc(t.id)).limit(page.limit).offset(page.offset);
      return items.map((w) => ({ ...toWithdraw(w), userId: w.userId, bankName: w.bankName, holderName: w.holderName }));
    }
    const t = scoreRefundApplications;
    const cond: SQL | undefined = query.status ? eq(t.status, query.status) : undefined;
    const items = await ctx.db.select().from(t).where(cond).orderBy(desc(t.id)).limit(page.limit).offset(page.offset);
    return items.map((s) => ({ ...toRefund(s), userId: s.userId, note: s.note }));
  });

  operatorRoute(app, { method: 'POST', path: '/applications/decide', body: decideBody }, ({ body }, ctx) =>
    moneyTx(ctx.db, (tx) => decide(tx, { ...body, operator: ctx.operator, now: ctx.now() })).then((a) =>
      'proofImage' in a && typeof a.proofImage === 'string'
        ? { ...a, proofImage: privateUrlSigner(ctx, 'op')(a.proofImage) }
        : a,
    ),
  );

  const ledgerQuery = z.object({
    phone: z.string().min(1).max(20),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  });
  operatorRoute(app, { method: 'GET', path: '/ledger', query: ledgerQuery }, async ({ query }, ctx) =>
    withTx(ctx.db, async (tx) => {
      const [user] = await tx
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(eq(users.phone, query.phone));
      if (!user) throw notFound('User');
      const entries = await tx
        .select({
          id: ledgerEntries.id,
          account: ledgerAccounts.code,
          kind: ledgerTransactions.kind,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          memo: ledgerTransactions.memo,
          refId: ledgerTransactions.refId,
          at: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(ledgerAccounts.userId, user.id))
        .orderBy(desc(ledgerEntries.id))
        .limit(query.limit);
      const audit = await auditLedger(tx);
      return {
        userId: user.id,
        balances: await userBalances(tx, user.id),
        entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
        audit: {
          ok:
            audit.mismatched.length === 0 &&
            audit.negative.length === 0 &&
            audit.unbalanced.length === 0 &&
            audit.moneyTotal === 0,
          ...audit,
          balances: undefined,
        },
      };
    }),
  );
}
