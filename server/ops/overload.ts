// Overload protection (@fastify/under-pressure): when the event loop's delay passes the limit,
// requests are refused at once with 503 + Retry-After (an envelope with reason `unavailable`)
// instead of queueing until every client times out. /healthz and /metrics still answer: the
// process is alive, and the operator wants to see why it sheds. Only the API and the WebSocket
// are shed, decided on the route the router matched: the app's own files (pages, scripts,
// stylesheets, photos) are read from disk, precompressed, and cost little; a page whose scripts or
// stylesheet were refused breaks outright (seen: a 503 for every chunk under a loaded machine),
// while a refused read shows its error state with Retry and the service worker keeps the rest.
// A page's inlined reads (inline-reads.ts) go through the API and are shed with it: the page then
// goes out as exported.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { HEALTH_PATH } from './health';
import { METRICS_PATH, type Metrics } from './metrics';

export interface OverloadOptions {
  /** Event-loop delay (ms) above which requests are shed; 0: never. */
  maxEventLoopDelayMs: number;
  /** How often the delay is measured (ms). */
  sampleIntervalMs?: number;
  /** Seconds the client is told to wait. */
  retryAfterS?: number;
}

const EXEMPT = new Set([HEALTH_PATH, METRICS_PATH]);

/** What may be shed: the API's calls and the WebSocket, by the route the router matched. */
export function sheddable(route: string | undefined): boolean {
  if (route === undefined || EXEMPT.has(route)) return false;
  return route.startsWith('/api/') || route === '/ws';
}

export async function registerOverload(app: FastifyInstance, opts: OverloadOptions, metrics: Metrics): Promise<void> {
  if (opts.maxEventLoopDelayMs <= 0) return;
  const retryAfter = opts.retryAfterS ?? 5;
  const sampleInterval = opts.sampleIntervalMs ?? 250;
  // Start-up (loading code, migrations) holds the loop for a while; what was measured then says
  // nothing about serving. Shedding is armed two samples after the app is ready.
  let armed = false;
  app.addHook('onReady', (done) => {
    setTimeout(() => (armed = true), 2 * sampleInterval).unref();
    done();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    sampleInterval,
    retryAfter,
    // A rejected promise goes to fastify's error handler: the usual envelope, with the header.
    pressureHandler: (req) => {
      if (!armed || !sheddable(req.routeOptions.url)) return;
      metrics.shed.inc();
      return Promise.reject(
        new ApiError(503, 'The server is busy: try again shortly', {
          reason: 'unavailable',
          headers: { 'retry-after': String(retryAfter) },
        }),
      );
    },
  });
}
