// Compressed delivery: an exported app (a hashed chunk and an HTML page, precompressed by the build
// step) and an API answer over 1 KiB, asked for by clients that accept brotli, only gzip, or nothing.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { testTypeId } from '../test/market';
import { precompress } from './precompress';

const out = mkdtempSync(path.join(tmpdir(), 'gavel-out-'));
const CHUNK = '/_next/static/chunks/app-3f2a9c1d.js';
const chunkText = `self.__chunk=${JSON.stringify('x'.repeat(2000))};`.repeat(20);
const pageText = `<!doctype html><html><body>${'<p>Gavel</p>'.repeat(500)}</body></html>`;

let h: Harness;
const logLines: string[] = [];
beforeAll(async () => {
  mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
  mkdirSync(path.join(out, 'en/home'), { recursive: true });
  writeFileSync(path.join(out, CHUNK), chunkText);
  writeFileSync(path.join(out, 'en/home/index.html'), pageText);
  writeFileSync(path.join(out, 'icon.png'), Buffer.alloc(100, 1));
  await precompress(out);
  h = await createHarness({ outDir: out }, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(() => h.close());

const get = (url: string, acceptEncoding?: string) =>
  h.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed delivery', () => {
  it('redirects a folder asked for without its trailing slash once, logging nothing above info', async () => {
    const before = logLines.length;
    const folders: [url: string, location: string][] = [
      ['/en/home', '/en/home/'],
      ['/en/home?ref=share', '/en/home/?ref=share'],
      ['/_next/static', '/_next/static/'],
    ];
    for (const [url, to] of folders) {
      for (const encoding of [undefined, 'br, gzip']) {
        const r = await get(url, encoding);
        expect(r.statusCode).toBe(301);
        expect(r.headers.location).toBe(to);
      }
    }
    // Each answer's hooks had finished before its handler did: no second send ("Cannot write
    // headers after they are sent", logged as an unexpected error before the fix).
    await new Promise((resolve) => setImmediate(resolve));
    const loud = logLines.slice(before).filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
    expect(loud).toEqual([]);
  });

  it('sends a hashed chunk as brotli (or gzip), immutable, varying on Accept-Encoding', async () => {
    const br = await get(CHUNK, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunkText);
    expect(br.rawPayload.length).toBeLessThan(chunkText.length / 5);

    const gz = await get(CHUNK, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunkText);

    const plain = await get(CHUNK);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunkText);
  });

  it('sends an HTML page (by its folder URL) compressed and to be revalidated', async () => {
    const r = await get('/en/home/', 'br, gzip');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(pageText);
    const gz = await get('/en/home/index.html', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(pageText);
  });

  it('leaves binary assets alone', async () => {
    const r = await get('/icon.png', 'br, gzip');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
  });

  it('compresses an API answer over 1 KiB for a client that accepts it, not a small one', async () => {
    const typeId = await testTypeId(h);
    for (let i = 0; i < 8; i++)
      await h.operator('POST', '/products', {
        name: `Compressed item ${i} ${'n'.repeat(30)}`,
        price: 100,
        stock: 1,
        typeId,
      });
    const list = await h.app.inject({
      method: 'POST',
      url: '/api/front/getProductList',
      payload: { page: 1, pageSize: 20 },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const page = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as { result: { items: unknown[] } };
    expect(page.result.items).toHaveLength(8);
    const small = await h.app.inject({
      method: 'GET',
      url: '/api/front/GetAuctionTimeInfo',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
