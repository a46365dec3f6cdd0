// Delivery of the exported app (out/) and compression of API answers.
// - Static files: the precompressed .br / .gz sibling the browser accepts (built by
//   scripts/precompress.ts), `Vary: Accept-Encoding`; hashed chunks under /_next/static/ are
//   immutable for a year, everything else (HTML, the service worker, the manifest, icons)
//   is revalidated on every use (`no-cache` with ETag / Last-Modified).
// - API answers: compressed on the fly above 1 KiB when the client accepts it (brotli at a low
//   quality: a product page is compressed in well under a millisecond).
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { constants } from 'node:zlib';
import { registerInlineReads } from './inline-reads';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Cache policy by the served file's path (a .br / .gz sibling counts as its original). */
export function cacheControlFor(filePath: string): string {
  return filePath.replaceAll('\\', '/').includes('/_next/static/') ? IMMUTABLE : REVALIDATE;
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export async function registerAppAssets(app: FastifyInstance, outDir: string): Promise<void> {
  // @fastify/static (10.1) answers a folder asked for without its trailing slash (`/en`) with
  // `reply.redirect` and resolves its handler without waiting for that answer. Our onSend hooks are
  // async, so the answer is still on its way when the handler resolves, and fastify sends a second
  // time: the 301 arrived, but every such request logged "Cannot write headers after they are sent"
  // as an unexpected error. Its wildcard routes now end when their answer has.
  app.addHook('onRoute', (route) => {
    if (!route.url.endsWith('*')) return;
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, req, reply) {
      const result: unknown = await handler.call(this, req, reply);
      return result === undefined ? reply : result;
    };
  });
  await app.register(fastifyStatic, {
    // Static files are not logged at info: the console SMS code and real events must stand out.
    logLevel: 'warn',
    root: outDir,
    redirect: true,
    // An array: with preCompressed, @fastify/static looks a folder's index up only in a list.
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
  // Home, the goods list and an item's detail carry their first reads' answers (inline-reads.ts).
  registerInlineReads(app, outDir);
}
