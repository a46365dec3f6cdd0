// Operator API for the wallet: list and decide applications, read a user's ledger. There is no
// route that creates money: balances grow only through approved recharges and sales.
import { desc, eq, type SQL } from 'drizzle-orm';
import { operatorLedgerEntries } from './queries';
import { queueItem, queuePage } from './queue';
import { rechargeApplications, scoreRefundApplications, withdrawApplications } from '../db/schema';
import { readPageRows } from '../db/paging';
import { withTx } from '../db/tx';
import { badRequest, notFound } from '../http/errors';
import { toRecharge, toRefund, toWithdraw } from './applications';
import { privateUrlSigner } from '../uploads';
import { findUser, findUserByPhone } from '../auth';
import { auditLedger, userBalances } from './ledger';
import { moneyTx } from '../db/money-tx';
import { decide } from './review';
import type { OperatorHandlers } from '../operator/operator-group';
import { walletRevealHandlers } from './reveal';

export const walletQueueHandlers = {
  ...walletRevealHandlers,

  applicationList: async (query, ctx) => {
    if (query.type === 'recharge') {
      const t = rechargeApplications;
      const cond: SQL | undefined = query.status ? eq(t.status, query.status) : undefined;
      const items = await readPageRows(query, ctx.db.select().from(t).where(cond).orderBy(desc(t.id)));
      const sign = privateUrlSigner(ctx, 'op');
      return items.map((r) => ({ ...toRecharge(r, sign), userId: r.userId, payerName: r.payerName }));
    }
    if (query.type === 'withdraw') {
      const t = withdrawApplications;
      const cond: SQL | undefined = query.status ? eq(t.status, query.status) : undefined;
      const items = await readPageRows(query, ctx.db.select().from(t).where(cond).orderBy(desc(t.id)));
      return items.map((w) => ({ ...toWithdraw(w), userId: w.userId, bankName: w.bankName, holderName: w.holderName }));
    }
    const t = scoreRefundApplications;
    const cond: SQL | undefined = query.status ? eq(t.status, query.status) : undefined;
    const items = await readPageRows(query, ctx.db.select().from(t).where(cond).orderBy(desc(t.id)));
    return items.map((s) => ({ ...toRefund(s), userId: s.userId, note: s.note }));
  },

  decideApplication: async (body, ctx) => {
    const view = { role: ctx.role, sign: privateUrlSigner(ctx, 'op'), dualApprovalAbove: ctx.config.dualApprovalAbove };
    const decided = await moneyTx(ctx.db, (tx) =>
      decide(tx, {
        ...body,
        operator: ctx.operator,
        now: ctx.now(),
        dualApprovalAbove: ctx.config.dualApprovalAbove,
      }),
    );
    const item = await queueItem(ctx.db, body.type, body.id, view);
    // The CLI's lines read the older fields (amount or points, status, proofImage) from the same answer.
    return { ...item, outcome: decided.outcome, ...(item.type === 'recharge' ? { proofImage: item.receipt } : {}) };
  },

  queueApplications: (query, ctx) =>
    queuePage(ctx.db, query, {
      role: ctx.role,
      sign: privateUrlSigner(ctx, 'op'),
      dualApprovalAbove: ctx.config.dualApprovalAbove,
    }),

  ledger: async (query, ctx) =>
    withTx(ctx.db, async (tx) => {
      if (query.phone === undefined && query.userId === undefined) {
        throw badRequest('phone', 'give phone or userId', 'required');
      }
      const user =
        query.userId !== undefined ? await findUser(tx, query.userId) : await findUserByPhone(tx, query.phone ?? '');
      if (!user) throw notFound('User');
      const entries = await operatorLedgerEntries(tx, user.id, query.limit);
      const audit = await auditLedger(tx);
      return {
        userId: user.id,
        balances: await userBalances(tx, user.id),
        entries,
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
} satisfies Partial<OperatorHandlers<'queues'>>;
