// `npm start` builds the exported app only when out/ was not built from the current sources: the
// hash of every input of `next build` is stored beside out/ (out/.build-hash) after a build.
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
];
export const HASH_FILE = '.build-hash';

function files(root, rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, path.join(rel, name)));
}

/** One hash over every input's path and bytes (NEXT_PUBLIC_* settings too: they are baked in). */
export function sourcesHash(root) {
  const hash = createHash('sha256');
  for (const rel of INPUTS.flatMap((input) => files(root, input))) {
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(root, rel)))
      .update('\0');
  }
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort())
    hash.update(`${key}=${process.env[key]}\0`);
  return hash.digest('hex');
}

export function isStale(root, outDir = path.join(root, 'out')) {
  const stored = path.join(outDir, HASH_FILE);
  return !existsSync(stored) || readFileSync(stored, 'utf8').trim() !== sourcesHash(root);
}

function main() {
  const root = process.cwd();
  const outDir = path.join(root, 'out');
  if (!isStale(root, outDir)) {
    console.log('out/ is up to date with the sources: not rebuilding');
    return 0;
  }
  const hash = sourcesHash(root);
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) return built.status ?? 1;
  writeFileSync(path.join(outDir, HASH_FILE), `${hash}\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
