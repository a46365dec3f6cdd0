// Where a CPU profile's time went: `tsx scripts/bench/cpu-top.ts <file.cpuprofile> [--window
// <window.json>] [--top N]`. Prints the functions with the most self time (and the share of the
// samples), then the same grouped by package or source file, so a profile can be quoted in
// docs/benchmarks.md without opening DevTools. `--window` keeps only the samples taken inside a
// phase written by scripts/bench/cpu-prof.ts (a server profiled for its whole life, cut to the
// fan-out).
import { readFileSync } from 'node:fs';
import type { Window } from './cpu-prof';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = args[0];
if (!file) throw new Error('usage: cpu-top.ts <file.cpuprofile> [--window <window.json>] [--top N]');
const top = Number(flag('--top') ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const windowFile = flag('--window');
const window = windowFile ? (JSON.parse(readFileSync(windowFile, 'utf8')) as Window) : null;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
/** The app's own code (not a package, not Node): the bundle, or the sources the bench runs from. */
const isApp = (url: string) => !url.includes('node_modules') && /\/(dist|server|lib|scripts)\//.test(url);
/** The innermost frame of the app's own code on a sample's stack: who asked for the time spent. */
function appFrame(id: number): string {
  for (let n = byId.get(id); n; n = byId.get(parentOf.get(n.id) ?? -1)) {
    const { functionName, url, lineNumber } = n.callFrame;
    if (isApp(url)) return `${functionName || '(anonymous)'} ${origin(url)}:${lineNumber + 1}`;
  }
  return '(no app frame)';
}
/** Where a frame comes from: the package for node_modules, else the file. */
function origin(url: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (!url) return '(native/V8)';
  return url.replace(/^file:\/\//, '').replace(/^.*\/(dist|server|lib|scripts)\//, '$1/');
}

const self = new Map<string, number>();
const byOrigin = new Map<string, number>();
const byApp = new Map<string, number>();
let t = profile.startTime;
let total = 0;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i] ?? 0;
  if (window && (t < window.startUs || t > window.endUs)) return;
  const n = byId.get(id);
  if (!n) return;
  const { functionName, url, lineNumber } = n.callFrame;
  const key = `${functionName || '(anonymous)'} ${origin(url)}${url ? `:${lineNumber + 1}` : ''}`;
  self.set(key, (self.get(key) ?? 0) + 1);
  byOrigin.set(origin(url), (byOrigin.get(origin(url)) ?? 0) + 1);
  if (functionName !== '(idle)') byApp.set(appFrame(id), (byApp.get(appFrame(id)) ?? 0) + 1);
  total++;
});
const pct = (n: number) => `${((100 * n) / Math.max(1, total)).toFixed(1)} %`;
const idle = [...self].filter(([k]) => k.startsWith('(idle)')).reduce((n, [, v]) => n + v, 0);
const span = window ? (window.endUs - window.startUs) / 1000 : (profile.endTime - profile.startTime) / 1000;
console.log(`${file}: ${total} samples over ${span.toFixed(0)} ms, ${pct(total - idle)} busy`);
console.log('\nSelf time by function:');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v).padStart(7)}  ${k}`);
console.log('\nSelf time by package or file:');
for (const [k, v] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(v).padStart(7)}  ${k}`);
console.log('\nTime by the innermost app function on the stack (inclusive of the packages it called):');
for (const [k, v] of [...byApp].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v).padStart(7)}  ${k}`);
