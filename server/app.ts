import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const OUT_DIR = path.resolve(process.env.OUT_DIR ?? 'out');

/** Serves the static export with trailing-slash directory indexes and the exported 404 page. */
export async function buildApp() {
  const app = fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  if (existsSync(OUT_DIR)) {
    await app.register(fastifyStatic, { root: OUT_DIR, redirect: true, index: 'index.html' });
    const notFoundPage = path.join(OUT_DIR, '404.html');
    app.setNotFoundHandler((_req, reply) => {
      const html = existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not found';
      return reply.code(404).type('text/html; charset=utf-8').send(html);
    });
  }
  return app;
}
