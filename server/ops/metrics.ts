// Prometheus text at /metrics (prom-client), one registry per app. Labels name calls by their
// route pattern and refusals by reason code: never a phone, a user id or an address.
// Reachable from loopback without forwarding headers (a scraper on the machine, not a client
// coming through the proxy), or anywhere with `Authorization: Bearer <METRICS_TOKEN>`.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { calls } from '@/lib/api/registry';
import { STORAGE_UPLOAD_PATH } from '@/lib/api/schemas/upload';
import type { SmsSender } from '../ports/sms';
import { errorEnvelope } from '../http/envelope';
import { callOf, reasonOf } from './request-facts';

export const METRICS_PATH = '/metrics';

export interface Metrics {
  registry: Registry;
  requests: Histogram<'call' | 'method' | 'status'>;
  refusals: Counter<'call' | 'reason'>;
  buys: Counter<'outcome'>;
  oversellGuard: Counter;
  fanoutDelay: Histogram;
  sms: Counter<'purpose' | 'outcome'>;
  uploads: Counter<'call' | 'outcome'>;
  shed: Counter;
}

export interface MetricsSources {
  /** Open WebSocket connections (authenticated). */
  websockets: () => number;
  /** The PostgreSQL pool, when DATABASE_URL is set. */
  pool: pg.Pool | undefined;
}

const BUY_PATHS = new Set<string>([calls.buyProduct.path]);
const UPLOAD_PATHS = new Set<string>([
  ...Object.values(calls)
    .filter((c) => c.payload === 'multipart')
    .map((c) => c.path),
  STORAGE_UPLOAD_PATH,
]);
/** Refusals that mean the stock guard stopped a buy that would have oversold. */
const OVERSELL_REASONS = new Set(['sold_out', 'not_enough_stock']);

// Node's own figures (GC, heap, event-loop delay) belong to the process, not to an app: collected
// once per process into a registry of their own. prom-client never stops those collectors (a GC
// PerformanceObserver, an event-loop monitor), so one per app kept every closed app alive through
// its registry's gauges, in-memory database included (~220 MB per test app in a shared worker).
let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  processMetrics();
  const registry = new Registry();
  const r = [registry];
  return {
    registry,
    requests: new Histogram({
      name: 'gavel_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status: rate (_count) and latency',
      labelNames: ['call', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: r,
    }),
    refusals: new Counter({
      name: 'gavel_refusals_total',
      help: 'Answers with a 4xx/5xx envelope, by route pattern and reason code',
      labelNames: ['call', 'reason'],
      registers: r,
    }),
    buys: new Counter({
      name: 'gavel_buys_total',
      help: 'buyProduct answers: bought, or the refusal reason',
      labelNames: ['outcome'],
      registers: r,
    }),
    oversellGuard: new Counter({
      name: 'gavel_oversell_guard_hits_total',
      help: 'Buys refused because the stock could not cover them (the guard that prevents overselling)',
      registers: r,
    }),
    fanoutDelay: new Histogram({
      name: 'gavel_fanout_delay_seconds',
      help: 'From a chat message being stored to its frames being written to this process’s sockets',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: r,
    }),
    sms: new Counter({
      name: 'gavel_sms_total',
      help: 'SMS codes handed to the sender, by purpose and outcome',
      labelNames: ['purpose', 'outcome'],
      registers: r,
    }),
    uploads: new Counter({
      name: 'gavel_uploads_total',
      help: 'Upload requests by route pattern and outcome (stored, or the refusal reason)',
      labelNames: ['call', 'outcome'],
      registers: r,
    }),
    shed: new Counter({
      name: 'gavel_shed_total',
      help: 'Requests refused with 503 because the event loop was overloaded',
      registers: r,
    }),
  };
}

/** Gauges read when scraped. */
function registerGauges(m: Metrics, sources: MetricsSources): void {
  const r = [m.registry];
  new Gauge({
    name: 'gavel_websockets_open',
    help: 'Open, authenticated WebSocket connections on this process',
    registers: r,
    collect() {
      this.set(sources.websockets());
    },
  });
  const pool = sources.pool;
  if (!pool) return;
  new Gauge({
    name: 'gavel_db_pool_connections',
    help: 'PostgreSQL pool connections by state (in_use, idle)',
    labelNames: ['state'],
    registers: r,
    collect() {
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'gavel_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL pool connection',
    registers: r,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  // The wait itself: time from asking the pool for a client to getting one.
  const wait = new Histogram({
    name: 'gavel_db_pool_wait_seconds',
    help: 'Time a query waited for a PostgreSQL pool connection',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: r,
  });
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  type Callback = (err: unknown, client: unknown, release: unknown) => void;
  // Pool.query asks connect() with a callback, drizzle's transactions with the promise form.
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    const started = process.hrtime.bigint();
    const observe = () => wait.observe(Number(process.hrtime.bigint() - started) / 1e9);
    const [cb] = args;
    if (typeof cb === 'function') {
      return connect((err: unknown, client: unknown, release: unknown) => {
        if (!err) observe();
        (cb as Callback)(err, client, release);
      });
    }
    return (connect() as Promise<unknown>).then((client) => {
      observe();
      return client;
    });
  };
}

/** Counts every code handed to the sender (purpose is one of a few fixed words; no phone). */
export function countingSender(sender: SmsSender, m: Metrics): SmsSender {
  return {
    async send(message) {
      try {
        await sender.send(message);
        m.sms.inc({ purpose: message.purpose, outcome: 'sent' });
      } catch (e) {
        m.sms.inc({ purpose: message.purpose, outcome: 'failed' });
        throw e;
      }
    },
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function hasToken(req: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m?.[1]) return false;
  const given = Buffer.from(m[1]);
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}

/** The direct peer is this machine and no proxy says it forwarded someone else. */
function fromLoopback(req: FastifyRequest): boolean {
  const forwarded = req.headers['x-forwarded-for'] ?? req.headers.forwarded ?? req.headers['x-real-ip'];
  return forwarded === undefined && LOOPBACK.has(req.socket.remoteAddress ?? '');
}

export function registerMetrics(app: FastifyInstance, m: Metrics, sources: MetricsSources): void {
  registerGauges(m, sources);
  app.addHook('onResponse', async (req, reply) => {
    const call = callOf(req);
    if (call === METRICS_PATH) return;
    const status = reply.statusCode;
    m.requests.observe({ call, method: req.method, status: String(status) }, reply.elapsedTime / 1000);
    const reason = reasonOf(req);
    if (status >= 400) m.refusals.inc({ call, reason: reason ?? 'none' });
    if (BUY_PATHS.has(call)) {
      m.buys.inc({ outcome: status === 200 ? 'bought' : (reason ?? String(status)) });
      if (reason && OVERSELL_REASONS.has(reason)) m.oversellGuard.inc();
    }
    if (UPLOAD_PATHS.has(call))
      m.uploads.inc({ call, outcome: status === 200 ? 'stored' : (reason ?? String(status)) });
  });
  app.get(METRICS_PATH, async (req, reply) => {
    if (!fromLoopback(req) && !hasToken(req, app.ctx.config.metricsToken)) {
      return reply
        .code(403)
        .send(errorEnvelope(403, 'Metrics are served to loopback or with the metrics token', { reason: 'forbidden' }));
    }
    return reply
      .type(m.registry.contentType)
      .header('cache-control', 'no-store')
      .send((await processMetrics().metrics()) + '\n' + (await m.registry.metrics()));
  });
}
