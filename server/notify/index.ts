// The notification system's place in the app: its calls, and the process's outbox worker (stopped
// before the database closes).
import type { FastifyInstance } from 'fastify';
import { notifyRoutes } from './routes';
import { deliverInApp, startOutboxWorker } from './worker';

export function registerNotifications(app: FastifyInstance): void {
  notifyRoutes(app);
  const ctx = app.ctx;
  let worker: ReturnType<typeof startOutboxWorker> | null = null;
  app.addHook('onReady', (done) => {
    worker = startOutboxWorker(ctx, [{ run: () => deliverInApp(ctx) }]);
    done();
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}
