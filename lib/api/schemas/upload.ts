// Image upload and the storage-service flow.
import { z } from 'zod';
import { named } from '../rules';
import { isoDateTime, plainString, url } from './common';
export const uploadImagesRequest = z.object({}).describe('multipart/form-data with one file in the field "file"');

export const uploadedImage = z.object({
  url,
  thumb: url,
  /** Bytes. */
  size: z.number().int().nonnegative(),
  name: z.string().max(255),
  /** MIME type, e.g. image/jpeg. */
  type: z.string().max(100),
});

/** Ours (the spec leaves the path open): GET /api/common/storageAuth?filename=… */
export const storageAuthRequest = z.object({
  filename: plainString()
    .trim()
    .min(1)
    .max(255)
    .regex(...named(/^[^/\\]+$/, 'must be a file name without folders', 'file_name')),
});
/** POST the file to `params.host` as multipart with fields `key`, `token` (when given) and `file`. */
export const storageAuth = z.object({
  params: z.object({ host: url, key: z.string().min(1).max(512), token: z.string().max(2048).optional() }),
  expiresAt: isoDateTime,
});

/**
 * Where the reference server's own storage host lives (what storageAuth returns as `host` when no
 * external storage service is configured). Not enveloped: it answers `storageUploadResponse`.
 */
export const STORAGE_UPLOAD_PATH = '/api/common/storageUpload';

/** What the storage host answers (the spec's upload response): `{ code, msg, data: { url } }`. */
export const storageUploadResponse = z.object({
  code: z.number().int(),
  msg: z.string().optional(),
  data: z.object({ url }).nullish(),
});
