// The first-load size budgets (docs/benchmarks.md, "Size budgets"), checked by `npm test` after
// the build. Bytes are stable from run to run, unlike times, so they can fail a test:
//
//   1. First-load JS of every route ≤ FIRST_LOAD_RATIO × the floor's (target 1.15 ×): the gzipped scripts a modern browser
//      downloads for the route's HTML (every <script src>, except the `nomodule` polyfills that
//      no browser with ES modules fetches), against the same figure for the floor page
//      (scripts/floor: a bare Next 16 + React 19 + next-intl page built the same way).
//   2. App-owned JS of every route ≤ 40 KiB gzipped: the bytes of that first load that come from
//      this project's code (lib/, components/, app/) and from packages the floor does not have
//      (swr, jotai, …), attributed with the build's hidden source maps (.next/client-maps).
//   3. Every script a first visit downloads before the screen is idle, per route, reported against
//      IDLE_TARGET × the floor's, not enforced (issue 39: the first load is the limit; what loads
//      after the load event must be requested in idle time: reported below, not yet enforced): the HTML's
//      scripts and the chunks the page imports after it starts (read schemas, the real-time
//      client, the worker's registration…), measured in Chromium against the compiled server
//      (scripts/size-idle.mjs). The floor page imports nothing after it starts, so its figure is
//      its first load. A script requested after the load event but before the first idle
//      callback after it is listed (lib/after-load.ts runs after-load work in idle time).
//   4. Route HTML + its critical CSS, gzipped, reported against the 14 KiB of a first round trip
//      (a target "where possible", so reported, not failed).
//   4. The contract's chunks, which every checked answer waits for (they load on demand, so 1.
//      does not count them): no client chunk may hold zod's classic build (the contract is
//      zod/mini, docs/benchmarks.md "zod/mini"), and the zod runtime chunk stays ≤ ZOD_RUNTIME_MAX.
//      The table's "+ contract" column is a route's first load plus that runtime and the
//      contract's core (envelope, error helpers): what stands before its first checked answer,
//      short of the call's own group of schemas (0.4–4 KiB).
//
// Usage (after `npm run build`):
//   node scripts/size-budget.mjs            check; exit 1 when a budget is exceeded
//   node scripts/size-budget.mjs --table    also print the per-route table (markdown)
//   node scripts/size-budget.mjs --no-idle  skip the browser part (3.): no server, no Chromium
//   node scripts/size-budget.mjs --floor    build the floor page and record its figure in
//                                           scripts/floor/first-load.json (run after upgrading
//                                           next, react or next-intl; the check refuses a stale one)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { idleScripts } from './size-idle.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');
const MAPS = path.join(ROOT, '.next/client-maps');
const FLOOR_DIR = path.join(ROOT, 'scripts/floor');
const FLOOR_RECORD = path.join(FLOOR_DIR, 'first-load.json');
const LOCALE = 'en';

/** The issue's target for first-load JS against the floor. */
export const FIRST_LOAD_TARGET = 1.15;
/**
 * What `npm test` enforces today: a ceiling just above the worst route, so no change can make a
 * first load heavier unnoticed, while the work towards the 1.15 × target (docs/benchmarks.md,
 * "Size budgets") goes on. Lower it as routes get lighter. Raised 1.23 → 1.25 on 2026-11-26: the
 * shell gained the notification badge, the offline last-seen store and the offline banner's
 * height (about +1.5–2.5 KiB on every route; group chat also its photo viewer: 173.7 → 176.8 KiB,
 * 1.24 ×); issue 26's "≤ 1.25 × the floor on every route" is the bound it now sits at.
 * Raised 1.25 → 1.26 on 2026-11-26 (+1.4 KiB): group chat reached 177.7 KiB, bytes over 1.25 ×
 * after the console's contract additions moved webpack's module concatenation (no buyer code
 * changed; lazy-loading its photo viewer made it 178.4, worse). Issue 26 still targets 1.25 ×
 * for every script before idle (3.), which this route is far from (1.44 ×).
 * Raised 1.26 → 1.27 on 2026-12-02 (+0.4 KiB on the item detail, +0.3 KiB on group chat): five
 * new calls and three routes (download my data, delete my account: every call's facts and every
 * route are in the shell, about 40 B each), the detail's offline window state and seller words, the
 * lazily loaded stale mark's loader, chat's and the bank form's last-seen answers (issue 37 #3,
 * #4, #6, #7; issue 41 #6). The call facts and route table on every first load are the cost that
 * grows with each call: issue 39 (≤ 1.25 ×) starts there.
 * Lowered 1.27 → 1.25 on 2026-12-02 (issue 39's bound): group chat no longer carries the group
 * list (177.8 → 176.8 KiB); the largest first load is the goods list, 177.3 KiB = 1.248 ×.
 */
