// Build step (scripts/precompress.ts, run by `npm run build` after `next build`): every text asset
// of the exported app gets a brotli (.br) and a gzip (.gz) sibling, so the server sends the
// smallest variant the browser accepts without compressing anything per request
// (static-assets.ts serves them with @fastify/static's `preCompressed`).
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions } from 'node:zlib';

/** Files worth compressing: text formats (images, fonts in woff2 and the like are compressed already). */
export const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.txt',
  '.svg',
  '.xml',
  '.webmanifest',
  '.map',
  '.ico',
]);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressStats {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Brotli at its best (the files are compressed once, at build time), told the input size. */
function brotliOptions(size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}
const GZIP = { level: 9 };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` for every text asset under `root` (replacing older ones),
 * `jobs` files at a time on libuv's thread pool: brotli at its best quality over the whole export
 * is tens of CPU seconds, which one core used to spend alone at the end of every build.
 */
export async function precompress(root: string, jobs = availableParallelism()): Promise<PrecompressStats> {
  const stats: PrecompressStats = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue = [...files(root)].filter((file) => TEXT_EXTENSIONS.has(path.extname(file)));
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([brotliAsync(data, brotliOptions(data.length)), gzipAsync(data, GZIP)]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      stats.files++;
      stats.bytes += data.length;
      stats.brotliBytes += br.length;
      stats.gzipBytes += gz.length;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  return stats;
}
