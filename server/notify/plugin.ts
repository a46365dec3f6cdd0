// The notification system's place in the app: the notify group's plugin (notification centre,
// settings, push subscriptions, watchlist) and the process's outbox worker (stopped before the
// database closes).
import type { FastifyInstance } from 'fastify';
import { defineCallGroup } from '../http/call-group';
import { deliverPush, PUSH_BATCH, pushCalls } from './push';
import { privateEndpointsAllowed } from './push-env';
import { notifyCalls } from './routes';
import { watchCalls } from './watch-routes';
import { runWindowSoon, WINDOW_SOON_EVERY_MS } from './window-soon';
import { deliverInApp, startOutboxWorker } from './worker';

export const notifyPlugin = defineCallGroup('notify', { ...notifyCalls, ...pushCalls, ...watchCalls });

/** The outbox worker and the "window opens soon" timer, on the root (application hooks). */
export function startNotifications(app: FastifyInstance): void {
  const ctx = app.ctx;
  // PUSH_ALLOW_PRIVATE_ENDPOINTS in production: refuse to start (push-env.ts).
  privateEndpointsAllowed(ctx.config);
  // Ends the sends still open when the app closes (a push service that never answers).
  const stopPush = new AbortController();
  let worker: ReturnType<typeof startOutboxWorker> | null = null;
  let soon: NodeJS.Timeout | null = null;
  app.addHook('onReady', (done) => {
    worker = startOutboxWorker(ctx, [
      { run: () => deliverInApp(ctx) },
      { run: () => deliverPush(ctx, { stop: stopPush.signal }), batch: PUSH_BATCH },
    ]);
    soon = setInterval(() => {
      runWindowSoon(ctx, ctx.now()).catch((e: unknown) => ctx.log.warn({ err: e }, 'window opens soon'));
    }, WINDOW_SOON_EVERY_MS);
    soon.unref();
    done();
  });
  app.addHook('preClose', async () => {
    if (soon) clearInterval(soon);
    stopPush.abort();
    await worker?.stop();
  });
}