export const FIRST_LOAD_RATIO = 1.25;
/**
 * Every script before idle (3.): reported against IDLE_TARGET, no longer enforced (issue 39, on
 * 2026-12-02: the first load is the limit, and what comes after the load event must come in idle
 * time, which is enforced instead). Until then it was enforced just above the worst route: 1.6 ×,
 * 1.5 × from 2026-11-26 (the contract moved to zod/mini: worst route 223.7 → 209.7 KiB), 1.4 × from
 * 2026-11-27 (a screen's reads moved to the compiled read checks: 209.7 → 195.9 KiB). What stands
 * between the routes and 1.25 × is what loads in idle time: the real-time client of a logged-in
 * user (4.4 KiB), the service worker's registration (workbox-window, 2.4 KiB), the rich-text
 * tree's reader (1.5 KiB): docs/benchmarks.md, "Size budgets".
 */
export const IDLE_TARGET = 1.25;
/**
 * Issue 39's first load: the HTML's scripts plus the chunks a page imports before its load event
 * (a screen's read checks: 1.5–2.6 KiB), as `npm run bench:web` counts it. Reported against this
 * target, not enforced: which chunks start before the load event depends on timing (en/home's
 * catalog checks did in one bench:web run and not in the next), so a ceiling on it would flake;
 * the HTML's own scripts (1.) stay the enforced figure.
 */
export const BEFORE_LOAD_TARGET = 1.25;
export const APP_OWNED_MAX = 40 * 1024;
/**
 * The zod runtime chunk (zod/mini and the core schemas the contract uses), gzipped: 13.0 KiB on
 * 2026-11-26 (zod classic's was 27.2 KiB). The ceiling leaves room for a few more kinds of schema,
 * not for a build that keeps every core schema again (what one classic import anywhere does).
 */
export const ZOD_RUNTIME_MAX = 16 * 1024;
/**
 * Screens that may load the zod runtime before idle (route without its locale). None: since
 * 2026-11-27 a screen's reads are checked with the compiled read checks, and zod loads at a form's
 * first interaction (components/shell/api-bridge.tsx), after idle.
 */
export const ZOD_BEFORE_IDLE = new Set([]);
export const FIRST_ROUND_TRIP = 14 * 1024;
/**
 * The modules the app loads with lib/after-load.ts (the load event, then idle time): none of them
 * may be requested between the load event and the first idle time after it (issue 39, enforced
 * since 2026-12-03). The other scripts requested in that gap belong to the screen's first render,
 * imported when its data arrives (a group's read checks and their runtime, the rich-text reader, the
 * QR code of an invitation, the next screen of the locale root's redirect): they are reported, not
 * failed, because they draw what the first visit came for (docs/benchmarks.md, "Size budgets").
 */
export const AFTER_IDLE_SOURCES = [
  /lib\/realtime\/index\.ts$/,
  /lib\/pwa\/register\.ts$/,
  /components\/pwa\/pwa-prompts\.tsx$/,
  /components\/account\/suspended-check\.tsx$/,
  /components\/ui\/gallery-preview\.tsx$/,
  /components\/ui\/image-viewer\.tsx$/,
  /components\/goods\/buy-confirm\.tsx$/,
  /components\/orders\/(consign-sheet|delivery-sheet|consign-all-dialog)\.tsx$/,
];

/**
 * The sources of a requested chunk, from the source maps contractChunks() read. A JSON module's
 * chunk has no map: a group's compiled read checks are named as such, anything else as unknown.
 */
