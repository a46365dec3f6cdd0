// npm run bench:api — measures the reference server over loopback with autocannon:
//   1. getProductList: requests/s and p99 (PGlite).
//   2. A flash sale: 1000 funded buyers hit buyProduct the moment the operator opens the window,
//      on one item with stock 100 — on PGlite and on PostgreSQL (when 127.0.0.1:5432 answers).
//      Reports oversells (must be 0), committed buys/s and p99.
// Each scenario starts its own server process (tsx server/main.ts) on a free loopback port with a
// temp DATA_DIR; buyers are funded through approved recharges prepared in that database before
// the server starts. The whole run is bounded (BENCH_TIMEOUT_S, default 300 s). Results are
// printed and written into docs/benchmarks.md (between the BENCH markers).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { issueTokens } from '../server/auth/tokens';
import { testConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { marketSettings, orders, platformAccounts, products, productTypes, users } from '../server/db/schema';
import { withTx } from '../server/db/tx';
import { applyConfigured } from '../server/seed/configured';
import { applyRecharge } from '../server/wallet/applications';
import { auditLedger } from '../server/wallet/ledger';
import { decide } from '../server/wallet/review';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  duration: number;
  non2xx: number;
  '2xx': number;
  errors: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const BUYERS = 1000;
const STOCK = 100;
const PRICE = 1_000;
const JWT_SECRET = randomBytes(32).toString('hex');
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const deadline = setTimeout(
  () => {
    console.error('bench: time limit reached, stopping');
    for (const c of children) killTree(c);
    process.exit(2);
  },
  Number(process.env.BENCH_TIMEOUT_S ?? 300) * 1000,
);
const children: ChildProcess[] = [];

function killTree(c: ChildProcess) {
  if (c.pid && c.exitCode === null) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** A one-minute window twelve hours away: closed until the operator opens the sale. */
function closedWindow() {
  const at = `${String((new Date().getUTCHours() + 12) % 24).padStart(2, '0')}:00`;
  return { startTime: at, endTime: at, timeZone: 'UTC' };
}

/** Funded buyers and one flash item, written before the server opens the database. */
async function prepare(database: Database, dataDir: string) {
  const { db } = database;
  await migrate(db);
  const config = testConfig({ dataDir, jwtSecret: new TextEncoder().encode(JWT_SECRET) });
  await applyConfigured(db, config);
  const now = new Date();
  return withTx(db, async (tx) => {
    const [account] = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
    const [type] = await tx.insert(productTypes).values({ name: 'Flash' }).returning({ id: productTypes.id });
    if (!account || !type) throw new Error('bench: setup failed');
    const [item] = await tx
      .insert(products)
      .values({ name: 'Flash sale item', typeId: type.id, kind: 'auction', price: PRICE, stock: STOCK, createdAt: now })
      .returning({ id: products.id });
    if (!item) throw new Error('bench: setup failed');
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const [u] = await tx
        .insert(users)
        .values({ phone: `150${String(i).padStart(8, '0')}`, nickname: `b${i}`, invitationCode: `BENCH${i}X` })
        .returning({ id: users.id });
      if (!u) throw new Error('bench: user');
      const r = await applyRecharge(tx, {
        userId: u.id,
        amount: 5 * PRICE,
        accountId: account.id,
        now,
        limits: { min: 1, max: 1e9 },
      });
      await decide(tx, { type: 'recharge', id: r.id, decision: 'approve', operator: 'bench', now });
      tokens.push((await issueTokens(tx, config, u.id, now)).accessToken);
    }
    await tx.update(marketSettings).set(closedWindow()).where(eq(marketSettings.id, 1));
    return { productId: item.id, tokens };
  });
}

async function startServer(dataDir: string, databaseUrl?: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      SEED: 'true',
      NODE_ENV: 'production',
    },
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(`${base}/api/front/GetAuctionTimeInfo`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const token = readFileSync(path.join(dataDir, 'operator-token'), 'utf8').trim();
  const operator = (p: string, body: unknown) =>
    fetch(`${base}/api/admin${p}`, {
      method: 'POST',
      headers: { authorization: `Operator ${token}`, 'content-type': 'application/json', 'x-operator': 'bench' },
      body: JSON.stringify(body),
    });
  return { base, child, operator };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  killTree(child);
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

async function listBench(base: string) {
  const r = await autocannon({
    url: `${base}/api/front/getProductList`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, pageSize: 20 }),
    connections: 20,
    duration: 10,
  });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

async function flashSale(
  base: string,
  operator: (p: string, b: unknown) => Promise<Response>,
  productId: number,
  tokens: string[],
) {
  let next = 0;
  const open = await operator('/market/window', { startTime: '00:00', endTime: '23:59', timeZone: 'UTC' });
  if (!open.ok) throw new Error(`bench: window not opened (${open.status})`);
  const started = Date.now();
  const r = await autocannon({
    url: base,
    connections: BUYERS,
    amount: BUYERS,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/api/front/buyProduct',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId }),
        setupRequest: (req: { headers: Record<string, string> }) => {
          const token = tokens[next % tokens.length] ?? '';
          next += 1;
          return { ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  const seconds = (Date.now() - started) / 1000;
  return {
    committed: r['2xx'],
    refused: r.non2xx,
    errors: r.errors,
    p99: r.latency.p99,
    seconds,
    buysPerSecond: Math.round(r['2xx'] / seconds),
  };
}

async function check(database: Database, productId: number) {
  const [n] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.productId, productId));
  const [p] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  const audit = await auditLedger(database.db);
  const sound =
    audit.mismatched.length === 0 &&
    audit.negative.length === 0 &&
    audit.unbalanced.length === 0 &&
    audit.moneyTotal === 0;
  return {
    orders: n?.n ?? 0,
    oversells: Math.max(0, (n?.n ?? 0) - STOCK),
    stockLeft: p?.stock ?? -1,
    ledgerSound: sound,
  };
}

async function pgliteRun() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-'));
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    const { productId, tokens } = await prepare(database, dataDir);
    await database.close();
    const s = await startServer(dataDir);
    await s.operator('/market/window', closedWindow());
    const list = await listBench(s.base);
    const sale = await flashSale(s.base, s.operator, productId, tokens);
    await stop(s.child);
    const after = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    const verdict = await check(after, productId);
    await after.close();
    return { list, sale: { ...sale, ...verdict } };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function pgRun(): Promise<{ skipped: string } | { sale: Sale }> {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (e) {
    return { skipped: `PostgreSQL not reachable at ${PG_ADMIN}: ${e instanceof Error ? e.message : String(e)}` };
  }
  const name = `gavel_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-'));
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    const { productId, tokens } = await prepare(database, dataDir);
    const s = await startServer(dataDir, url.toString());
    await s.operator('/market/window', closedWindow());
    const sale = await flashSale(s.base, s.operator, productId, tokens);
    const verdict = await check(database, productId);
    await stop(s.child);
    await database.close();
    return { sale: { ...sale, ...verdict } };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function machine() {
  // The load average says how much else was running: on a shared machine it dominates the numbers.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return `${cpus().length} CPUs (nproc), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}, load average ${load} (1/5/15 min) at the end`;
}

type Sale = Awaited<ReturnType<typeof flashSale>> & Awaited<ReturnType<typeof check>>;
const saleRow = (db: string, s: Sale) =>
  `| ${db} | ${BUYERS} → ${STOCK} | ${s.committed} | ${s.oversells} | ${s.stockLeft} | ${s.buysPerSecond} | ${s.p99} | ${s.seconds.toFixed(2)} | ${s.ledgerSound ? 'yes' : 'NO'} |`;

async function main() {
  const lite = await pgliteRun();
  const onPg = await pgRun();
  const lines = [
    `Measured ${new Date().toISOString()} on ${machine()} with \`npm run bench:api\`.`,
    '',
    '| Call | Database | Connections | Requests/s | p99 (ms) | Non-2xx |',
    '|---|---|---|---|---|---|',
    `| getProductList (page of 20) | PGlite | 20 | ${lite.list.rps} | ${lite.list.p99} | ${lite.list.non2xx} |`,
    '',
    '| Flash sale | Buyers → stock | Committed buys | Oversells | Stock left | Committed buys/s | p99 (ms) | Wall time (s) | Ledger sound |',
    '|---|---|---|---|---|---|---|---|---|',
    saleRow('PGlite', lite.sale),
    'sale' in onPg ? saleRow('PostgreSQL 15', onPg.sale) : `| PostgreSQL | skipped: ${onPg.skipped} |`,
  ];
  const report = lines.join('\n');
  console.log(report);
  const doc = path.join(ROOT, 'docs/benchmarks.md');
  const text = readFileSync(doc, 'utf8');
  const begin = '<!-- BENCH:API:BEGIN -->';
  const end = '<!-- BENCH:API:END -->';
  const i = text.indexOf(begin);
  const j = text.indexOf(end);
  if (i >= 0 && j > i) writeFileSync(doc, `${text.slice(0, i + begin.length)}\n${report}\n${text.slice(j)}`);
  else console.warn(`bench: markers ${begin} / ${end} not found in docs/benchmarks.md; not written`);
  const failed = lite.sale.oversells > 0 || ('sale' in onPg && onPg.sale.oversells > 0);
  clearTimeout(deadline);
  process.exitCode = failed ? 1 : 0;
}

main().catch((e: unknown) => {
  console.error(e);
  for (const c of children) killTree(c);
  process.exit(1);
});
