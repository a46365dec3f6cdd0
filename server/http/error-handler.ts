// One error handler and one not-found handler: every failure is an envelope, none carries a stack.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorEnvelope } from './envelope';
import { ApiError } from './errors';

interface Issue {
  instancePath: string;
  message: string;
}

/** "phone" for a body field, "query" when the whole query is wrong; dots for nested paths. */
function fieldOf(issue: Issue, context: string | undefined): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  // Same spelling as the contract's pathText: items[0].name.
  const p = parts.reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
  return p || (context === 'querystring' ? 'query' : (context ?? 'body'));
}

export function installErrorHandlers(app: FastifyInstance, outDir: string): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const issue of err.validation as Issue[]) {
        const field = fieldOf(issue, err.validationContext);
        (errors[field] ??= []).push(issue.message);
      }
      const [first] = Object.entries(errors);
      const message = first ? `${first[0]}: ${first[1][0] ?? 'invalid'}` : 'Invalid request';
      return reply.code(400).send(errorEnvelope(400, message, errors));
    }
    if (err instanceof ApiError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.status).send(errorEnvelope(err.status, err.message, err.errors));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large).
      const field = err.code?.startsWith('FST_ERR_CTP') ? 'body' : 'request';
      // Too large or the wrong media type is still a malformed body for the client: 400.
      const code = status === 413 || status === 415 ? 400 : status;
      return reply.code(code).send(errorEnvelope(code, `${field}: ${err.message}`, { [field]: [err.message] }));
    }
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send(errorEnvelope(500, 'Internal server error'));
  });

  // Read once: /pages/... deep links land here, and the exported app does not change while we run
  // (app.ts serves out/ only if it existed at start, too).
  const notFoundFile = path.join(outDir, '404.html');
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : 'Not found';
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/')) {
      return reply.code(404).send(errorEnvelope(404, `No such call: ${req.method} ${url}`));
    }
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
  });
}
