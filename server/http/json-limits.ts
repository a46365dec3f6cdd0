// Request bodies sized to the call, and a nesting limit: JSON.parse of 1 MB of `[[[…]]]` blocks
// the event loop, and no call of the contract nests deeper than a few levels.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Every body call of the contract fits (the largest, submitIdentity, is under 5 KiB). */
export const CALL_BODY_LIMIT = 16 * 1024;
/** Operator bodies carry articles (up to 200 000 characters). */
export const SERVER_BODY_LIMIT = 1024 * 1024;
export const MAX_JSON_DEPTH = 20;

/** Whether `text` opens more than `max` arrays/objects at once (strings skipped). One pass, no parse. */
export function jsonTooDeep(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** Replaces the JSON parser with fastify's own, behind the nesting check. */
export function installJsonLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTooDeep(text, MAX_JSON_DEPTH)) {
      done(badRequest('body', `nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    void parse(req, text, done);
  });
}
