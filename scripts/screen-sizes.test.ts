// Issue 36 goal 5: the console's screens are written like the buyer's, and kept as small. The
// console's screen files (components/console/<group>/, its kit left out) may not be larger on
// average than the buyer's feature files (components/<feature>/, the shared kit folders left
// out), and no console screen file may be larger than the largest buyer feature file. Counted in
// lines of the shipped .tsx (tests left out). The figures are in docs/architecture.md §6.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const COMPONENTS = fileURLToPath(new URL('../components', import.meta.url));
const BUYER_KIT = new Set(['ui', 'toast', 'icons']);

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx'))
    .map((e) => path.join(e.parentPath, e.name));
}

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length;

function sizes(dirs: string[]) {
  const counts = dirs.flatMap(screenFiles).map(lines);
  return {
    files: counts.length,
    average: counts.reduce((a, b) => a + b, 0) / counts.length,
    largest: Math.max(...counts),
  };
}

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

describe('console screens within the buyer screens’ size', () => {
  const buyer = sizes(
    folders(COMPONENTS)
      .filter((name) => name !== 'console' && !BUYER_KIT.has(name))
      .map((name) => path.join(COMPONENTS, name)),
  );
  const consoleDir = path.join(COMPONENTS, 'console');
  const consoleScreens = sizes(
    folders(consoleDir)
      .filter((name) => name !== 'kit')
      .map((name) => path.join(consoleDir, name)),
  );

  it('counts real files on both sides', () => {
    expect(buyer.files).toBeGreaterThan(50);
    expect(consoleScreens.files).toBeGreaterThan(30);
  });

  it('a console screen file is on average no longer than a buyer feature file', () => {
    expect(consoleScreens.average).toBeLessThanOrEqual(buyer.average);
  });

  it('no console screen file is longer than the longest buyer feature file', () => {
    expect(consoleScreens.largest).toBeLessThanOrEqual(buyer.largest);
  });
});
