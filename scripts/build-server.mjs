// `npm run build` ends with this (and `npm run build:server` runs it alone): the server bundled by
// esbuild into dist/server/, so production runs plain `node dist/server/main.js` (no TypeScript
// compiler at run time; tsx is a development dependency). Two entry points: main.js (the server)
// and cli.js (the operator CLI, `npm run admin`). Our code (server/ and the lib/ it imports) is
// bundled; every package stays external, loaded from node_modules as before (sharp, argon2 and
// PGlite load native or WebAssembly files beside their own code, pino starts pino-pretty by name),
// and must be a production dependency: the build fails on an import of a development-only package.
//
// Files the code reads at run time beside itself are copied where the bundle's import.meta.url
// finds them: every module of a bundle shares the bundle's URL (dist/server/main.js), so
// `new URL('./common-passwords.txt', import.meta.url)` (server/auth/weak-passwords.ts) reads
// dist/server/common-passwords.txt and MIGRATIONS_DIR (server/db/migrate.ts) is dist/server/migrations.
// Source maps (.map) stay beside the bundle in dist/server/, never in out/ (the served folder).
// The sources' hash is written to dist/server/.build-hash (scripts/build-if-stale.mjs).
import { builtinModules } from 'node:module';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SERVER_HASH_FILE, serverSourcesHash } from './build-if-stale.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = 'dist/server';

/** Files read at run time relative to import.meta.url: [source, destination inside dist/server]. */
export const RUNTIME_FILES = [
  ['server/auth/common-passwords.txt', 'common-passwords.txt'],
  ['server/db/migrations', 'migrations'],
  ['server/db/functions', 'functions'],
];

const packageName = (spec) =>
  (spec.startsWith('@') ? spec.split('/').slice(0, 2) : spec.split('/').slice(0, 1)).join('/');

/** Packages the bundle imports that package.json does not list in `dependencies`. */
export function undeclaredPackages(metafile, pkg) {
  const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
  const builtins = new Set(builtinModules);
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imp of output.imports) {
      if (!imp.external) continue;
      const name = imp.path.replace(/^node:/, '');
      if (builtins.has(name) || builtins.has(name.split('/')[0])) continue;
      if (!runtime.has(packageName(imp.path))) missing.add(packageName(imp.path));
    }
  }
  return [...missing].sort();
}

/** Bundles the server of `root` into `target` (default dist/server) and writes its sources' hash. */
export async function buildServer(root = ROOT, target = path.join(root, SERVER_OUT)) {
  const hash = serverSourcesHash(root);
  // Built beside, then swapped in: a CLI or server starting meanwhile finds the old bundle or the
  // new one, never half of one (a sibling folder, so the maps' relative paths stay right).
  const outDir = `${target}.building-${process.pid}`;
  rmSync(outDir, { recursive: true, force: true });
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', cli: 'server/admin/cli.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  const missing = undeclaredPackages(result.metafile, pkg);
  if (missing.length > 0)
    throw new Error(
      `the server imports ${missing.join(', ')}, not in package.json "dependencies": a production install would miss it`,
    );
  for (const [from, to] of RUNTIME_FILES) cpSync(path.join(root, from), path.join(outDir, to), { recursive: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, SERVER_HASH_FILE), `${hash}\n`);
  rmSync(target, { recursive: true, force: true });
  renameSync(outDir, target);
  return result.metafile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const metafile = await buildServer();
  const sizes = Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, o]) => `${path.basename(file)} ${(o.bytes / 1024).toFixed(0)} KiB`);
  console.error(`server: ${sizes.join(', ')} in ${SERVER_OUT}/ (${Date.now() - started} ms)`);
}
