// The compile hint goes on large first-load scripts only, once, with their source maps shifted.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addCompileHints,
  COMPILE_HINT,
  firstLoadScripts,
  MIN_HINTED_BYTES,
  shiftedMap,
  withHint,
} from './compile-hints.mjs';

const dirs: string[] = [];
const mappingsOf = (json: string) => (JSON.parse(json) as { mappings: string }).mappings;
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('compile hints', () => {
  it('reads the scripts a page runs, not the nomodule ones, with their names decoded', () => {
    const html =
      '<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>' +
      '<script src="/_next/static/chunks/a-1.js" async=""></script>' +
      '<script src="/_next/static/chunks/app/%5Blocale%5D/page-2.js" async=""></script>' +
      '<script>self.__next_f.push([1,""])</script><script src="https://elsewhere.example/x.js"></script>';
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/a-1.js',
      '/_next/static/chunks/app/[locale]/page-2.js',
    ]);
  });

  it('puts the hint on the first line once, and moves the map down one line', () => {
    expect(withHint('x()')).toBe(`${COMPILE_HINT}x()`);
    expect(withHint(withHint('x()'))).toBe(`${COMPILE_HINT}x()`);
    expect(mappingsOf(shiftedMap(JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' })))).toBe(';AAAA,CAAC');
  });

  it('hints the large scripts pages load and nothing else, once', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gavel-hints-'));
    dirs.push(root);
    const out = path.join(root, 'out');
    const maps = path.join(root, 'maps');
    const chunks = path.join(out, '_next/static/chunks');
    mkdirSync(chunks, { recursive: true });
    mkdirSync(path.join(maps, 'static/chunks'), { recursive: true });
    const big = `(()=>{${'let a=1;'.repeat(MIN_HINTED_BYTES / 8)}})();`;
    writeFileSync(path.join(chunks, 'big.js'), big);
    writeFileSync(path.join(chunks, 'small.js'), '(()=>{})();');
    writeFileSync(path.join(chunks, 'lazy.js'), big); // large, but no page loads it first
    writeFileSync(path.join(maps, 'static/chunks/big.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    mkdirSync(path.join(out, 'en'));
    const page =
      '<script src="/_next/static/chunks/big.js" async=""></script><script src="/_next/static/chunks/small.js"></script>';
    writeFileSync(path.join(out, 'en/index.html'), page);
    writeFileSync(path.join(out, 'index.html'), page);

    expect(addCompileHints(out, maps)).toEqual(['/_next/static/chunks/big.js']);
    expect(readFileSync(path.join(chunks, 'big.js'), 'utf8')).toBe(COMPILE_HINT + big);
    expect(readFileSync(path.join(chunks, 'small.js'), 'utf8')).toBe('(()=>{})();');
    expect(readFileSync(path.join(chunks, 'lazy.js'), 'utf8')).toBe(big);
    expect(mappingsOf(readFileSync(path.join(maps, 'static/chunks/big.js.map'), 'utf8'))).toBe(';AAAA');
    // A second run (a build step run twice) changes nothing.
    expect(addCompileHints(out, maps)).toEqual([]);
    expect(mappingsOf(readFileSync(path.join(maps, 'static/chunks/big.js.map'), 'utf8'))).toBe(';AAAA');
  });
});
