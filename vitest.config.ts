import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two kinds of test: `fast` (lib, components, app, scripts: component tests opt into happy-dom
// with a `@vitest-environment happy-dom` docblock) and `server` (fastify + PGlite/PostgreSQL).
// `npm run test:unit` runs both; `npx vitest run --project fast` gives quick feedback.
//
// Files of a kind share worker processes and the modules loaded in them (`isolate: false`): a
// fresh process per file spent seconds importing the server, or React and happy-dom, before its
// first test (docs/testing.md "Unit tests share their workers"). A file that replaces a module
// with vi.mock cannot share: the real module may already be loaded there, and the mock would reach
// the files after it. Those files run in projects of their own (`fast-mocking`,
// `server-mocking`), a process each, as every file did before.
const FAST = ['lib', 'components', 'app', 'scripts'];
const TEST_FILE = /\.test\.tsx?$/;

function testFiles(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => TEST_FILE.test(f))
      .map((f) => path.join(dir, f)),
  );
}

/** Files that replace a module (vi.mock / vi.doMock). */
const mocks = (files: string[]) => files.filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8')));
const fastMocking = mocks(testFiles(FAST));
const serverMocking = mocks(testFiles(['server']));
const fastInclude = FAST.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
// The migrated empty database every in-memory test app loads (server/test/pglite-template.ts).
const serverSetup = ['server/test/global-setup.ts'];

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
        // What a file leaves in the shared happy-dom window is removed after it (lib/testing/fresh-window.ts).
        test: {
          name: 'fast',
          include: fastInclude,
          exclude: fastMocking,
          isolate: false,
          setupFiles: ['lib/testing/fresh-window.ts'],
        },
      },
      { extends: true, test: { name: 'fast-mocking', include: fastMocking } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: serverMocking,
          globalSetup: serverSetup,
          isolate: false,
          // Each file's leftover test apps are closed after it (server/test/open-apps.ts).
          setupFiles: ['server/test/close-open-apps.ts'],
        },
      },
      { extends: true, test: { name: 'server-mocking', include: serverMocking, globalSetup: serverSetup } },
    ],
  },
});