function chunkSources(src, sourcesByFile) {
  const sources = sourcesByFile.get(decodeURIComponent(src));
  if (!sources) {
    const body = readFileSync(assetPath(OUT, src), 'utf8');
    return [body.includes(`JSON.parse('{"nodes":[`) ? 'lib/api/client/read-checks/*.json' : `${src} (no source map)`];
  }
  return sources.map((x) => x.replace(/^webpack:\/\/_N_E\/\.\//, ''));
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kib = (n) => (n / 1024).toFixed(1);

/** The scripts and stylesheets a page's HTML loads, in order; `nomodule` scripts left out. */
export function pageAssets(html) {
  const scripts = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1];
    const src = /\ssrc="([^"]+)"/i.exec(attrs)?.[1];
    if (!src || /\snomodule\b/i.test(attrs)) continue;
    if (!scripts.includes(src)) scripts.push(src);
  }
  const styles = [...new Set([...html.matchAll(/<link[^>]+href="([^"]+\.css)"/gi)].map((m) => m[1]))];
  return { scripts, styles };
}

function assetPath(dir, url) {
  return path.join(dir, decodeURIComponent(url.split('?')[0].replace(/^\//, '')));
}

/** The versions and sources the floor's figure depends on: when they change, it must be re-measured. */
function floorKey() {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const versions = ['next', 'react', 'react-dom', 'next-intl'].map(
    (name) => `${name}@${lock.packages?.[`node_modules/${name}`]?.version ?? '?'}`,
  );
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['out', '.next', 'node_modules'].includes(entry.name)) walk(file);
      } else if (!entry.name.endsWith('.json') || entry.name !== 'first-load.json') {
        if (/\.(jsx?|mjs)$/.test(entry.name))
          hash.update(`${path.relative(FLOOR_DIR, file)}\n`).update(readFileSync(file));
      }
    }
  };
  walk(FLOOR_DIR);
  return `${versions.join(' ')} sources:${hash.digest('hex').slice(0, 16)}`;
}

/** Gzipped JS a page's HTML makes a modern browser download. */
export function firstLoadJs(dir, htmlFile) {
  const { scripts } = pageAssets(readFileSync(htmlFile, 'utf8'));
  return scripts.reduce((sum, src) => sum + gz(readFileSync(assetPath(dir, src))), 0);
}

function measureFloor() {
  const r = spawnSync('npx', ['next', 'build', '--webpack'], { cwd: FLOOR_DIR, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('building the floor page failed');
  const js = firstLoadJs(path.join(FLOOR_DIR, 'out'), path.join(FLOOR_DIR, 'out/en/index.html'));
  const record = { key: floorKey(), firstLoadJsGzip: js, measured: new Date().toISOString().slice(0, 10) };
  writeFileSync(FLOOR_RECORD, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

function readFloor() {
  if (!existsSync(FLOOR_RECORD)) throw new Error('no floor figure: run `node scripts/size-budget.mjs --floor`');
  const record = JSON.parse(readFileSync(FLOOR_RECORD, 'utf8'));
  const key = floorKey();
  if (record.key !== key) {
    throw new Error(
      `the floor figure is stale (recorded for "${record.key}", now "${key}"): run \`node scripts/size-budget.mjs --floor\` and commit scripts/floor/first-load.json`,
    );
  }
  return record;
}

/** Packages whose code the floor page also ships: the framework, not the app. */
const FRAMEWORK =
  /^(next|react|react-dom|scheduler|next-intl|use-intl|intl-messageformat|@formatjs\/.*|icu-minify|@swc\/helpers|process)$/;

/** Which part of the project (or package) a source-map source belongs to; null: the framework's own. */
export function owner(source) {
  if (!source) return null;
  const s = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = s.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return FRAMEWORK.test(pkg) ? null : pkg;
  }
  const top = s.split('/')[0];
  return ['lib', 'components', 'app', 'messages'].includes(top) ? top : null;
}

/** Bytes of one script attributed to app-owned sources, gzipped as one stream per script. */
function appOwnedOf(file, mapFile) {
  if (!existsSync(mapFile)) return null;
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const segments = [];
  consumer.eachMapping((m) => segments.push(m));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  let owned = '';
  for (let i = 0; i < segments.length; i++) {
    const a = segments[i];
    const b = segments[i + 1];
    if (owner(a.source) === null) continue;
    const line = lines[a.generatedLine - 1] ?? '';
    const end = b && b.generatedLine === a.generatedLine ? b.generatedColumn : line.length;
    owned += line.slice(a.generatedColumn, end);
  }
  return owned;
}

function routes() {
  const base = path.join(OUT, LOCALE);
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === 'index.html') found.push(path.relative(OUT, dir) + '/');
    }
  };
  walk(base);
  return found.sort();
}

