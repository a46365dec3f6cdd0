// `npm start` builds the exported app only when out/ was not built from the current sources: the
// hash of every input of `next build` is stored beside out/ (out/.build-hash) after a build. The
// same for the compiled server (scripts/build-server.mjs writes dist/server/.build-hash): when only
// it is stale, only it is rebuilt (a few seconds). `--server` checks the server alone (`npm run
// serve`, `npm run admin`): silent when up to date, the build's output on stderr, so the CLI's
// standard output stays its own.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `next build` reads: folders walked recursively, plus single files. */
export const INPUTS = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
  // The steps `npm run build` runs on out/ after next build: a change to one changes out/.
  'scripts/move-source-maps.mjs',
  'scripts/compile-hints.mjs',
  'scripts/precompress.ts',
];
export const HASH_FILE = '.build-hash';
/** What the server bundle is built from (server/ imports lib/ and its messages). */
export const SERVER_INPUTS = [
  'server',
  'lib',
  'messages',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.mjs',
];
export const SERVER_DIR = 'dist/server';
export const SERVER_HASH_FILE = HASH_FILE;

function files(root, rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, path.join(rel, name)));
}

function hashFiles(root, inputs) {
  const hash = createHash('sha256');
  for (const rel of inputs.flatMap((input) => files(root, input))) {
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(root, rel)))
      .update('\0');
  }
  return hash;
}

/** One hash over every input's path and bytes (NEXT_PUBLIC_* settings too: they are baked in). */
export function sourcesHash(root) {
  const hash = hashFiles(root, INPUTS);
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort())
    hash.update(`${key}=${process.env[key]}\0`);
  return hash.digest('hex');
}

export function serverSourcesHash(root) {
  return hashFiles(root, SERVER_INPUTS).digest('hex');
}

const differs = (file, hash) => !existsSync(file) || readFileSync(file, 'utf8').trim() !== hash;

export function isStale(root, outDir = path.join(root, 'out')) {
  return differs(path.join(outDir, HASH_FILE), sourcesHash(root));
}

export function isServerStale(root, serverDir = path.join(root, SERVER_DIR)) {
  return differs(path.join(serverDir, SERVER_HASH_FILE), serverSourcesHash(root));
}

function main(serverOnly) {
  const root = process.cwd();
  const outDir = path.join(root, 'out');
  if (!serverOnly && isStale(root, outDir)) {
    const hash = sourcesHash(root);
    // `npm run build` builds the server too (its last step).
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) return built.status ?? 1;
    writeFileSync(path.join(outDir, HASH_FILE), `${hash}\n`);
    return 0;
  }
  if (!serverOnly) console.log('out/ is up to date with the sources: not rebuilding');
  if (!isServerStale(root)) return 0;
  console.error(`${SERVER_DIR}/ is older than the sources: rebuilding the server`);
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: ['inherit', 2, 2] });
  return built.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exit(main(process.argv.includes('--server')));
