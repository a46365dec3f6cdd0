// Minimal CORS for the API: bearer tokens travel in headers (no cookies), so any origin may call,
// and the rotated tokens must be readable by the client script. Which routes are open is decided
// on the route the router matched (its `cors` config), never on the raw URL: an encoded spelling
// of an operator path matches an operator route, which is never open.
import type { FastifyInstance, FastifyReply } from 'fastify';

const ALLOW_HEADERS = 'authorization, x-authorization, content-type, idempotency-key';
const EXPOSE_HEADERS = 'access-token, x-access-token, retry-after';

export function registerCors(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.config?.cors !== true) return payload;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', EXPOSE_HEADERS);
    return payload;
  });
}

function preflight(_req: unknown, reply: FastifyReply) {
  return reply
    .code(204)
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'GET, POST, OPTIONS')
    .header('access-control-allow-headers', ALLOW_HEADERS)
    .header('access-control-max-age', '600')
    .send();
}

/** Answers the browser's preflight for one CORS-open route (registered beside the route itself). */
export function allowPreflight(app: FastifyInstance, url: string): void {
  app.options(url, { config: { cors: true } }, preflight);
}
