import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: `fast` (lib, components, scripts: seconds; component tests opt into happy-dom
// with a `@vitest-environment happy-dom` docblock) and `server` (fastify + PGlite/PostgreSQL).
// `npm run test:unit` runs both; `npx vitest run --project fast` gives quick feedback.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    exclude: ['node_modules/**', 'e2e/**', 'out/**', '.next/**', 'data/**'],
    environment: 'node',
    // A bound on a test's work, never a timing claim: a server test builds an app (migrations on
    // PGlite) and on a loaded 2-core host (a full run beside a build) a few went past 30 s
    // (drain 41 s, production seed 55 s, 2026-12-02) while passing in 8 s alone.
    testTimeout: 60_000,
    // Vitest leaves a core for itself (cores - 1 workers): on a 2-core machine that ran one file
    // at a time, with the main process mostly idle. Server files wait on PGlite and sockets too.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: [
            'lib/**/*.test.{ts,tsx}',
            'components/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        // The migrated empty database every in-memory test app loads (server/test/pglite-template.ts).
        test: { name: 'server', include: ['server/**/*.test.ts'], globalSetup: ['server/test/global-setup.ts'] },
      },
    ],
  },
});
