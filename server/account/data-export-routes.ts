// "Download my data" (issue 37 #6, docs/privacy.md): RequestDataExport and DownloadDataExport.
//
// A request issues a one-time token, at most one per DATA_EXPORT_EVERY_MINUTES per user (counted
// in rate_events under the bucket's lock, so two requests at once in any process spend one slot
// between them). The download spends the token with one conditional UPDATE (a second download
// with it is refused, `export_used`, in any process) and builds the document in the same
// transaction from the signed-in user's own rows, through each feature's own query (every one
// filtered by the user's id): no copy of the data is stored, and only the token's hash is. Nothing
// here logs the document or the token.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { DATA_EXPORT_EVERY_MINUTES, DATA_EXPORT_VALID_MINUTES } from '@/lib/api/limits';
import { DATA_EXPORT_VERSION } from '@/lib/api/schemas/data-export';
import { acceptancesOf, readerOf } from '../content';
import { dataExportTokens } from '../db/schema';
import { withTx } from '../db/tx';
import type { CallHandlers } from '../http/call-group';
import { ApiError, notFound, tooMany } from '../http/errors';
import { rateHit } from '../http/rate-limit';
import { messagesWrittenBy } from '../chat';
import { ordersOf } from '../market';
import { afterSaleRecordsOf } from '../aftersale';
import { allNotificationsOf } from '../notify';
import { walletRecordsOf } from '../wallet';
import { toApi as toAddress } from './address-routes';
import { loadInfo } from './profile-routes';
import { listAddresses } from './queries';

const MINUTE = 60_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const gone = (reason: 'export_used' | 'export_expired', message: string) => new ApiError(410, message, { reason });

export const dataExportCalls = {
  RequestDataExport: async (_input, ctx) => {
    const userId = ctx.userId();
    const now = ctx.now();
    const every = DATA_EXPORT_EVERY_MINUTES * MINUTE;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_VALID_MINUTES * MINUTE);
    return withTx(ctx.db, async (tx) => {
      const hit = await rateHit(tx, `data-export:${userId}`, [{ windowMs: every, max: 1 }], now);
      if (!hit.ok)
        throw tooMany('One data export per few minutes: wait, then prepare a new one', hit.retryAfterSeconds);
      // A new token retires the user's earlier unused ones: one download is on offer at a time.
      await tx
        .update(dataExportTokens)
        .set({ usedAt: now })
        .where(and(eq(dataExportTokens.userId, userId), isNull(dataExportTokens.usedAt)));
      await tx.insert(dataExportTokens).values({ tokenHash: hashOf(token), userId, createdAt: now, expiresAt });
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        nextAt: new Date(now.getTime() + every).toISOString(),
      };
    });
  },

  DownloadDataExport: async ({ token }, ctx) => {
    const userId = ctx.userId();
    const now = ctx.now();
    const tokenHash = hashOf(token);
    const reader = readerOf(ctx);
    return withTx(ctx.db, async (tx) => {
      const mine = and(eq(dataExportTokens.tokenHash, tokenHash), eq(dataExportTokens.userId, userId));
      const [spent] = await tx
        .update(dataExportTokens)
        .set({ usedAt: now })
        .where(and(mine, isNull(dataExportTokens.usedAt), gt(dataExportTokens.expiresAt, now)))
        .returning({ userId: dataExportTokens.userId });
      if (!spent) {
        // Someone else's token answers as an unknown one: the two must not differ.
        const [row] = await tx.select().from(dataExportTokens).where(mine);
        if (!row) throw notFound('Data export');
        if (row.usedAt) throw gone('export_used', 'this download was already used: prepare a new one');
        throw gone('export_expired', 'this download has expired: prepare a new one');
      }
      // Built inside the transaction that spent the token: a failure leaves it unspent.
      const wallet = await walletRecordsOf(tx, ctx, userId);
      return {
        version: DATA_EXPORT_VERSION,
        generatedAt: now.toISOString(),
        profile: await loadInfo(tx, userId, reader, 'full'),
        addresses: (await listAddresses(tx, userId)).map(toAddress),
        bankCard: wallet.bankCard,
        orders: await ordersOf(tx, reader, userId),
        afterSale: await afterSaleRecordsOf(tx, ctx, userId),
        ledger: wallet.ledger,
        applications: {
          recharges: wallet.recharges,
          withdrawals: wallet.withdrawals,
          scoreRefunds: wallet.scoreRefunds,
        },
        acceptances: await acceptancesOf(tx, userId),
        notifications: await allNotificationsOf(tx, reader, userId),
        chatMessages: await messagesWrittenBy(tx, userId),
      };
    });
  },
} satisfies Partial<CallHandlers<'account'>>;
