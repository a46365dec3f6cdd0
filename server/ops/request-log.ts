// One log line per API call, written when its answer is sent: route pattern, status, reason code
// and time. Other paths (static files, uploads, health probes) are logged at debug only, so at
// info one page load is one line per API call it made, and probing /readyz every second adds none. (fastify's own two lines per request are
// off: they carry the raw URL, query string included.)
import type { FastifyInstance } from 'fastify';
import { callOf, reasonOf } from './request-facts';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const call = callOf(req);
    const api = call.startsWith('/api/') || call === '/ws';
    const status = reply.statusCode;
    const line = {
      call,
      method: req.method,
      status,
      ...(reasonOf(req) ? { reason: reasonOf(req) } : {}),
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    const msg = `${req.method} ${call} ${status}${line.reason ? ` ${line.reason}` : ''}`;
    if (!api) req.log.debug(line, msg);
    // 503 is the server choosing to refuse (draining, shedding): worth a warning, not an error.
    else if (status >= 500) (status === 503 ? req.log.warn : req.log.error).call(req.log, line, msg);
    else req.log.info(line, msg);
  });
}
