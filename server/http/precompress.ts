// Build step (scripts/precompress.ts, run by `npm run build` after `next build`): every text asset
// of the exported app gets a brotli (.br) and a gzip (.gz) sibling, so the server sends the
// smallest variant the browser accepts without compressing anything per request
// (static-assets.ts serves them with @fastify/static's `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** Writes `<file>.br` and `<file>.gz` for every text asset under `root` (replacing older ones). */
export function precompress(root: string): PrecompressStats {
  const stats: PrecompressStats = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of files(root)) {
    if (!TEXT_EXTENSIONS.has(path.extname(file))) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    stats.files++;
    stats.bytes += statSync(file).size;
    stats.brotliBytes += br.length;
    stats.gzipBytes += gz.length;
  }
  return stats;
}
