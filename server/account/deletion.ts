// Deleting an account (issue 37 #7), in one transaction: lock the user's row and money accounts,
// check the blockers again under those locks, erase or delete every personal column
// (server/account/personal-data.ts says which, and why the rest is kept), end every session
// (their sockets close when the transaction commits), free the phone, record it in the audit
// log. The user's uploaded files go after the commit: a rollback must not lose a file whose row
// is still there.
//
// The users row stays as a pseudonymous tombstone: the ledger, orders and applications refer to
// its id and are kept for the retention period (docs/privacy.md "Deleting an account").
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { EventBus } from '../ports/event-bus';
import type { Config } from '../config';
import { rows, type Tx } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { recordOperatorAction } from '../operator/operator-api';
import { privateUploadsDir, uploadsDir } from '../paths';
import { revokeOtherSessions } from '../auth';
import { thumbNameOf } from '../uploads';
import { deletionBlockers } from './deletion-blockers';

/** The phone a deleted account keeps: no real phone matches it (PHONE_PATTERN has no colon). */
export const tombstonePhone = (userId: number) => `deleted:${userId}`;
/** Neither a code anyone can type (invitation codes are letters and digits) nor a person's. */
const tombstoneCode = (userId: number) => `deleted:${userId}`;
/** Never shown to a buyer (the account cannot sign in); the console shows the deletion date. */
const TOMBSTONE_NICKNAME = '—';

export interface Deleted {
  /** The stored names of the user's uploads, to delete from disk after the commit. */
  files: string[];
}

/**
 * Deletes `userId`'s account in `tx`, or throws 409 with the first blocker as the reason (the
 * screen reads them all with GetAccountDeletionBlockers).
 */
export async function deleteAccount(tx: Tx, bus: EventBus, userId: number, now: Date): Promise<Deleted> {
  // The user's row first, then the money accounts: the order setFrozen and refuseIfFrozen take
  // them in. FOR UPDATE (not NO KEY UPDATE): the phone, a unique key, changes.
  const [user] = await rows<{ phone: string; deleted_at: Date | null }>(
    tx,
    sql`SELECT phone, deleted_at FROM users WHERE id = ${userId} FOR UPDATE`,
  );
  if (!user || user.deleted_at !== null) throw notFound('User');
  // A buy, consignment or withdrawal in flight holds these; once they are ours none can commit
  // before the blockers below are read, and after the commit every move reads frozen_at (below).
  await tx.execute(sql`SELECT id FROM ledger_accounts WHERE user_id = ${userId} ORDER BY id FOR UPDATE`);
  const blockers = await deletionBlockers(tx, userId);
  if (blockers[0]) throw conflict(`The account cannot be deleted yet: ${blockers.join(', ')}`, blockers[0]);

  const files = (
    await rows<{ stored_name: string }>(tx, sql`SELECT stored_name FROM uploads WHERE user_id = ${userId}`)
  ).map((r) => r.stored_name);

  // Every erased or deleted column of server/account/personal-data.ts, table by table.
  await tx.execute(sql`
    UPDATE users SET
      phone = ${tombstonePhone(userId)}, password_hash = NULL, pay_password_hash = NULL,
      nickname = ${TOMBSTONE_NICKNAME}, avatar = NULL, invitation_code = ${tombstoneCode(userId)},
      inviter_id = NULL, frozen_reason = NULL, last_sign_in_at = NULL,
      frozen_at = ${now}, deleted_at = ${now}
    WHERE id = ${userId}`);
  // People this user invited keep their accounts; they simply have no inviter any more.
  await tx.execute(sql`UPDATE users SET inviter_id = NULL WHERE inviter_id = ${userId}`);
  await tx.execute(sql`DELETE FROM sms_codes WHERE phone = ${user.phone}`);
  await tx.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM data_export_tokens WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM addresses WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM bank_cards WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM identities WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM uploads WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM upload_keys WHERE user_id = ${userId}`);
  await tx.execute(
    sql`UPDATE recharge_applications SET proof_image = NULL, payer_name = NULL WHERE user_id = ${userId}`,
  );
  await tx.execute(
    sql`UPDATE withdraw_applications SET holder_name = '', card_number = NULL WHERE user_id = ${userId}`,
  );
  await tx.execute(sql`UPDATE score_refund_applications SET note = NULL WHERE user_id = ${userId}`);
  await tx.execute(sql`UPDATE after_sale_cases SET pending_note = NULL WHERE user_id = ${userId}`);
  await tx.execute(
    sql`UPDATE after_sale_events SET text = NULL, photos = '[]'::jsonb, note = NULL WHERE user_id = ${userId}`,
  );
  await tx.execute(sql`DELETE FROM chat_members WHERE user_id = ${userId}`);
  // Emptied rather than nulled: a message holds exactly one of text and photo (a CHECK).
  await tx.execute(sql`
    UPDATE chat_messages SET deleted = true,
      body = CASE WHEN body IS NULL THEN NULL ELSE '' END,
      image_url = CASE WHEN image_url IS NULL THEN NULL ELSE '' END
    WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM chat_rate_buckets WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM watches WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM notifications WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM outbox WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM notification_settings WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM push_subscriptions WHERE user_id = ${userId}`);

  // Every session ends; once committed, the bus closes the user's sockets in every process.
  await revokeOtherSessions(tx, bus, userId, null, now);
  await recordOperatorAction(tx, {
    operator: `user:${userId}`,
    action: 'user.delete',
    target: `user:${userId}`,
    details: { userId, files: files.length },
  });
  return { files };
}

/** After the commit: the user's uploaded files and their thumbnails, public or private. */
export async function deleteUploadFiles(config: Pick<Config, 'dataDir'>, names: string[]): Promise<void> {
  const dirs = [uploadsDir(config), privateUploadsDir(config)];
  await Promise.all(
    names.flatMap((name) =>
      dirs.flatMap((dir) =>
        [name, thumbNameOf(name)].map((file) =>
          unlink(path.join(dir, file)).catch((e: NodeJS.ErrnoException) => {
            if (e.code !== 'ENOENT') throw e;
          }),
        ),
      ),
    ),
  );
}
