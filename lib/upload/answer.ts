// Reads what an upload endpoint answered: our envelope (uploadImages) or the storage host's
// `{ code, msg, data: { url } }`. Success needs an HTTP status of 200–299.
import type { Contract } from '@/lib/api/client/contract-loader';
import { CODES } from '@/lib/api/codes';

export type UploadAnswer = { ok: true; url: string; thumb: string } | { ok: false; message: string | null };

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

/** The server's own words (`msg`, or our envelope's `message`), when it gave any. */
export function serverMessage(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  for (const key of ['msg', 'message']) {
    const text = record[key];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return null;
}

/** `contract`: the zod half of the contract (contract-loader.ts), which the caller has loaded. */
export function readUploadAnswer(
  status: number,
  body: string,
  { anyEnvelope, storageUploadResponse, uploadedImage }: Contract,
): UploadAnswer {
  const json = parseJson(body);
  const message = serverMessage(json);
  if (status < 200 || status > 299) return { ok: false, message };
  const env = anyEnvelope.safeParse(json);
  if (env.success && 'result' in (json as object)) {
    if (env.data.code !== CODES.ok) return { ok: false, message };
    const image = uploadedImage.safeParse(env.data.result);
    if (image.success) return { ok: true, url: image.data.url, thumb: image.data.thumb };
    const loose = storageUploadResponse.shape.data.safeParse(env.data.result);
    if (loose.success && loose.data) return { ok: true, url: loose.data.url, thumb: loose.data.url };
    return { ok: false, message };
  }
  const storage = storageUploadResponse.safeParse(json);
  if (storage.success && storage.data.code === CODES.ok && storage.data.data) {
    return { ok: true, url: storage.data.data.url, thumb: storage.data.data.url };
  }
  return { ok: false, message };
}
