// The whole account number a withdrawal is paid to (issue 42 #1): the queues show it masked to
// everyone, so finance could not pay one. One application at a time, finance and admin only (the
// contract's roles), and every read is an audit row written in the same transaction as the read:
// there is no way to see the number that leaves no trace of who looked, at what and when.
import { eq } from 'drizzle-orm';
import { recordOperatorAction } from '../operator/operator-api';
import { withdrawApplications } from '../db/schema';
import { withTx } from '../db/tx';
import { notFound } from '../http/errors';
import type { OperatorHandlers } from '../operator/operator-group';

export const walletRevealHandlers = {
  revealApplication: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      const t = withdrawApplications;
      const [a] = await tx
        .select({ id: t.id, userId: t.userId, bankName: t.bankName, holderName: t.holderName, account: t.cardNumber })
        .from(t)
        .where(eq(t.id, body.id));
      if (!a) throw notFound('Withdrawal application');
      // Who looked at what; never the number itself (the audit log is read by every role).
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'withdraw.reveal',
        target: `withdraw:${a.id}`,
        details: { userId: a.userId, known: a.account !== null },
      });
      return {
        type: 'withdraw' as const,
        id: a.id,
        bankName: a.bankName,
        holderName: a.holderName,
        account: a.account,
      };
    }),
} satisfies Partial<OperatorHandlers<'queues'>>;
