import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer, undeclaredPackages } from './build-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('build-server', () => {
  it('bundles the server and the CLI with the files they read at run time, maps beside them', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'gavel-server-build-'));
    const metafile = await buildServer(ROOT, out);
    const files = readdirSync(out);
    expect(files).toEqual(expect.arrayContaining(['main.js', 'main.js.map', 'cli.js', 'cli.js.map']));
    // server/db/migrate.ts and server/auth/weak-passwords.ts read these beside import.meta.url.
    expect(readdirSync(path.join(out, 'migrations')).sort()).toEqual(
      readdirSync(path.join(ROOT, 'server/db/migrations')).sort(),
    );
    expect(readFileSync(path.join(out, 'common-passwords.txt'), 'utf8')).toBe(
      readFileSync(path.join(ROOT, 'server/auth/common-passwords.txt'), 'utf8'),
    );
    expect(existsSync(path.join(out, '.build-hash'))).toBe(true);
    // Only our code is inside: every package stays external, and each is a production dependency.
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(undeclaredPackages(metafile, pkg)).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toMatch(/node_modules\//);
    rmSync(out, { recursive: true, force: true });
  });

  it('names a package the bundle imports that only development installs have', () => {
    const metafile = {
      outputs: {
        'main.js': {
          bytes: 1,
          imports: [
            { path: 'node:fs', external: true },
            { path: 'fastify', external: true },
            { path: '@fastify/static/lib', external: true },
            { path: 'vitest', external: true },
            { path: '@playwright/test', external: true },
          ],
        },
      },
    };
    const pkg = { dependencies: { fastify: '5', '@fastify/static': '10' } };
    expect(undeclaredPackages(metafile, pkg)).toEqual(['@playwright/test', 'vitest']);
  });
});
