// An image URL a user hands back to us (identity photos, a recharge receipt) must be one that
// user uploaded through the upload call: served at /uploads/<name>, owned by them.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { uploads } from '../db/schema';
import { badRequest } from '../http/errors';

const UPLOAD_PREFIX = '/uploads/';

export async function requireOwnUpload(tx: Tx, userId: number, field: string, url: string): Promise<void> {
  const name = url.startsWith(UPLOAD_PREFIX) ? url.slice(UPLOAD_PREFIX.length) : null;
  if (!name || !/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(name))
    throw badRequest(field, `must be a URL under ${UPLOAD_PREFIX} from the upload call`, 'uploaded_image');
  const [own] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.storedName, name), eq(uploads.userId, userId)));
  if (!own) throw badRequest(field, 'must be an image you uploaded', 'uploaded_image');
}
