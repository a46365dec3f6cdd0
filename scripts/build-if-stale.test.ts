import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HASH_FILE, isServerStale, isStale, SERVER_DIR, serverSourcesHash, sourcesHash } from './build-if-stale.mjs';

describe('build-if-stale', () => {
  it('rebuilds only when a source changed since out/ was built', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gavel-src-'));
    mkdirSync(path.join(root, 'lib'));
    mkdirSync(path.join(root, 'out'));
    writeFileSync(path.join(root, 'lib', 'a.ts'), 'export const a = 1;');
    expect(isStale(root)).toBe(true);
    writeFileSync(path.join(root, 'out', HASH_FILE), `${sourcesHash(root)}\n`);
    expect(isStale(root)).toBe(false);
    writeFileSync(path.join(root, 'lib', 'a.ts'), 'export const a = 2;');
    expect(isStale(root)).toBe(true);
  });

  it('rebuilds the server when server/ or lib/ changed, not when only a screen did', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gavel-src-'));
    for (const dir of ['lib', 'server', 'app', SERVER_DIR]) mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, 'server', 'main.ts'), 'export {};');
    writeFileSync(path.join(root, 'lib', 'a.ts'), 'export const a = 1;');
    expect(isServerStale(root)).toBe(true);
    writeFileSync(path.join(root, SERVER_DIR, HASH_FILE), `${serverSourcesHash(root)}\n`);
    expect(isServerStale(root)).toBe(false);
    writeFileSync(path.join(root, 'app', 'page.tsx'), 'export default 1;');
    expect(isServerStale(root)).toBe(false);
    writeFileSync(path.join(root, 'server', 'main.ts'), 'export const changed = true;');
    expect(isServerStale(root)).toBe(true);
    writeFileSync(path.join(root, SERVER_DIR, HASH_FILE), `${serverSourcesHash(root)}\n`);
    writeFileSync(path.join(root, 'lib', 'a.ts'), 'export const a = 2;');
    expect(isServerStale(root)).toBe(true);
  });
});
