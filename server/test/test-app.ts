// buildApp for tests that need an app of their own (a config the harness does not make): the same
// app, on an in-memory database loaded from the run's migrated template (pglite-template.ts).
import { buildApp, type AppDeps } from '../app';
import type { Config } from '../config';
import { trackApp } from './open-apps';
import { pgliteTemplate } from './pglite-template';

export async function buildTestApp(config: Config, deps: AppDeps = {}): ReturnType<typeof buildApp> {
  return trackApp(await buildApp(config, { memoryTemplate: pgliteTemplate(), ...deps }));
}
