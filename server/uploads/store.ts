// Image storage on the local disk (DATA_DIR/uploads): the type comes from the file's first bytes,
// never from its name or the client's MIME type; names are random; a real thumbnail is made.
import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { uploadsDir } from '../paths';
import type { AppContext } from '../context';
import { uploads } from '../db/schema';
import type { Rule } from '@/lib/api/reasons';
import { fieldError, tooMany } from '../http/errors';
import { rateHit } from '../http/rate-limit';
import { withTx } from '../db/tx';
import type { Tx } from '../db/client';
import { MAX_INPUT_PIXELS, UPLOAD_LIMITS } from './limits';

export const THUMB_WIDTH = 320;

const KINDS = [
  {
    type: 'image/png',
    ext: 'png',
    test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    ext: 'gif',
    test: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function sniffImage(buffer: Buffer) {
  return KINDS.find((k) => k.test(buffer));
}

/** A refused file: 400 invalid_file, the rule says whether its type or its size was wrong. */
export const fileError = (message: string, rule: Rule = 'file_type') =>
  fieldError(400, 'invalid_file', 'file', message, rule);

/**
 * Too many pixels to decode (its own reason: the file is a fine image, only too big; the field
 * rule is the reason, as for other refusals naming a field). 413: the content is too large.
 */
export const imageTooLarge = () =>
  fieldError(413, 'image_too_large', 'file', `must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);

export interface StoredImage {
  url: string;
  thumb: string;
  size: number;
  name: string;
  type: string;
}

/** Keeps a display name: no folders, no control characters, at most 255 characters. */
export function cleanName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return (base || 'image').slice(0, 255);
}

/**
 * The image re-encoded in its own format without any metadata: sharp writes none unless asked
 * (withMetadata / withExif / keepIccProfile), and converts to sRGB. The EXIF orientation is
 * applied to the pixels first (autoOrient), since dropping the tag would show a photo on its side.
 * An animation keeps its frames (an EXIF rotation of a multi-frame image is not applied).
 */
export async function withoutMetadata(buffer: Buffer, ext: string, pages = 1): Promise<Buffer> {
  const animated = pages > 1;
  const image = sharp(buffer, { animated, autoOrient: !animated, limitInputPixels: MAX_INPUT_PIXELS });
  switch (ext) {
    case 'jpg':
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      throw new Error(`no encoder for ${ext}`);
  }
}

/** Who uploads: a buyer (their own photos) or an operator (product photos, from the console or a token). */
export type UploadOwner = { userId: number } | { operator: string };

const ownerKey = (owner: UploadOwner) =>
  'userId' in owner ? `upload:user:${owner.userId}` : `upload:operator:${owner.operator}`;

/**
 * Every upload goes through here, whoever sends it: the type sniffed from the bytes, the quota,
 * the decoded-size limit, the re-encode without metadata and a thumbnail. `record` runs in the
 * transaction that inserts the upload's row (an operator's audit entry commits with it).
 */
export async function storeImage(
  ctx: AppContext,
  owner: UploadOwner,
  buffer: Buffer,
  originalName: string,
  record?: (tx: Tx, image: StoredImage) => Promise<void>,
): Promise<StoredImage> {
  if (buffer.length === 0) throw fileError('is empty');
  const kind = sniffImage(buffer);
  if (!kind) throw fileError('must be a PNG, JPEG, WebP or GIF image');
  // The per-user quota, spent before any decoding work (and atomically, across processes).
  const quota = await withTx(ctx.db, (tx) => rateHit(tx, ownerKey(owner), UPLOAD_LIMITS, ctx.now()));
  if (!quota.ok) throw tooMany('Too many uploads: try again later', quota.retryAfterSeconds);
  let pixels: number;
  let pages: number;
  try {
    const meta = await sharp(buffer).metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
    pages = meta.pages ?? 1;
  } catch {
    throw fileError('is not a readable image');
  }
  // Every frame of an animation is decoded: the limit counts them all, and says so (not file_type).
  if (pixels * pages > MAX_INPUT_PIXELS) throw imageTooLarge();
  const id = randomBytes(16).toString('hex');
  const storedName = `${id}.${kind.ext}`;
  const thumbName = `${id}.thumb.webp`;
  const dir = uploadsDir(ctx.config);
  let thumb: Buffer;
  let stored: Buffer;
  try {
    thumb = await sharp(buffer, { animated: false, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    // What is kept is re-encoded, never the bytes sent: no EXIF (GPS, artist, description), XMP,
    // IPTC, ICC or text chunks survive, and the pixels come out upright.
    stored = await withoutMetadata(buffer, kind.ext, pages);
  } catch {
    // Right magic bytes but not decodable: a corrupt or disguised file.
    throw fileError('is not a readable image');
  }
  await writeFile(path.join(dir, storedName), stored, { flag: 'wx' });
  await writeFile(path.join(dir, thumbName), thumb, { flag: 'wx' });
  const name = cleanName(originalName);
  const image = {
    url: `/uploads/${storedName}`,
    thumb: `/uploads/${thumbName}`,
    size: stored.length,
    name,
    type: kind.type,
  };
  const row = {
    ...('userId' in owner ? { userId: owner.userId } : { operator: owner.operator }),
    storedName,
    originalName: name,
    mime: kind.type,
    size: stored.length,
    createdAt: ctx.now(),
  };
  try {
    await withTx(ctx.db, async (tx) => {
      await tx.insert(uploads).values(row);
      await record?.(tx, image);
    });
  } catch (e) {
    await Promise.allSettled([unlink(path.join(dir, storedName)), unlink(path.join(dir, thumbName))]);
    throw e;
  }
  return image;
}
