import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress';

/** An export-like folder: text assets (nested) and an image that is left alone. */
function exportDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gavel-precompress-'));
  mkdirSync(path.join(root, '_next', 'static'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<html><body>'.concat('<p>Gavel</p>'.repeat(500), '</body></html>'));
  writeFileSync(path.join(root, '_next', 'static', 'a.js'), 'export const a = 1;\n'.repeat(800));
  writeFileSync(path.join(root, '_next', 'static', 'b.css'), '.b { color: red }\n'.repeat(300));
  writeFileSync(path.join(root, 'photo.png'), Buffer.alloc(64, 1));
  return root;
}

const TEXT = ['index.html', '_next/static/a.js', '_next/static/b.css'];

describe('precompress', () => {
  it('writes a brotli and a gzip sibling of every text asset, a few files at a time, and leaves images alone', async () => {
    const root = exportDir();
    const stats = await precompress(root, 2);
    let bytes = 0;
    let brotliBytes = 0;
    let gzipBytes = 0;
    for (const f of TEXT) {
      const original = readFileSync(path.join(root, f));
      const br = readFileSync(path.join(root, `${f}.br`));
      const gz = readFileSync(path.join(root, `${f}.gz`));
      expect(brotliDecompressSync(br).equals(original), f).toBe(true);
      expect(gunzipSync(gz).equals(original), f).toBe(true);
      expect(br.length).toBeLessThan(original.length);
      bytes += original.length;
      brotliBytes += br.length;
      gzipBytes += gz.length;
    }
    expect(stats).toEqual({ files: 3, bytes, brotliBytes, gzipBytes });
    expect(() => readFileSync(path.join(root, 'photo.png.br'))).toThrow();
  });
});
