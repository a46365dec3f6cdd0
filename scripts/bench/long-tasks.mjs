// The main thread of one page load, to see where a screen's time goes (issue 26): Chromium at 4 ×
// CPU (Lighthouse's mobile slowdown; no network throttling), traced with its sampling profiler;
// prints when the first and the largest contentful paints came (each LCP candidate with its type
// and size) and every task over 50 ms with its heaviest functions, mapped to their sources through
// the build's hidden source maps (.next/client-maps).
//   node scripts/bench/long-tasks.mjs http://localhost:3000/en/home/ [--login] [--rate 4] [--min-ms 50] [--events] [--by-file] [--inclusive] [--task-inclusive]
// Start the compiled server first (`npm start`, or `node dist/server/main.js` with PORT). `--login`
// signs in as the demo buyer first. One load is noisy: run it a few times.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';

const args = process.argv.slice(2);
const url = args.find((a) => !a.startsWith('--') && /^https?:/.test(a));
if (!url) throw new Error('usage: node scripts/bench/long-tasks.mjs URL [--login] [--rate 4] [--min-ms 50]');
const opt = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const RATE = opt('--rate', 4);
const MIN_US = opt('--min-ms', 50) * 1000;
// `--top N`: the heaviest functions shown per task (default 5).
const TOP = opt('--top', 5);
// `--events`: also the trace events inside each task (their durations overlap: nested events).
const BY_EVENT = args.includes('--events');
// `--by-file`: the self time of the whole load by source file.
const BY_FILE = args.includes('--by-file');
// `--inclusive`: the app's own functions by inclusive time over the long tasks.
const INCLUSIVE = args.includes('--inclusive');
// `--task-inclusive`: every function's inclusive time inside each long task (framework's too):
// which of React's phases (render, commit, passive effects) and whose effects hold the task.
const TASK_INCLUSIVE = args.includes('--task-inclusive');
const MAPS = path.resolve(import.meta.dirname, '../../.next/client-maps/static');

const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  serviceWorkers: 'block',
});
if (args.includes('--login')) {
  const res = await fetch(new URL('/api/front/login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000000', password: 'gavel-demo-1' }),
  });
  const tokens = (await res.json()).result;
  await context.addInitScript((t) => {
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
  }, tokens);
}
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
await browser.startTracing(page, {
  categories: [
    'disabled-by-default-v8.cpu_profiler',
    'v8',
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'toplevel',
    'blink.user_timing',
    'loading',
  ],
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();

// The renderer's profile: the one with the most nodes.
const profiles = new Map();
for (const e of events) {
  if (e.name !== 'ProfileChunk') continue;
  const key = `${e.pid}:${e.id}`;
  const p = profiles.get(key) ?? { pid: e.pid, id: e.id, nodes: [], samples: [], deltas: [] };
  const c = e.args.data.cpuProfile ?? {};
  if (c.nodes) p.nodes.push(...c.nodes);
  if (c.samples) p.samples.push(...c.samples);
  if (e.args.data.timeDeltas) p.deltas.push(...e.args.data.timeDeltas);
  profiles.set(key, p);
}
const P = [...profiles.values()].sort((a, b) => b.nodes.length - a.nodes.length)[0];
const start = events.find((e) => e.name === 'Profile' && e.pid === P.pid && e.id === P.id);
let t = start.args.data.startTime;
const times = P.deltas.map((d) => (t += d));
const nodes = new Map(P.nodes.map((n) => [n.id, n.callFrame]));
// The page's own navigation (the last one of the renderer: the first is about:blank's).
const navs = events.filter((e) => e.name === 'navigationStart' && e.pid === P.pid);
const nav = navs.find((e) => e.args?.data?.documentLoaderURL === url) ?? navs.at(-1) ?? { ts: times[0] };
const at = (e) => ((e.ts - nav.ts) / 1000).toFixed(0);
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === P.pid && e.ts >= nav.ts);
const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === P.pid && e.ts >= nav.ts);
console.log(
  `FCP ${fcp ? at(fcp) : '?'} ms; LCP candidates ${lcp.map((e) => `${at(e)} ms ${e.args.data?.type} ${e.args.data?.size}px²`).join(', ')}`,
);

