// The notification system's place in the app: its calls, and the process's outbox worker (stopped
// before the database closes).
import type { FastifyInstance } from 'fastify';
import { deliverPush, pushRoutes } from './push';
import { notifyRoutes } from './routes';
import { runWindowSoon, WINDOW_SOON_EVERY_MS } from './window-soon';
import { deliverInApp, startOutboxWorker } from './worker';

export function registerNotifications(app: FastifyInstance): void {
  notifyRoutes(app);
  pushRoutes(app);
  const ctx = app.ctx;
  let worker: ReturnType<typeof startOutboxWorker> | null = null;
  let soon: NodeJS.Timeout | null = null;
  app.addHook('onReady', (done) => {
    worker = startOutboxWorker(ctx, [{ run: () => deliverInApp(ctx) }, { run: () => deliverPush(ctx) }]);
    soon = setInterval(() => {
      runWindowSoon(ctx, ctx.now()).catch((e: unknown) => ctx.log.warn({ err: e }, 'window opens soon'));
    }, WINDOW_SOON_EVERY_MS);
    soon.unref();
    done();
  });
  app.addHook('preClose', async () => {
    if (soon) clearInterval(soon);
    await worker?.stop();
  });
}
