// Running Gavel as a service: lifecycle (draining on SIGTERM), health probes, metrics, overload
// shedding and the one-line-per-call request log. docs/deploy.md is the operator's side.
import type { FastifyInstance } from 'fastify';
import { registerHealth } from './health';
import { registerLifecycle } from './lifecycle';
import type { Metrics } from './metrics';
import { registerOverload, type OverloadOptions } from './overload';
import { captureReasons } from './request-facts';
import { registerRequestLog } from './request-log';

export { countingSender, createMetrics, registerMetrics, type Metrics } from './metrics';
export type { OverloadOptions } from './overload';

/** Before the routes: the hooks see every request, and shedding comes first. */
export async function registerOps(
  app: FastifyInstance,
  metrics: Metrics,
  overload: Partial<OverloadOptions> = {},
): Promise<void> {
  await registerOverload(app, { maxEventLoopDelayMs: app.ctx.config.overloadMaxDelayMs, ...overload }, metrics);
  registerLifecycle(app);
  captureReasons(app);
  registerRequestLog(app);
  registerHealth(app);
}
