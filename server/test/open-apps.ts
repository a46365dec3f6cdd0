// Every test app a file built and has not closed. The server test files share a worker process
// (vitest `isolate: false`, vitest.config.ts), so an app a test forgot to close would keep its
// in-memory database (a PGlite heap, hundreds of MB) and its timers alive into the next file:
// close-open-apps.ts closes what is left after each file.
import type { FastifyInstance } from 'fastify';

const open = new Set<FastifyInstance>();

export function trackApp(app: FastifyInstance): FastifyInstance {
  open.add(app);
  app.addHook('onClose', (_instance, done) => {
    open.delete(app);
    done();
  });
  return app;
}

export async function closeOpenApps(): Promise<void> {
  const left = [...open];
  open.clear();
  await Promise.all(left.map((app) => app.close()));
}
