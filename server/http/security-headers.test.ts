// The helmet headers are set from a constant: this keeps the constant equal to what
// @fastify/helmet itself sets with the same options, on answers, errors and unknown routes.
import helmet from '@fastify/helmet';
import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { HELMET_HEADERS, HELMET_OPTIONS, registerSecurityHeaders } from './security-headers';

const SECURITY = new Set(Object.keys(HELMET_HEADERS));
const own = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([k]) => SECURITY.has(k) || /^(x-|cross-origin|origin-agent|referrer|strict)/.test(k),
    ),
  );

function routes(app: FastifyInstance) {
  app.get('/ok', () => Promise.resolve({ ok: true }));
  app.get('/fails', () => Promise.reject(new Error('boom')));
}

const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

describe('helmet headers', () => {
  it('are exactly what @fastify/helmet sets with HELMET_OPTIONS, on every kind of answer', async () => {
    const plugin = fastify();
    await plugin.register(helmet, HELMET_OPTIONS);
    routes(plugin);
    const ours = fastify();
    registerSecurityHeaders(ours, '/nonexistent-out-dir');
    routes(ours);
    apps.push(plugin, ours);
    for (const url of ['/ok', '/fails', '/missing']) {
      const [a, b] = await Promise.all([plugin.inject(url), ours.inject(url)]);
      expect(a.statusCode).toBe(b.statusCode);
      expect(own(a.headers)).toEqual(HELMET_HEADERS);
      expect(own(b.headers)).toEqual(HELMET_HEADERS);
    }
  });

  it('a handler may still set one of them itself', async () => {
    const app = fastify();
    registerSecurityHeaders(app, '/nonexistent-out-dir');
    app.get('/framed', async (_req, reply) => reply.header('x-frame-options', 'SAMEORIGIN').send({ ok: true }));
    apps.push(app);
    expect((await app.inject('/framed')).headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
