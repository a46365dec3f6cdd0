// An image URL a user hands back to us (identity photos, a recharge receipt, a chat image) must
// be one that user uploaded through the upload call: /uploads/<name> as the upload answered it,
// or (a resubmission) the signed /uploads/private/<name>?… a read answered. Claiming it marks the
// upload referenced under a row lock, so the unused-upload sweep (sweep.ts) either waits for us
// and then leaves it alone, or deleted it first and we refuse the URL.
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { uploads } from '../db/schema';
import { badRequest } from '../http/errors';
import { moveToPrivate, privateRef, PRIVATE_URL_PREFIX, UPLOAD_NAME } from './private';

const UPLOAD_PREFIX = '/uploads/';

/** The upload's stored name in one of the URLs we hand out for it, else null. */
export function uploadNameOf(url: string): string | null {
  let name: string | null = null;
  if (url.startsWith(PRIVATE_URL_PREFIX)) name = url.slice(PRIVATE_URL_PREFIX.length).split('?')[0] ?? null;
  else if (url.startsWith(UPLOAD_PREFIX)) name = url.slice(UPLOAD_PREFIX.length);
  return name !== null && UPLOAD_NAME.test(name) ? name : null;
}

/** Checks that `url` is one of the user's uploads and marks it referenced; answers its stored name. */
export async function claimOwnUpload(tx: Tx, userId: number, field: string, url: string, now: Date): Promise<string> {
  const name = uploadNameOf(url);
  if (!name) throw badRequest(field, `must be a URL under ${UPLOAD_PREFIX} from the upload call`, 'uploaded_image');
  const [own] = await tx
    .update(uploads)
    .set({ referencedAt: sql`coalesce(${uploads.referencedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(uploads.storedName, name), eq(uploads.userId, userId)))
    .returning({ storedName: uploads.storedName });
  if (!own) throw badRequest(field, 'must be an image you uploaded', 'uploaded_image');
  return own.storedName;
}

/**
 * Marks any user's upload referenced (an operator's product photo), so the unused-upload sweep
 * keeps it: its stored name, or null when no upload has that name.
 */
export async function markUploadReferenced(tx: Tx, name: string): Promise<string | null> {
  const [row] = await tx
    .update(uploads)
    .set({ referencedAt: sql`coalesce(${uploads.referencedAt}, now())` })
    .where(eq(uploads.storedName, name))
    .returning({ storedName: uploads.storedName });
  return row?.storedName ?? null;
}

/**
 * The user's own upload as a private file (identity photos, payment receipts): claimed, moved out
 * of the public folder, and answered as the reference to store (`/uploads/private/<name>`), which
 * reads turn into signed URLs (private.ts).
 */
export async function claimPrivateUpload(
  tx: Tx,
  config: Pick<Config, 'dataDir'>,
  userId: number,
  field: string,
  url: string,
  now: Date,
): Promise<string> {
  const name = await claimOwnUpload(tx, userId, field, url, now);
  if (!(await moveToPrivate(config, name))) throw badRequest(field, 'must be an image you uploaded', 'uploaded_image');
  return privateRef(name);
}
