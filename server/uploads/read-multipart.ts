// Reads a multipart request: the single file in field `file` plus any text fields. Whatever the
// parser throws is the client's malformed body (a 400 naming `file`), never a 500.
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD } from '@/lib/api/limits';
import { fileError } from './store';
import { MAX_UPLOAD_BYTES } from './limits';

export interface MultipartUpload {
  buffer: Buffer;
  filename: string;
  fields: Record<string, string>;
}

export interface ReadOptions {
  /**
   * Runs with the text fields sent before the file, before a byte of the file is read: the
   * storage host checks its key here, so an unauthenticated upload never buffers 5 MiB.
   */
  beforeFile?: (fields: Record<string, string>) => Promise<void>;
}

function codeOf(e: unknown): unknown {
  return typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
}

/** The parser's failure as the client's error. */
function parseError(e: unknown) {
  const code = codeOf(e);
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return fileError(`exceeds size limit (${MAX_UPLOAD_BYTES / 1024 / 1024} MiB)`, 'file_size');
  if (code === 'FST_FILES_LIMIT') return fileError('send one file per request');
  return fileError('the multipart body is malformed');
}

/** Marks errors thrown by `beforeFile`, which are not parse errors and pass through unchanged. */
class Passthrough extends Error {
  constructor(readonly error: unknown) {
    super('passthrough');
  }
}

export async function readUpload(req: FastifyRequest, opts: ReadOptions = {}): Promise<MultipartUpload> {
  if (!req.isMultipart())
    throw fileError(`is required: send multipart/form-data with the image in field "${UPLOAD_FIELD}"`, 'required');
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FIELD || file) {
          part.file.resume();
          continue;
        }
        if (opts.beforeFile) {
          try {
            await opts.beforeFile(fields);
          } catch (e) {
            part.file.resume();
            throw new Passthrough(e);
          }
        }
        file = { buffer: await part.toBuffer(), filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof Passthrough) throw e.error;
    throw parseError(e);
  }
  if (!file) throw fileError(`is required in field "${UPLOAD_FIELD}"`, 'required');
  return { ...file, fields };
}
