// Minimal CORS for the API: bearer tokens travel in headers (no cookies), so any origin may call,
// and the rotated tokens must be readable by the client script.
import type { FastifyInstance } from 'fastify';

const ALLOW_HEADERS = 'authorization, x-authorization, content-type, idempotency-key';
const EXPOSE_HEADERS = 'access-token, x-access-token, retry-after';

export function registerCors(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/admin/')) return payload;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', EXPOSE_HEADERS);
    return payload;
  });
  app.options('/api/*', (req, reply) => {
    if (req.url.startsWith('/api/admin/')) return reply.code(404).send();
    return reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', ALLOW_HEADERS)
      .header('access-control-max-age', '600')
      .send();
  });
}
