// The service worker script and the manifests must be revalidated on every use, or a cached copy
// would hold users on an old version (docs/pwa.md): served through the app's real static setup.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAppAssets } from './static-assets';

const app = fastify();

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'gavel-out-'));
  writeFileSync(path.join(root, 'sw.js'), 'self.x = 1;');
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  mkdirSync(path.join(root, 'en'));
  writeFileSync(path.join(root, 'en', 'manifest.webmanifest'), '{}');
  await registerAppAssets(app, root);
});
afterAll(() => app.close());

describe('app file headers', () => {
  it('serves the service worker and the manifests with Cache-Control: no-cache', async () => {
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    const manifest = await app.inject({ url: '/en/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });
});
