// Image upload and the storage-service flow.
import { z } from 'zod/mini';
import { named } from '../rules';
import { isoDateTime, plainString, url } from './common';
export const uploadImagesRequest = z
  .object({})
  .check(z.describe('multipart/form-data with one file in the field "file"'));

export const uploadedImage = z.object({
  url,
  thumb: url,
  /** Bytes. */
  size: z.number().check(z.int(), z.nonnegative()),
  name: z.string().check(z.maxLength(255)),
  /** MIME type, e.g. image/jpeg. */
  type: z.string().check(z.maxLength(100)),
});

/** Ours (the spec leaves the path open): GET /api/common/storageAuth?filename=… */
export const storageAuthRequest = z.object({
  filename: plainString().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(255),
    z.regex(...named(/^[^/\\]+$/, 'must be a file name without folders', 'file_name')),
  ),
});
/** POST the file to `params.host` as multipart with fields `key`, `token` (when given) and `file`. */
export const storageAuth = z.object({
  params: z.object({
    host: url,
    key: z.string().check(z.minLength(1), z.maxLength(512)),
    token: z.optional(z.string().check(z.maxLength(2048))),
  }),
  expiresAt: isoDateTime,
});

/**
 * Where the reference server's own storage host lives (what storageAuth returns as `host` when no
 * external storage service is configured). Not enveloped: it answers `storageUploadResponse`.
 */
export const STORAGE_UPLOAD_PATH = '/api/common/storageUpload';

/** What the storage host answers (the spec's upload response): `{ code, msg, data: { url } }`. */
export const storageUploadResponse = z.object({
  code: z.number().check(z.int()),
  msg: z.optional(z.string()),
  data: z.nullish(z.object({ url })),
});
