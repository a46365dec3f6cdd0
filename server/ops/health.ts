// /healthz (the process answers) and /readyz (it should get traffic: database reachable,
// migrations applied, not draining). Cheap enough to poll every second: /readyz runs `SELECT 1`
// and nothing else. Their request lines are debug-level (ops/request-log.ts): polling floods no log.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** How long /readyz waits for the database before it says no. */
const DB_TIMEOUT_MS = 2000;

export function registerHealth(app: FastifyInstance): void {
  // No caching anywhere between the prober and us.
  const headers = { 'cache-control': 'no-store' };
  app.get(HEALTH_PATH, async (_req, reply) => {
    return reply.headers(headers).send({ status: 'ok' });
  });
  app.get(READY_PATH, async (_req, reply) => {
    reply.headers(headers);
    // buildApp migrates before it registers any route, so a process that answers here has its
    // migrations applied; what can change afterwards is the database and the draining state.
    if (app.lifecycle.draining()) return reply.code(503).send({ status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.ctx.db.execute(sql`SELECT 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), DB_TIMEOUT_MS);
        }),
      ]);
    } catch {
      return reply.code(503).send({ status: 'database_unreachable' });
    } finally {
      clearTimeout(timer);
    }
    return reply.send({ status: 'ready' });
  });
}
