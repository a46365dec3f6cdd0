// `npm run build` runs this after the source maps left out/ and before precompression: the large
// scripts every first load runs (react-dom, Next's router, the app's shell) start with V8's
// explicit compile hint `//# allFunctionsCalledOnLoad`. Without it V8 compiles each function the
// first time it is called, on the main thread, inside the one task that evaluates the first-load
// modules (~50 ms on a fast host, 5–6 × that on the reference phone: most of the Total Blocking
// Time above the floor, docs/benchmarks.md "Compile hints"). With it, Chrome compiles the whole
// file while streaming it, off the main thread. Only large first-load scripts get it: eager
// compilation of a file whose functions mostly never run wastes memory, and every hint costs its
// bytes in every first load (the 1.25 × budget, scripts/size-budget.mjs). Each hinted file's
// source map (.next/client-maps/) is shifted by the one added line.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageAssets } from './size-budget.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Below this, a script's lazy compilation is not worth a hint's bytes. */
export const MIN_HINTED_BYTES = 40_000;

/** The chunk paths (under /_next/static/) an exported page runs: the size budget's reading of its HTML. */
export function firstLoadScripts(html) {
  return pageAssets(html)
    .scripts.filter((src) => /^\/_next\/static\/[^?#]+\.js$/.test(src))
    .map((src) => decodeURIComponent(src));
}

/** The script with the hint on its first line (unchanged when it already has it). */
export function withHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** A source map of the script, for the script with one more line on top. */
export function shiftedMap(mapJson) {
  const map = JSON.parse(mapJson);
  map.mappings = `;${map.mappings}`;
  return JSON.stringify(map);
}

function htmlFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(file, out);
    else if (entry.name.endsWith('.html')) out.push(file);
  }
  return out;
}

/** Hints every large first-load script of the export in `out`; answers what it hinted. */
export function addCompileHints(out, maps) {
  const scripts = new Set();
  for (const file of htmlFiles(out)) for (const src of firstLoadScripts(readFileSync(file, 'utf8'))) scripts.add(src);
  const hinted = [];
  for (const src of [...scripts].sort()) {
    const file = path.join(out, src);
    if (!existsSync(file) || statSync(file).size < MIN_HINTED_BYTES) continue;
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, withHint(source));
    const map = path.join(maps, `${src.replace(/^\/_next\//, '')}.map`);
    if (existsSync(map)) writeFileSync(map, shiftedMap(readFileSync(map, 'utf8')));
    hinted.push(src);
  }
  return hinted;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const out = path.resolve(root, process.argv[2] ?? 'out');
  const hinted = addCompileHints(out, path.join(root, '.next/client-maps'));
  console.log(`compile hints: ${hinted.length} first-load scripts (${hinted.map((s) => path.basename(s)).join(', ')})`);
}
