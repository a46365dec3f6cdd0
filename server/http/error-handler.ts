// One error handler and one not-found handler: every failure is an envelope, none carries a stack.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { reasonForStatus, type FieldErrors } from '@/lib/api/reasons';
import { issueRule } from '@/lib/api/rules';
import { errorEnvelope } from './envelope';
import { ApiError, badRequest } from './errors';
import { API_CSP, HELMET_HEADERS, PERMISSIONS_POLICY } from './security-headers';

/** fastify-type-provider-zod's validation entry: the zod issue spread over keyword and params. */
interface Issue {
  keyword: string;
  instancePath: string;
  message: string;
  params?: Record<string, unknown>;
}

/** "phone" for a body field, "query" when the whole query is wrong; dots for nested paths. */
function fieldOf(issue: Issue, context: string | undefined): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  // Same spelling as the contract's pathText: items[0].name.
  const p = parts.reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
  return p || (context === 'querystring' ? 'query' : (context ?? 'body'));
}

/**
 * The PostgreSQL SQLSTATE of a database error anywhere in the cause chain (drizzle wraps the
 * driver's error in one whose message holds the query and its parameters).
 */
export function databaseErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && /^\d\d/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether the error carries query text or parameters (drizzle's "Failed query … params:"). */
function carriesQuery(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    if ('params' in e || 'query' in e) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * fastify's `frameworkErrors`: what its router refuses before any route or hook runs, chiefly a
 * path whose percent-encoding is not valid UTF-8 (`/%c0`). The same envelope as other bad input,
 * never echoing the bytes; the security headers are set here because no onRequest hook ran.
 */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const bad = err.code === 'FST_ERR_BAD_URL';
  const e = badRequest(bad ? 'url' : 'request', bad ? 'is not a valid URL' : 'cannot be routed', 'format');
  reply.headers(HELMET_HEADERS);
  reply.header('content-security-policy', API_CSP).header('permissions-policy', PERMISSIONS_POLICY);
  void reply
    .code(e.status)
    .send(errorEnvelope(e.status, e.message, { reason: e.reason, errors: e.errors, fields: e.fields }));
}

export function installErrorHandlers(app: FastifyInstance, outDir: string): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      const fields: FieldErrors = {};
      for (const issue of err.validation as unknown as Issue[]) {
        const field = fieldOf(issue, err.validationContext);
        (errors[field] ??= []).push(issue.message);
        fields[field] ??= issueRule({ ...issue.params, code: issue.keyword });
      }
      const [first] = Object.entries(errors);
      const message = first ? `${first[0]}: ${first[1][0] ?? 'invalid'}` : 'Invalid request';
      return reply.code(400).send(errorEnvelope(400, message, { reason: 'invalid_input', errors, fields }));
    }
    if (err instanceof ApiError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .code(err.status)
        .send(errorEnvelope(err.status, err.message, { reason: err.reason, errors: err.errors, fields: err.fields }));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large).
      const field = err.code?.startsWith('FST_ERR_CTP') ? 'body' : 'request';
      // Too large or the wrong media type is still a malformed body for the client: 400.
      const code = status === 413 || status === 415 ? 400 : status;
      return reply.code(code).send(
        errorEnvelope(code, `${field}: ${err.message}`, {
          reason: reasonForStatus(code),
          errors: { [field]: [err.message] },
          fields: { [field]: { rule: status === 413 ? 'max_length' : 'format' } },
        }),
      );
    }
    const call = `${req.method} ${req.routeOptions.url ?? '(no route)'}`;
    const dbCode = databaseErrorCode(err);
    // Class 22 (data exception: a NUL byte, a number out of range, a bad encoding) and 54 (a
    // program limit) come from what the client sent, not from a bug: a 400, never a 500.
    if (dbCode && (dbCode.startsWith('22') || dbCode.startsWith('54'))) {
      req.log.warn({ call, dbCode }, 'database refused a value');
      const e = badRequest('request', 'contains a value that cannot be stored');
      return reply
        .code(e.status)
        .send(errorEnvelope(e.status, e.message, { reason: e.reason, errors: e.errors, fields: e.fields }));
    }
    // Never log a query's parameters (card and ID numbers, phones): the code and the call only.
    if (dbCode || carriesQuery(err)) req.log.error({ call, dbCode: dbCode ?? null }, 'database error');
    else req.log.error({ call, err }, 'unexpected error');
    return reply.code(500).send(errorEnvelope(500, 'Internal server error', { reason: 'internal' }));
  });

  // Read once: /pages/... deep links land here, and the exported app does not change while we run
  // (app.ts serves out/ only if it existed at start, too).
  const notFoundFile = path.join(outDir, '404.html');
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : 'Not found';
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/')) {
      return reply.code(404).send(errorEnvelope(404, `No such call: ${req.method} ${url}`, { reason: 'not_found' }));
    }
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
  });
}
