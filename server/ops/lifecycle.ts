// The process's place in a rolling restart: serving, then draining (SIGTERM: /readyz says no, every
// answer carries `Connection: close` so the proxy stops reusing this process's connections), then
// closed. main.ts starts draining before it closes the app.
import type { FastifyInstance } from 'fastify';

export interface Lifecycle {
  draining(): boolean;
  /** Stop being ready; in-flight requests still finish (app.close() waits for them). */
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function registerLifecycle(app: FastifyInstance): Lifecycle {
  let draining = false;
  const lifecycle: Lifecycle = {
    draining: () => draining,
    startDraining: () => {
      draining = true;
    },
  };
  app.decorate('lifecycle', lifecycle);
  // A kept-alive connection to a draining process would carry the proxy's next request here; close
  // it after this answer so the next one opens a connection to a process that is staying.
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return lifecycle;
}