function measureRoute(route) {
  const html = readFileSync(path.join(OUT, route, 'index.html'));
  const { scripts, styles } = pageAssets(html.toString('utf8'));
  let js = 0;
  let owned = '';
  for (const src of scripts) {
    const file = assetPath(OUT, src);
    js += gz(readFileSync(file));
    // A script webpack wrote no map for (a page entry that only re-exports) counts whole: the
    // figure may overstate what the app owns, never understate it.
    owned +=
      appOwnedOf(file, path.join(MAPS, `${path.relative(path.join(OUT, '_next'), file)}.map`)) ??
      readFileSync(file, 'utf8');
  }
  const css = styles.reduce((sum, href) => sum + gz(readFileSync(assetPath(OUT, href))), 0);
  return { route, scripts, js, appOwned: gz(Buffer.from(owned)), html: gz(html), css };
}

/** Which zod build a source-map source comes from: 'classic' | 'zod' (mini and core) | null. */
export function zodBuild(source) {
  const s = source ?? '';
  if (!/[\\/]node_modules[\\/]zod[\\/]/.test(s)) return null;
  return /[\\/]zod[\\/](v4[\\/]classic|v3)[\\/]/.test(s) ? 'classic' : 'zod';
}

/** Whether a source-map source is DOMPurify's (issue 39: the console's preview alone may load it). */
export function isDompurify(source) {
  return /[\\/]node_modules[\\/]dompurify[\\/]/.test(source ?? '');
}

/**
 * The contract's lazily loaded chunks, read from the hidden source maps: the zod runtime (chunks
 * made only of zod), the core (the chunk holding lib/api/client/contract-core.ts), and every chunk
 * that holds zod's classic build; and the chunks holding DOMPurify.
 */
function contractChunks() {
  const dir = path.join(OUT, '_next/static/chunks');
  const out = {
    runtime: 0,
    core: 0,
    classic: [],
    runtimeFiles: new Set(),
    dompurifyFiles: new Set(),
    // Every chunk's sources by its URL path (/_next/static/chunks/…js): the after-idle check's.
    sourcesByFile: new Map(),
  };
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) {
        const map = path.join(MAPS, `${path.relative(path.join(OUT, '_next'), file)}.map`);
        if (!existsSync(map)) continue;
        const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
        out.sourcesByFile.set(`/${path.relative(OUT, file).split(path.sep).join('/')}`, sources);
        const builds = sources.map(zodBuild);
        if (builds.includes('classic')) out.classic.push(path.relative(OUT, file));
        if (sources.some(isDompurify)) out.dompurifyFiles.add(`/${path.relative(OUT, file).split(path.sep).join('/')}`);
        if (sources.length > 0 && builds.every((b) => b !== null)) {
          out.runtime += gz(readFileSync(file));
          out.runtimeFiles.add(`/${path.relative(OUT, file).split(path.sep).join('/')}`);
        }
        if (sources.some((src) => /lib\/api\/client\/contract-core\.ts$/.test(src))) out.core += gz(readFileSync(file));
      }
    }
  };
  walk(dir);
  return out;
}

/**
 * Adds `idle` (gzipped bytes before idle), `login`, `zod` (the zod runtime was among the scripts
 * before idle) and `dompurify` (so was DOMPurify) to each row, measured in Chromium.
 */
async function measureIdle(rows, zodFiles, dompurifyFiles) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('no Chromium for the before-idle budget (or run with --no-idle)');
  const seen = await idleScripts(
    ROOT,
    rows.map((r) => r.route),
    { chromiumPath, chromiumArgs: CHROMIUM_ARGS },
  );
  for (const r of rows) {
    const { scripts, notIdle, beforeLoad, login } = seen.get(r.route);
    r.idle = scripts.reduce((sum, src) => sum + gz(readFileSync(assetPath(OUT, src))), 0);
    // The HTML's scripts and whatever else started before the load event, each once.
    const loaded = new Set([
      ...r.scripts.map((src) => decodeURIComponent(src)),
      ...beforeLoad.map((src) => decodeURIComponent(src)),
    ]);
    r.beforeLoad = [...loaded].reduce((sum, src) => sum + gz(readFileSync(assetPath(OUT, src))), 0);
    r.login = login;
    r.notIdle = notIdle;
    r.zod = scripts.some((src) => zodFiles.has(decodeURIComponent(src)));
    r.dompurify = scripts.some((src) => dompurifyFiles.has(decodeURIComponent(src)));
  }
}

