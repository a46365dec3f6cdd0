// `npm run build` runs this after `next build`: the client's hidden source maps (next.config.mjs)
// leave out/ for .next/client-maps/, so they are never served, precompressed or precached, and
// scripts/size-budget.mjs can still attribute every byte of a first load to its source.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.resolve(ROOT, process.argv[2] ?? 'out');
const MAPS = path.join(ROOT, '.next/client-maps');

rmSync(MAPS, { recursive: true, force: true });
let moved = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith('.map')) {
      // out/_next/static/… → .next/client-maps/static/…; anything else (sw.js.map) under its own name.
      const rel = path.relative(path.join(OUT, '_next'), file);
      const dest = path.join(MAPS, rel.startsWith('..') ? path.relative(OUT, file) : rel);
      mkdirSync(path.dirname(dest), { recursive: true });
      renameSync(file, dest);
      moved++;
    }
  }
};
walk(OUT);
console.log(`source maps: ${moved} moved out of ${path.relative(ROOT, OUT)}/ to .next/client-maps/`);
