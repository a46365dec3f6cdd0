// The server's import layers (issue 36, docs/architecture.md §4): every top-level entry of server/
// (a folder, or a single file such as config.ts) is a unit, and the units' imports must form
// floors: a unit imports only units on lower floors. Any import that closes a cycle between units
// is an upward import, reported with file:line, and fails `npm test` (scripts/server-layers.test.ts).
// ESLint's zones say which folder may import which; this check says the whole graph has a bottom,
// which zones written one pair at a time cannot. Tests (*.test.ts, server/test/) are not shipped
// and may reach anywhere; type-only imports count, since they tie the units' code together too.
//
//   node scripts/server-layers.mjs        prints the floors, each unit's imports, and any cycle
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts'];

/** Shipping source only: tests beside the code and the test harness are not part of the layers. */
export function isLayered(relative) {
  return !/\.test\.tsx?$/.test(relative) && !relative.startsWith('server/test/');
}

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

/** The unit a path under server/ belongs to: its top-level folder, or the file's own name. */
export function unitOf(relative) {
  const [top, second, ...rest] = relative.split('/');
  if (top !== 'server' || second === undefined) return null;
  return rest.length > 0 || isDirectory(path.join(ROOT, 'server', second)) ? second : fileUnit(second);
}

function isDirectory(full) {
  return existsSync(full) && statSync(full).isDirectory();
}

// An import names a file without its extension ('../config'): the unit is the file (config.ts).
function fileUnit(name) {
  if (existsSync(path.join(ROOT, 'server', name))) return name;
  const ext = EXTENSIONS.find((e) => !e.startsWith('/') && existsSync(path.join(ROOT, 'server', name + e)));
  return ext ? name + ext : name;
}

/** The path (from the repository root) an import specifier points at, or null outside the repo. */
export function target(fromRelative, specifier) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromRelative), specifier));
  return null;
}

/** Every import of one source text: specifier and 1-based line (static, re-exports, import()). */
export function importsOf(text) {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((f) => ({
    specifier: f.fileName,
    line: text.slice(0, f.pos).split('\n').length,
  }));
}

/**
 * The unit graph of server/: edges unit → unit, each with the imports (file:line) that make it.
 * `files` maps a path under the repository root to its text (read from disk when omitted).
 */
export function unitGraph(files = readServer()) {
  const units = new Set();
  const edges = new Map();
  for (const [file, text] of files) {
    const from = isLayered(file) ? unitOf(file) : null;
    if (!from) continue;
    units.add(from);
    for (const { specifier, line } of importsOf(text)) {
      const to = target(file, specifier);
      const unit = to && unitOf(to);
      if (!unit || unit === from) continue;
      units.add(unit);
      const key = `${from}\t${unit}`;
      if (!edges.has(key)) edges.set(key, { from, to: unit, sites: [] });
      edges.get(key).sites.push(`${file}:${line}`);
    }
  }
  return { units: [...units].sort(), edges: [...edges.values()] };
}

function readServer() {
  const files = new Map();
  for (const full of walk(path.join(ROOT, 'server'))) {
    const relative = path.relative(ROOT, full).split(path.sep).join('/');
    files.set(relative, readFileSync(full, 'utf8'));
  }
  return files;
}

/** Strongly connected components (Tarjan), each a sorted list of units. */
export function components(units, edges) {
  const next = new Map(units.map((u) => [u, []]));
  for (const e of edges) next.get(e.from).push(e.to);
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (u) => {
    index.set(u, counter);
    low.set(u, counter++);
    stack.push(u);
    onStack.add(u);
    for (const v of next.get(u)) {
      if (!index.has(v)) {
        visit(v);
        low.set(u, Math.min(low.get(u), low.get(v)));
      } else if (onStack.has(v)) low.set(u, Math.min(low.get(u), index.get(v)));
    }
    if (low.get(u) === index.get(u)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== u);
      found.push(group.sort());
    }
  };
  for (const u of units) if (!index.has(u)) visit(u);
  return found;
}

/**
 * The layers of server/: the floor of each unit (0 = imports no other unit; otherwise one above
 * the highest unit it imports; a cycle's units share a floor) and the cycles, each with the
 * imports inside it. `upward` lists every edge that lies in a cycle: each must go.
 */
export function layers(graph = unitGraph()) {
  const { units, edges } = graph;
  const groups = components(units, edges);
  const groupOf = new Map();
  groups.forEach((g, i) => g.forEach((u) => groupOf.set(u, i)));
  // Tarjan emits a component after every component it reaches: floors fill in that order.
  const groupFloor = [];
  groups.forEach((g, i) => {
    const below = edges.filter((e) => groupOf.get(e.from) === i && groupOf.get(e.to) !== i);
    groupFloor[i] = below.length === 0 ? 0 : 1 + Math.max(...below.map((e) => groupFloor[groupOf.get(e.to)]));
  });
  const floor = new Map(units.map((u) => [u, groupFloor[groupOf.get(u)]]));
  const cycles = groups.filter((g) => g.length > 1);
  const upward = edges
    .filter((e) => groupOf.get(e.from) === groupOf.get(e.to))
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  return { floor, cycles, upward, edges };
}

/** The report the CLI prints: floors from the top, each unit's imports, then the cycles. */
export function report(result = layers()) {
  const { floor, cycles, upward, edges } = result;
  const lines = [];
  const top = Math.max(0, ...floor.values());
  lines.push('server/ floors (a unit imports only units below it):');
  for (let f = top; f >= 0; f--) {
    const here = [...floor].filter(([, n]) => n === f).map(([u]) => u);
    lines.push(`  ${String(f).padStart(2)}  ${here.join('  ')}`);
  }
  lines.push('', 'imports:');
  for (const unit of [...floor.keys()].sort((a, b) => floor.get(b) - floor.get(a) || a.localeCompare(b))) {
    const to = edges.filter((e) => e.from === unit).map((e) => e.to);
    if (to.length > 0) lines.push(`  ${unit} → ${to.sort().join(', ')}`);
  }
  lines.push('');
  if (cycles.length === 0) {
    lines.push('0 upward imports.');
    return lines.join('\n');
  }
  lines.push(`${upward.length} upward import${upward.length === 1 ? '' : 's'} (unit → unit inside a cycle):`);
  for (const cycle of cycles) {
    lines.push(`  cycle: ${cycle.join(', ')}`);
    for (const e of upward.filter((u) => cycle.includes(u.from))) {
      lines.push(`    ${e.from} → ${e.to}`);
      for (const site of e.sites) lines.push(`      ${site}`);
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = layers();
  console.log(report(result));
  process.exitCode = result.upward.length === 0 ? 0 : 1;
}