const consumers = new Map();
async function source(frame) {
  const m = /\/_next\/static\/(.*\.js)$/.exec(frame.url ?? '');
  if (!m) return (frame.url ?? '').replace(/^.*\//, '');
  const file = path.join(MAPS, `${m[1]}.map`);
  if (!existsSync(file)) return m[1];
  if (!consumers.has(file)) consumers.set(file, await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))));
  const p = consumers
    .get(file)
    .originalPositionFor({ line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 });
  return `${(p.source ?? '').replace('webpack://_N_E/', '').replace('./node_modules/', '')}:${p.line}`;
}
const tid = start.tid;
// A trace's profile chunks name each node's parent (a .cpuprofile names its children instead).
const parentOf = new Map();
for (const n of P.nodes) {
  if (n.parent !== undefined) parentOf.set(n.id, n.parent);
  for (const c of n.children ?? []) parentOf.set(c, n.id);
}
const tasks = events
  .filter((e) => e.pid === P.pid && e.tid === tid && e.name === 'RunTask' && e.dur > MIN_US && e.ts >= nav.ts)
  .sort((a, b) => a.ts - b.ts);
let excess = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  excess += Math.max(0, task.dur / 1000 - 50);
  const self = new Map();
  for (let i = 0; i < P.samples.length; i++) {
    if (times[i] < task.ts || times[i] > end) continue;
    const f = nodes.get(P.samples[i]);
    const key = JSON.stringify([f.functionName || '(anonymous)', f.url ?? '', f.lineNumber ?? 0, f.columnNumber ?? 0]);
    self.set(key, (self.get(key) ?? 0) + (P.deltas[i] ?? 0));
  }
  console.log(`task at ${at(task)} ms, ${(task.dur / 1000).toFixed(0)} ms`);
  if (BY_EVENT) {
    // What the renderer did inside the task (layout, style, parsing, compiling…), not only JS:
    // the profiler's "(program)" is everything that is not a JS frame.
    const inner = new Map();
    for (const e of events) {
      if (e.pid !== P.pid || e.tid !== tid || e.ph !== 'X' || e.name === 'RunTask') continue;
      if (e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      inner.set(e.name, (inner.get(e.name) ?? 0) + (e.dur ?? 0));
    }
    const top = [...inner].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`    events: ${top.map(([n, us]) => `${n} ${(us / 1000).toFixed(0)}`).join(', ')}`);
  }
  if (TASK_INCLUSIVE) {
    const total = new Map();
    for (let i = 0; i < P.samples.length; i++) {
      if (times[i] < task.ts || times[i] > end) continue;
      const seen = new Set();
      for (let id = P.samples[i]; id !== undefined; id = parentOf.get(id)) {
        const f = nodes.get(id);
        const key = `${(f.functionName || '(anonymous)').slice(0, 32)}  ${await source(f)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        total.set(key, (total.get(key) ?? 0) + (P.deltas[i] ?? 0));
      }
    }
    console.log('    inclusive:');
    for (const [key, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(`  ${(us / 1000).toFixed(0).padStart(5)} ms  ${key}`);
    }
    continue;
  }
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    const [name, u, line, column] = JSON.parse(key);
    console.log(
      `  ${(us / 1000).toFixed(0).padStart(5)} ms  ${name.slice(0, 32)}  ${await source({ url: u, lineNumber: line, columnNumber: column })}`,
    );
  }
}
console.log(`sum over those tasks of (duration − 50 ms): ${excess.toFixed(0)} ms`);
if (INCLUSIVE) {
  // Inclusive time of the app's own functions (lib/, components/, app/) over the load's long
  // tasks: which of our renders and effects the framework's frames above them are spending on.
  const inTask = (ts) => tasks.some((task) => ts >= task.ts && ts <= task.ts + task.dur);
  const total = new Map();
  for (let i = 0; i < P.samples.length; i++) {
    if (!inTask(times[i])) continue;
    const seen = new Set();
    for (let id = P.samples[i]; id !== undefined; id = parentOf.get(id)) {
      const f = nodes.get(id);
      if (!f?.url || !/\/_next\/static\//.test(f.url)) continue;
      const where = await source(f);
      if (!/^(lib|components|app)\//.test(where)) continue;
      const key = `${f.functionName || '(anonymous)'}  ${where}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + (P.deltas[i] ?? 0));
    }
  }
  console.log("the app's functions, inclusive time over the long tasks (ms):");
  for (const [key, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`  ${(us / 1000).toFixed(0).padStart(5)}  ${key}`);
  }
}
if (BY_FILE) {
  // Self time of every sample after the navigation, by source file: where the whole load's
  // main-thread time goes, long tasks or not.
  const files = new Map();
  for (let i = 0; i < P.samples.length; i++) {
    if (times[i] < nav.ts) continue;
    const f = nodes.get(P.samples[i]);
    const file =
      (await source({ url: f.url, lineNumber: f.lineNumber, columnNumber: f.columnNumber })).replace(/:\d+$/, '') ||
      f.functionName;
    files.set(file, (files.get(file) ?? 0) + (P.deltas[i] ?? 0));
  }
  console.log('self time by file (ms):');
  for (const [file, us] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`  ${(us / 1000).toFixed(0).padStart(5)}  ${file}`);
  }
}
