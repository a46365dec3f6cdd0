// buildApp for tests that need an app of their own (a config the harness does not make): the same
// app, on an in-memory database as the run's migrated template holds it (pglite-template.ts),
// reused from an app closed earlier in this worker when there is one (memory-databases.ts).
import { buildApp, type AppDeps } from '../app';
import type { Config } from '../config';
import { memoryDatabase } from './memory-databases';
import { trackApp } from './open-apps';
import { pgliteTemplate } from './pglite-template';

export async function buildTestApp(config: Config, deps: AppDeps = {}): ReturnType<typeof buildApp> {
  const template = pgliteTemplate();
  const memory = template ? { memoryDatabase: () => memoryDatabase(template) } : {};
  return trackApp(await buildApp(config, { ...memory, ...deps }));
}
