// The one limit, shared with the app's upload fields (lib/api/limits.ts).
export { MAX_UPLOAD_BYTES } from '@/lib/api/limits';
/** Decoded size limit (a small PNG can decode to gigabytes: a decompression bomb). 25 megapixels. */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Uploads per user: counted before the image is decoded, atomically (rate_events). */
export const UPLOAD_LIMITS = [
  { windowMs: 3_600_000, max: 60 },
  { windowMs: 86_400_000, max: 300 },
];
