// The user's withdrawal card (SaveUserBankInfo / GetUserBankInfo) and the platform's receiving
// accounts (GetBankInfo). Card numbers are never logged and leave the server masked.
import { maskCardNumber } from '@/lib/format/card';
import { checkPayPassword, refuseIfFrozen } from '../auth';
import { moneyTextsFor, readerOf } from '../content';
import { withTx } from '../db/tx';
import type { bankCards } from '../db/schema';
import type { CallHandlers } from '../http/call-group';
import { activePlatformAccounts, findBankCard, upsertBankCard } from './queries';

type Card = typeof bankCards.$inferSelect;
/** The card as the contract shows it: the number masked except the last four (also the data export). */
export const toApi = (c: Card) => ({
  bankName: c.bankName,
  holderName: c.holderName,
  cardNumber: maskCardNumber(c.cardNumber),
  last4: c.cardNumber.slice(-4),
  branch: c.branch || null,
  updatedAt: c.updatedAt.toISOString(),
});

export const bankCalls = {
  GetUserBankInfo: async (_input, ctx) => {
    const card = await findBankCard(ctx.db, ctx.userId());
    return card ? toApi(card) : null;
  },

  SaveUserBankInfo: async ({ payPassword, ...card }, ctx) => {
    const userId = ctx.userId();
    await checkPayPassword(ctx, userId, payPassword);
    const values = { ...card, branch: card.branch ?? '', updatedAt: ctx.now() };
    const saved = await withTx(ctx.db, async (tx) => {
      // A frozen account may not move the card its withdrawals go to (account_frozen, as withdraw).
      await refuseIfFrozen(tx, userId);
      return upsertBankCard(tx, userId, values);
    });
    if (!saved) throw new Error('bank card upsert returned nothing');
    return toApi(saved);
  },

  GetBankInfo: async (_input, ctx) => {
    const accounts = await activePlatformAccounts(ctx.db);
    // The instructions and each branch in the reader's language (issue 41 #3); the bank's and the
    // holder's names and the number are never translated.
    const texts = await moneyTextsFor(ctx.db, readerOf(ctx), accounts, ctx.config.recharge.instructions);
    return {
      accounts: accounts.map((a, i) => {
        const branch = texts.branches[i] ?? null;
        return {
          id: a.id,
          bankName: a.bankName,
          accountName: a.accountName,
          accountNumber: a.accountNumber,
          branch: branch?.text ?? null,
          ...(branch ? { lang: { branch: branch.lang } } : {}),
        };
      }),
      minAmount: ctx.config.recharge.min,
      maxAmount: ctx.config.recharge.max,
      instructions: texts.instructions.text,
      lang: { instructions: texts.instructions.lang },
    };
  },
} satisfies Partial<CallHandlers<'wallet'>>;
