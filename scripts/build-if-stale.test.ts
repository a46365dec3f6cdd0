import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HASH_FILE, isStale, sourcesHash } from './build-if-stale.mjs';

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
});
