// Every script a first visit downloads before the screen is idle, per route (issue 26's byte
// target; docs/benchmarks.md, "Size budgets"). Not only the HTML's own scripts: the chunks the
// page imports after it starts (the read schemas and zod, the real-time client of a logged-in
// user, the service worker's registration, the rich-text tree's reader…) are what a phone downloads and
// evaluates too, and which of them load is decided at run time, so it is measured in Chromium
// against the compiled server serving the export (`npm run build` first), not read off the chunk
// graph. The bytes counted are the files' own gzip -9 sizes, as for the first load, so the figure
// only moves when the code or the set of scripts does.
//
// A route is visited as a first visit: a new browser context, service worker blocked; a screen the
// route table (lib/routes.ts) marks `login` with a session in place (the demo user: a visitor
// without one only sees the login screen), every other without. Idle: the load event, then no
// request for a second (the after-load chunks start in idle time). The scripts requested after
// the load event but before the first idle callback after it are returned too: issue 39 wants
// what loads after the load event requested in idle time (lib/after-load.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** Query strings for the screens that show one thing (without them they show "not found"). */
export function routeUrl(route, ids) {
  const q = {
    'goods/detail/': `?id=${ids.product}`,
    'goods/consumption/detail/': `?id=${ids.product}`,
    'group-chat/': '?id=1',
    'notice/': '?id=1',
    'agreement/article/': '?id=1',
  }[route.replace(/^[^/]+\//, '')];
  return `/${route}${q ?? ''}`;
}

/** The same-origin scripts of a list of URLs, as paths, once each, in order. */
export function scriptPaths(urls, origin) {
  const seen = [];
  for (const u of urls) {
    const url = new URL(u);
    if (url.origin !== origin || !url.pathname.endsWith('.js') || seen.includes(url.pathname)) continue;
    seen.push(url.pathname);
  }
  return seen;
}

async function freePort() {
  return await new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(root) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gavel-size-idle-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, OVERLOAD_MAX_DELAY_MS: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (b) => {
      if (b.toString().includes('Gavel is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was running`)));
  });
  return {
    origin: `http://localhost:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(origin, call, body) {
  const res = await fetch(`${origin}/api/front/${call}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await res.json();
  if (envelope.code !== 200) throw new Error(`${call}: ${envelope.code}`);
  return envelope.result;
}

/**
 * Paths of the scripts `url` downloads until idle; `tokens` put a session in place first. `clean`:
 * every API read answered and no skeleton left, so the screen drew its data (and loaded what
 * drawing it needs: the rich-text tree's reader…).
 */
async function visit(browser, url, tokens, idleTimeout) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (tokens) {
      await context.addInitScript((tk) => {
        localStorage.setItem('accessToken', tk.accessToken);
        localStorage.setItem('refreshToken', tk.refreshToken);
      }, tokens);
    }
    // Issue 39: what loads after the load event is requested in idle time (lib/after-load.ts).
    // Marks the load event and the first idle callback after it, asked for in the first load
    // listener (this script runs before the page's own), so the page's after-load work queues
    // behind it; the same timeout as lib/after-load.ts, so on a busy page it is not run later
    // than the page's own.
    await context.addInitScript((timeout) => {
      const marks = { load: -1, idle: -1 };
      Object.defineProperty(window, '__sizeIdleMarks', { value: marks });
      window.addEventListener(
        'load',
        () => {
          marks.load = performance.now();
          const idle = () => {
            marks.idle = performance.now();
          };
          if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(idle, { timeout });
          else idle();
        },
        { once: true },
      );
    }, idleTimeout);
    const page = await context.newPage();
    const requested = [];
    let failed = false;
    page.on('request', (r) => requested.push(r.url()));
    page.on('requestfailed', (r) => {
      if (r.url().includes('/api/')) failed = true;
    });
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) failed = true;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Not a test's fixed sleep: the definition of idle (a second without a request).
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const skeleton = (await page.locator('[data-testid="skeleton"]').count()) > 0;
    const notIdle = await page.evaluate(() => {
      const marks = window.__sizeIdleMarks;
      return performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime > marks.load)
        .filter((e) => marks.idle < 0 || e.startTime < marks.idle)
        .map((e) => new URL(e.name).pathname);
    });
    // Issue 39's first load: every script requested before the load event, the HTML's own and
    // the chunks the page imports while it starts (a screen's read checks…), as bench:web counts it.
    const beforeLoad = await page.evaluate(() => {
      const loadStart = performance.getEntriesByType('navigation')[0]?.loadEventStart ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime <= loadStart)
        .map((e) => new URL(e.name).pathname);
    });
    return {
      scripts: scriptPaths(requested, new URL(url).origin),
      notIdle,
      beforeLoad,
      finalUrl: page.url(),
      clean: !failed && !skeleton,
    };
  } finally {
    await context.close();
  }
}

/** The visit that drew its data, or of up to three that did not (a loaded machine), the heaviest. */
async function firstVisit(browser, url, tokens, idleTimeout) {
  let heaviest;
  for (let attempt = 0; attempt < 3; attempt++) {
    const seen = await visit(browser, url, tokens, idleTimeout);
    if (seen.clean) return seen;
    if (!heaviest || seen.scripts.length > heaviest.scripts.length) heaviest = seen;
  }
  return heaviest;
}

/**
 * Map route → { scripts (paths), notIdle (scripts requested after the load event and before the
 * first idle time after it), beforeLoad (scripts requested before the load event), login (visited
 * with a session) } for every route, measured
 * against the compiled server in `root`; `parallel` pages at a time.
 */
export async function idleScripts(root, routes, { chromiumPath, chromiumArgs, parallel = 3 }) {
  const { chromium } = await import('playwright');
  const server = await startServer(root);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    const tokens = await api(server.origin, 'login', { phone: '13800000000', password: 'gavel-demo-1' });
    const list = await api(server.origin, 'getProductList', { page: 1, pageSize: 1 });
    const ids = { product: list.items[0]?.id ?? 1 };
    const { routeBySegment, routeDef } = await tsImport('../lib/routes.ts', import.meta.url);
    const { IDLE_TIMEOUT_MS } = await tsImport('../lib/after-load.ts', import.meta.url);
    const out = new Map();
    const queue = [...routes];
    const worker = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const id = routeBySegment(route.replace(/^[^/]+\//, ''));
        const login = id !== undefined && routeDef(id).login;
        const seen = await firstVisit(
          browser,
          `${server.origin}${routeUrl(route, ids)}`,
          login ? tokens : null,
          IDLE_TIMEOUT_MS,
        );
        if (login && /\/login\//.test(new URL(seen.finalUrl).pathname))
          throw new Error(`${route}: sent to the login screen with a session`);
        out.set(route, { scripts: seen.scripts, notIdle: seen.notIdle, beforeLoad: seen.beforeLoad, login });
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    return out;
  } finally {
    await browser.close();
    await server.stop();
  }
}
