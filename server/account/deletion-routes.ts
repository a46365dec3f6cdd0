// GetAccountDeletionBlockers and DeleteAccount (issue 37 #7). The screen reads the blockers first,
// so it can say what stands in the way before asking for anything; DeleteAccount then asks for
// the password (its own failure budget, as ChangePassword's) and an SMS code of its own purpose
// (GetMobileCodeDeleteAccount), and checks the blockers again inside its transaction.
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import { withTx } from '../db/tx';
import { conflict, fieldError, notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { countOldPasswordTry, requireCode, verifyPassword } from '../auth';
import { deletionBlockers } from './deletion-blockers';
import { deleteAccount, deleteUploadFiles } from './deletion';

export const deletionCalls = {
  GetAccountDeletionBlockers: async (_input, ctx) => ({ blockers: await deletionBlockers(ctx.db, ctx.userId()) }),

  DeleteAccount: async ({ password, code }, ctx) => {
    const userId = ctx.userId();
    const [user] = await rows<{ phone: string; password_hash: string | null }>(
      ctx.db,
      sql`SELECT phone, password_hash FROM users WHERE id = ${userId} AND deleted_at IS NULL`,
    );
    if (!user) throw notFound('User');
    // Refused before the secrets are checked, so an account that cannot go does not spend its
    // code; checked again, under locks, inside the transaction.
    const early = await deletionBlockers(ctx.db, userId);
    if (early[0]) throw conflict(`The account cannot be deleted yet: ${early.join(', ')}`, early[0]);
    const attempt = await countOldPasswordTry(ctx, userId);
    if (!(await verifyPassword(user.password_hash, password)))
      throw fieldError(422, 'wrong_password', 'password', 'is wrong');
    await attempt.succeeded();
    await requireCode(ctx, user.phone, 'delete_account', code);
    const { files } = await withTx(ctx.db, (tx) => deleteAccount(tx, ctx.bus, userId, ctx.now()));
    await deleteUploadFiles(ctx.config, files).catch((e: unknown) =>
      // The rows are gone: the unused-upload sweep removes a file left behind.
      ctx.req.log.error({ err: e instanceof Error ? e.message : String(e) }, 'deleted account: an upload file stayed'),
    );
    ctx.req.log.info({ userId }, 'account deleted by its owner');
    return { ok: true as const };
  },
} satisfies Partial<CallHandlers<'account'>>;