async function main() {
  const args = process.argv.slice(2);
  const floor = args.includes('--floor') ? measureFloor() : readFloor();
  const limit = floor.firstLoadJsGzip * FIRST_LOAD_RATIO;
  const idle = !args.includes('--no-idle');
  if (!existsSync(MAPS)) throw new Error('no client source maps in .next/client-maps: run `npm run build` first');
  const rows = routes().map(measureRoute);
  const contract = contractChunks();
  if (idle) await measureIdle(rows, contract.runtimeFiles, contract.dompurifyFiles);
  const failures = [];
  for (const chunk of contract.classic)
    failures.push(`${chunk}: holds zod's classic build (the browser's contract is zod/mini: import 'zod/mini')`);
  if (contract.runtime > ZOD_RUNTIME_MAX)
    failures.push(`the zod runtime chunk ${kib(contract.runtime)} KiB > ${kib(ZOD_RUNTIME_MAX)} KiB`);
  // A module renamed or moved would leave its rule matching nothing, and the check silently empty.
  for (const re of AFTER_IDLE_SOURCES)
    if (![...contract.sourcesByFile.values()].some((sources) => sources.some((src) => re.test(src))))
      failures.push(`AFTER_IDLE_SOURCES: ${re} matches no module of the client build (moved? update the list)`);
  // After the load event and before idle time: after-load work fails the build; a screen's
  // first-render imports are counted by chunk (AFTER_IDLE_SOURCES says why).
  const firstRender = new Map();
  for (const r of rows) {
    for (const src of r.notIdle ?? []) {
      const sources = chunkSources(src, contract.sourcesByFile);
      const early = sources.find((x) => AFTER_IDLE_SOURCES.some((re) => re.test(x)));
      if (early)
        failures.push(
          `${r.route}: ${src} (${early}) is requested after the load event but before idle time: it must wait for idle (lib/after-load.ts)`,
        );
      else {
        const seen = firstRender.get(src) ?? {
          routes: 0,
          what: sources.find((x) => !x.startsWith('node_modules/')) ?? sources[0] ?? 'no sources',
        };
        seen.routes += 1;
        firstRender.set(src, seen);
      }
    }
    if (r.js > limit)
      failures.push(
        `${r.route}: first-load JS ${kib(r.js)} KiB > ${kib(limit)} KiB (${FIRST_LOAD_RATIO} × the floor's ${kib(floor.firstLoadJsGzip)})`,
      );
    if (r.appOwned > APP_OWNED_MAX) failures.push(`${r.route}: app-owned JS ${kib(r.appOwned)} KiB > 40 KiB`);
    // Buyers read rich text as the server's tree, drawn with React (docs/security.md, "Rich text").
    if (r.dompurify || r.scripts.some((src) => contract.dompurifyFiles.has(decodeURIComponent(src))))
      failures.push(
        `${r.route}: loads DOMPurify (the buyer app never parses server HTML: rich text is the server's tree; DOMPurify is the console preview's alone)`,
      );
    if (idle && r.zod && !ZOD_BEFORE_IDLE.has(r.route.replace(/^[^/]+\//, '')))
      failures.push(
        `${r.route}: loads the zod runtime before idle (a screen's reads use the compiled read checks, lib/api/client/read-check.ts; forms load zod at the first interaction)`,
      );
  }
  if (args.includes('--table') || failures.length > 0) {
    console.log(`Floor (scripts/floor, ${floor.measured}): first-load JS ${kib(floor.firstLoadJsGzip)} KiB gzipped.\n`);
    const idleHead = idle ? ' JS before load (KiB gz) | × floor | JS before idle (KiB gz) | × floor |' : '';
    console.log(
      `| Route | First-load JS (KiB gz) | × floor |${idleHead} App-owned JS (KiB gz) | HTML (KiB gz) | CSS (KiB gz) | HTML + CSS ≤ 14 KiB |`,
    );
    console.log(`|---|---|---|${idle ? '---|---|---|---|' : ''}---|---|---|---|`);
    for (const r of rows) {
      const idleCells = idle
        ? ` ${kib(r.beforeLoad)} | ${(r.beforeLoad / floor.firstLoadJsGzip).toFixed(2)} | ${kib(r.idle)}${r.login ? ' (session)' : ''} | ${(r.idle / floor.firstLoadJsGzip).toFixed(2)} |`
        : '';
      console.log(
        `| \`${r.route}\` | ${kib(r.js)} | ${(r.js / floor.firstLoadJsGzip).toFixed(2)} |${idleCells} ${kib(r.appOwned)} | ${kib(r.html)} | ${kib(r.css)} | ${r.html + r.css <= FIRST_ROUND_TRIP ? 'yes' : 'no'} |`,
      );
    }
  }
  const worst = rows.reduce((a, b) => (b.js > a.js ? b : a));
  const worstOwned = rows.reduce((a, b) => (b.appOwned > a.appOwned ? b : a));
  const onTarget = rows.filter((r) => r.js <= floor.firstLoadJsGzip * FIRST_LOAD_TARGET).length;
  console.log(
    `size budgets: ${rows.length} routes, ${onTarget} within the ${FIRST_LOAD_TARGET} × target; largest first load ${worst.route} ${kib(worst.js)} KiB = ${(worst.js / floor.firstLoadJsGzip).toFixed(2)} × the floor (enforced ≤ ${FIRST_LOAD_RATIO} ×, ${kib(limit)} KiB); largest app-owned ${worstOwned.route} ${kib(worstOwned.appOwned)} KiB (limit 40)`,
  );
  console.log(
    `contract chunks: zod runtime ${kib(contract.runtime)} KiB (limit ${kib(ZOD_RUNTIME_MAX)}), core ${kib(contract.core)} KiB; zod classic in ${contract.classic.length} client chunks`,
  );
  console.log(
    `DOMPurify: in ${contract.dompurifyFiles.size} client chunk(s) (the console's preview), loaded by ${rows.filter((r) => r.dompurify || r.scripts.some((src) => contract.dompurifyFiles.has(decodeURIComponent(src)))).length} buyer route(s)${idle ? '' : ' (first load only: --no-idle)'}`,
  );
  if (idle) {
    const worstIdle = rows.reduce((a, b) => (b.idle > a.idle ? b : a));
    const idleOnTarget = rows.filter((r) => r.idle <= floor.firstLoadJsGzip * IDLE_TARGET).length;
    console.log(
      `zod before idle: ${
        rows
          .filter((r) => r.zod)
          .map((r) => r.route)
          .join(', ') || 'no route'
      }`,
    );
    const worstLoad = rows.reduce((a, b) => (b.beforeLoad > a.beforeLoad ? b : a));
    const loadOnTarget = rows.filter((r) => r.beforeLoad <= floor.firstLoadJsGzip * BEFORE_LOAD_TARGET).length;
    console.log(
      `before load (the HTML's scripts and the chunks requested before the load event): ${loadOnTarget} of ${rows.length} routes within the ${BEFORE_LOAD_TARGET} × target; largest ${worstLoad.route} ${kib(worstLoad.beforeLoad)} KiB = ${(worstLoad.beforeLoad / floor.firstLoadJsGzip).toFixed(2)} × the floor (reported, not enforced)`,
    );
    console.log(
      `before idle: ${idleOnTarget} of ${rows.length} routes within the ${IDLE_TARGET} × target; largest ${worstIdle.route} ${kib(worstIdle.idle)} KiB = ${(worstIdle.idle / floor.firstLoadJsGzip).toFixed(2)} × the floor (reported, not enforced)`,
    );
  }
  if (idle) {
    const byUse = [...firstRender].sort((a, b) => b[1].routes - a[1].routes);
    const total = byUse.reduce((sum, [, v]) => sum + v.routes, 0);
    console.log(
      `\nafter the load event, before idle time: no after-load work (enforced); ${total} first-render imports of ${byUse.length} chunks (reported):${byUse
        .map(([src, v]) => `\n  ${v.routes} × ${src.replace(/^\/_next\/static\/chunks\//, '')} (${v.what})`)
        .join('')}`,
    );
  }
  if (failures.length > 0) {
    console.error(`\nsize budgets exceeded:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
