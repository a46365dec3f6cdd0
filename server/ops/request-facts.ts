// What one request was, for its log line and its metrics: the route pattern it matched (never the
// raw URL, which can carry a phone in its query) and the reason code of a refused answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const REASON = Symbol('gavel.reason');
type WithReason = FastifyRequest & { [REASON]?: string };

/** The matched route pattern, e.g. /api/front/buyProduct; `unmatched` for a 404 outside every route. */
export function callOf(req: FastifyRequest): string {
  return req.routeOptions.url ?? 'unmatched';
}

export function reasonOf(req: FastifyRequest): string | undefined {
  return (req as WithReason)[REASON];
}

const REASON_IN_ENVELOPE = /"reason":"([a-z_]{1,64})"/;

/** Reads the reason code of every refused JSON answer (the envelope's `reason`) as it is sent. */
export function captureReasons(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const m = REASON_IN_ENVELOPE.exec(payload);
      if (m?.[1]) (req as WithReason)[REASON] = m[1];
    }
    return payload;
  });
}
