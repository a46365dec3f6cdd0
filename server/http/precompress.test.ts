import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { precompress, precompressParallel } from './precompress';

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

const siblings = (root: string) =>
  ['index.html', '_next/static/a.js', '_next/static/b.css'].flatMap((f) =>
    ['.br', '.gz'].map((ext) => readFileSync(path.join(root, `${f}${ext}`))),
  );

describe('precompressParallel', () => {
  it('writes the same siblings and stats as precompress, a few files at a time', async () => {
    const one = exportDir();
    const many = exportDir();
    const sync = precompress(one);
    const parallel = await precompressParallel(many, 2);
    expect(parallel).toEqual(sync);
    expect(parallel.files).toBe(3);
    expect(siblings(many)).toEqual(siblings(one));
    expect(() => readFileSync(path.join(many, 'photo.png.br'))).toThrow();
  });
});
