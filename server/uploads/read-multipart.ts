// Reads a multipart request: the single file in field `file` plus any text fields, in any order.
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD } from '@/lib/api/schemas/upload';
import { fileError } from './store';
import { MAX_UPLOAD_BYTES } from './limits';

export interface MultipartUpload {
  buffer: Buffer;
  filename: string;
  fields: Record<string, string>;
}

function isCode(e: unknown, code: string): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === code;
}

export async function readUpload(req: FastifyRequest): Promise<MultipartUpload> {
  if (!req.isMultipart())
    throw fileError(`is required: send multipart/form-data with the image in field "${UPLOAD_FIELD}"`);
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FIELD) {
          part.file.resume();
          continue;
        }
        file = { buffer: await part.toBuffer(), filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (isCode(e, 'FST_REQ_FILE_TOO_LARGE'))
      throw fileError(`exceeds size limit (${MAX_UPLOAD_BYTES / 1024 / 1024} MiB)`);
    if (isCode(e, 'FST_FILES_LIMIT')) throw fileError('send one file per request');
    if (
      isCode(e, 'FST_INVALID_MULTIPART_CONTENT_TYPE') ||
      isCode(e, 'FST_PARTS_LIMIT') ||
      isCode(e, 'FST_FIELDS_LIMIT')
    ) {
      throw fileError('the multipart body is malformed');
    }
    throw e;
  }
  if (!file) throw fileError(`is required in field "${UPLOAD_FIELD}"`);
  return { ...file, fields };
}
