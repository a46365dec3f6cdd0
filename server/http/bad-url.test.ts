// A URL whose percent-encoding is not valid UTF-8 (/%c0) is bad input like any other: the envelope
// (400, invalid_input, the field `url`) with the same security headers as every other answer, not
// fastify's own JSON without them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { HELMET_HEADERS } from './security-headers';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('a malformed percent-encoded path', () => {
  it.each(['/%c0', '/api/front/getProduct%c0', '/uploads/%E0%A4%A', '/en/%ff/'])(
    '%s answers the 400 envelope with the security headers',
    async (url) => {
      const r = await h.app.inject({ method: 'GET', url });
      const normal = await h.app.inject({ method: 'GET', url: '/api/front/no-such-call' });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, reason: 'invalid_input', fields: { url: { rule: 'format' } } });
      for (const [name, value] of Object.entries(HELMET_HEADERS)) expect(r.headers[name]).toBe(value);
      for (const name of ['content-security-policy', 'permissions-policy'])
        expect(r.headers[name]).toBe(normal.headers[name]);
      // The bad bytes are not echoed back.
      expect(r.body).not.toContain('%c0');
    },
  );
});
