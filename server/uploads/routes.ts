// uploadImages (multipart, authenticated) and the storage-auth flow in which this server is its
// own storage host: storageAuth hands out a one-time key, storageUpload takes the file with it.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STORAGE_UPLOAD_PATH } from '@/lib/api/schemas/upload';
import { ApiError, badRequest, fieldError } from '../http/errors';
import { allowPreflight } from '../http/cors';
import type { CallHandlers } from '../http/call-group';
import type { OperatorHandlers } from '../operator/operator-group';
import { claimUploadKey, insertUploadKey, type UploadKey } from './queries';
import { readUpload } from './read-multipart';
import { storeImage } from './store';
import { sweepUploads } from './sweep';
import fastifyMultipart from '@fastify/multipart';
import { recordOperatorAction } from '../operator/operator-api';
import { MAX_UPLOAD_BYTES } from './limits';

export const STORAGE_KEY_TTL_MS = 10 * 60_000;
/** What storageAuth hands out: 24 random bytes, base64url. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

export const uploadCalls = {
  uploadImages: async (_input, ctx) => {
    const userId = ctx.userId();
    const upload = await readUpload(ctx.req);
    return storeImage(ctx, { userId }, upload.buffer, upload.filename);
  },

  storageAuth: async ({ filename }, ctx) => {
    const key = randomBytes(24).toString('base64url');
    const expiresAt = new Date(ctx.now().getTime() + STORAGE_KEY_TTL_MS);
    await insertUploadKey(ctx.db, { key, userId: ctx.userId(), filename, expiresAt });
    return { params: { host: STORAGE_UPLOAD_PATH, key }, expiresAt: expiresAt.toISOString() };
  },
} satisfies CallHandlers<'upload'>;

export function storageUploadRoute(app: FastifyInstance): void {
  // The storage host answers the spec's upload response `{ code, msg, data: { url } }`, not the
  // envelope, so it is a plain route; the one-time key is its authentication.
  allowPreflight(app, STORAGE_UPLOAD_PATH);
  app.post(STORAGE_UPLOAD_PATH, { config: { cors: true } }, async (req, reply) => {
    const ctx = app.ctx;
    try {
      const now = ctx.now();
      let claimed: UploadKey | undefined;
      // The key must come before the file (the client sends fields first): it is claimed before
      // a byte of the file is read, so nobody without a key makes the server buffer 5 MiB.
      const upload = await readUpload(req, {
        beforeFile: async (fields) => {
          const key = fields.key;
          if (!key) throw badRequest('key', 'is required before the file', 'required');
          if (KEY_SHAPE.test(key)) {
            claimed = await claimUploadKey(ctx.db, key, now);
          }
          if (!claimed) throw fieldError(401, 'not_logged_in', 'key', 'is unknown, used or expired', 'invalid');
        },
      });
      if (!claimed) throw badRequest('key', 'is required before the file', 'required');
      const stored = await storeImage(ctx, { userId: claimed.userId }, upload.buffer, claimed.filename);
      return { code: 200, msg: 'ok', data: { url: stored.url } };
    } catch (e) {
      if (e instanceof ApiError) {
        return reply.code(e.status).send({ code: e.status, msg: e.message, data: null });
      }
      throw e;
    }
  });
}

/** POST …/uploads/sweep: the unused-upload clean-up now (`npm run admin -- uploads sweep`). */
export const uploadsSweepHandlers = {
  uploadsSweep: (body, ctx) => sweepUploads(ctx, body.hours, ctx.operator),
} satisfies Partial<OperatorHandlers<'upkeep'>>;

/**
 * POST …/uploads/images: an operator's product photo, through the very checks a buyer's upload
 * gets (storeImage), owned by the operator and audited. Served from a child context of its own
 * (productPhotoScope), where alone multipart is parsed, so every other operator route still
 * refuses a multipart body.
 */
export const productPhotoHandlers = {
  productPhotoUpload: async (_input, ctx) => {
    const upload = await readUpload(ctx.req);
    return storeImage(ctx, { operator: ctx.operator }, upload.buffer, upload.filename, (tx, image) =>
      recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'upload.product_photo',
        target: `upload:${image.url.slice('/uploads/'.length)}`,
        details: { name: image.name, type: image.type, size: image.size },
        after: { url: image.url },
      }),
    );
  },
} satisfies Partial<OperatorHandlers<'catalogue'>>;

/** The product photo upload's own context: the multipart parser, one file. */
export const productPhotoScope = {
  calls: ['productPhotoUpload'] as const,
  setup: async (photos: FastifyInstance) => {
    await photos.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  },
};
