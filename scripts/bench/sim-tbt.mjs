// A steadier estimate of a page's Total Blocking Time under Lighthouse's simulated throttling, for
// comparing two builds of one screen (issue 26). Lighthouse's mobile preset loads the page
// unthrottled, then simulates it: every main-thread task of that unthrottled trace becomes 4 × as
// long, and TBT sums each one's excess over 50 ms after the first contentful paint. So a task of
// 12.5 ms here already counts. This loads the page unthrottled N times (no profiler, which would
// slow the tasks down), takes every task after FCP and prints the median of Σ max(0, 4·d − 50)
// and each task over 12.5 ms by what the renderer did in it.
//   node scripts/bench/sim-tbt.mjs http://127.0.0.1:3300/en/mine/ [--login] [--runs 9] [--tasks] [--slowdown 4]
// `--slowdown N`: the CPU multiplier to simulate (bench:web's calibrated one, printed by its run;
// default 4, Lighthouse's own mobile default). `--cpu-time`: each task's thread CPU time (the
// trace's `tdur`) instead of its wall time, for a host shared with other work: a task the kernel
// kept waiting for a core reads long in wall time, not in CPU time (not Lighthouse's figure; for
// comparing two builds on a loaded host).
// Several URLs (the same screen served by two builds: `OUT_DIR=… PORT=… node dist/server/main.js`)
// are loaded in turn, run after run, so the machine's drift falls on each alike.
// Not Lighthouse's figure (its simulated FCP and task order differ; it reads higher on pages whose
// simulated FCP comes late), but it moves with it: quartiles ±50–100 ms over 15 loads here, where
// Lighthouse's median of 5 moved by ±150 ms (docs/benchmarks.md, "Mine's gate").
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';

const args = process.argv.slice(2);
const urls = args.filter((a, i) => !a.startsWith('--') && !/^--(runs|slowdown)$/.test(args[i - 1] ?? ''));
if (urls.length === 0) throw new Error('usage: sim-tbt.mjs <url> [--login] [--runs N] [--tasks]');
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = flag('--runs', 9);
const SHOW_TASKS = args.includes('--tasks');
const SLOWDOWN = flag('--slowdown', 4);
const CPU_TIME = args.includes('--cpu-time');

// Each server has its own users' secrets: sign in on each.
const tokens = new Map();
if (args.includes('--login')) {
  for (const u of urls) {
    const res = await fetch(new URL('/api/front/login', u), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000000', password: 'gavel-demo-1' }),
    });
    // A page without the API (the floor) is loaded without a session.
    const body = await res.json().catch(() => undefined);
    if (body?.result) tokens.set(u, body.result);
  }
}

const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
const results = new Map(urls.map((u) => [u, []]));
for (let run = 0; run < RUNS; run++)
  for (const url of urls) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      serviceWorkers: 'block',
    });
    if (tokens.has(url)) {
      await context.addInitScript((t) => {
        localStorage.setItem('accessToken', t.accessToken);
        localStorage.setItem('refreshToken', t.refreshToken);
      }, tokens.get(url));
    }
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'loading',
        'blink.user_timing',
        'rail',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    await context.close();

    // The page's first contentful paint, and the navigation of that renderer just before it.
    const fcp = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
    const nav = events.filter((e) => e.name === 'navigationStart' && fcp && e.pid === fcp.pid && e.ts <= fcp.ts).at(-1);
    if (!nav || !fcp) {
      console.error(`${url} run ${run + 1}: no first contentful paint in the trace`);
      continue;
    }
    const main = events.find((e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
    const tasks = events
      .filter((e) => e.pid === nav.pid && e.tid === main?.tid && e.name === 'RunTask' && e.ts >= fcp.ts && e.dur)
      .sort((a, b) => a.ts - b.ts);
    let tbt = 0;
    const long = [];
    for (const task of tasks) {
      const ms = (CPU_TIME ? (task.tdur ?? task.dur) : task.dur) / 1000;
      const excess = SLOWDOWN * ms - 50;
      if (excess <= 0) continue;
      tbt += excess;
      // The heaviest kind of work inside the task (script, layout, style, parsing…).
      const inner = new Map();
      for (const e of events) {
        if (e.pid !== task.pid || e.tid !== task.tid || e.ph !== 'X' || e.name === 'RunTask') continue;
        if (e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur) continue;
        if (
          ![
            'EvaluateScript',
            'FunctionCall',
            'TimerFire',
            'Layout',
            'UpdateLayoutTree',
            'ParseHTML',
            'Paint',
            'V8.GC_SCAVENGER',
            'MajorGC',
            'MinorGC',
            'FireAnimationFrame',
            'v8.compile',
            'EventDispatch',
          ].includes(e.name)
        )
          continue;
        inner.set(e.name, (inner.get(e.name) ?? 0) + e.dur / 1000);
      }
      const top = [...inner].sort((a, b) => b[1] - a[1]).slice(0, 2);
      long.push(
        `${((task.ts - nav.ts) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} (${top.map(([n, d]) => `${n} ${d.toFixed(0)}`).join(', ')})`,
      );
    }
    results.get(url).push({ tbt, fcp: (fcp.ts - nav.ts) / 1000, long });
  }
await browser.close();

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) * q)] : NaN;
};
const median = (xs) => quantile(xs, 0.5);
for (const [url, runs] of results) {
  const tbts = runs.map((r) => r.tbt);
  console.log(
    `${url}: simulated TBT median ${median(tbts).toFixed(0)} ms (quartiles ${quantile(tbts, 0.25).toFixed(0)}–${quantile(tbts, 0.75).toFixed(0)}) over ${runs.length} loads (each: ${tbts.map((x) => x.toFixed(0)).join(' ')}); FCP median ${median(runs.map((r) => r.fcp)).toFixed(0)} ms unthrottled`,
  );
  if (SHOW_TASKS) for (const r of runs) console.log(`  ${r.tbt.toFixed(0)}: ${r.long.join(' | ')}`);
}
