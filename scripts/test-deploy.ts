// npm run test:deploy — Gavel as operators run it: nginx (Debian's, run in the foreground from
// deploy/nginx/gavel.conf) in front of two Gavel processes on a fresh PostgreSQL database, then a
// rolling restart of both during a burst of buys and a chat conversation. On the way, what the
// proxy itself must get right (scripts/deploy/edge-checks.ts), and the TLS template
// (deploy/nginx/gavel-tls.conf) in a second nginx with a self-signed certificate, checked over
// HTTPS. Everything goes through the proxy; everything is on 127.0.0.1 and free ports; every loop is bounded; the whole run is
// bounded by DEPLOY_TIMEOUT_S (default 300); everything it started is killed and the database
// dropped at the end. Needs an exported app and the compiled server (`npm run build`) and PostgreSQL
// on 127.0.0.1:5432.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, rows, type Database } from '../server/db/client';
import { chatMessages, orders, products } from '../server/db/schema';
import { createTempDatabase, type TempDatabase } from '../server/test/postgres';
import { auditLedger } from '../server/wallet/ledger';
import { chatClient, type ChatClient } from './deploy/chat-client';
import { api, closeAgents, request, type Answer } from './deploy/client';
import { plainEdge, rawRequest, socketCapsPerClient, tlsEdge } from './deploy/edge-checks';
import { writeNginxConfig } from './deploy/nginx';
import { driftFromPlain, TLS_TEMPLATE, writeTlsNginxConfig } from './deploy/nginx-tls';
import { freePort, killAll, startProc, stopProc, waitFor, type Proc } from './deploy/procs';
import { DEPLOY_PAY_PASSWORD, prepare, type Prepared } from './deploy/setup';

const ROOT = path.resolve(import.meta.dirname, '..');
const LIMIT_S = Number(process.env.DEPLOY_TIMEOUT_S ?? 300);
const SERVER_BUNDLE = 'dist/server/main.js';
const USERS = 32;
const FLASH_STOCK = 120;
/** At most this many chat messages; the conversation runs from before the first restart to after the last. */
const CHAT_MESSAGES = 120;
const SMS_IP_PER_HOUR = 3;
/** WS_MAX_UNAUTHENTICATED_PER_ADDRESS: small, so one client fills it in a dozen handshakes. */
const WS_UNAUTH_CAP = 5;

// ---------------------------------------------------------------------------------------------
// Results
const results: { ok: boolean; what: string; detail?: string }[] = [];
function check(ok: boolean, what: string, detail?: string): void {
  results.push({ ok, what, ...(detail ? { detail } : {}) });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
}
const log = (line: string) => console.log(`     ${line}`);

async function until<T>(
  what: string,
  limitMs: number,
  probe: () => T | undefined | Promise<T | undefined>,
): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ---------------------------------------------------------------------------------------------
// What the run started, for the clean-up
let temp: TempDatabase | undefined;
let database: Database | undefined;
let runDir = '';
const gavel: Record<'A' | 'B', Proc | undefined> = { A: undefined, B: undefined };
const clients: ChatClient[] = [];
let sms: http.Server | undefined;
let exitCode = 0;

async function cleanUp(): Promise<void> {
  for (const c of clients) c.close();
  closeAgents();
  killAll();
  sms?.close();
  await database?.close().catch(() => undefined);
  await temp?.drop().catch((e: unknown) => console.error('could not drop the test database', e));
  // A failed run keeps its logs (the processes', nginx's) for reading.
  const failed = results.some((r) => !r.ok) || exitCode !== 0;
  if (runDir && !process.env.DEPLOY_KEEP && !failed) rmSync(runDir, { recursive: true, force: true });
}

const deadline = setTimeout(() => {
  console.error(`test:deploy: time limit (${LIMIT_S} s) reached, stopping everything`);
  void cleanUp().finally(() => process.exit(2));
}, LIMIT_S * 1000);

// ---------------------------------------------------------------------------------------------
// Start-up
function findNginx(): string {
  const found = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find(
    (p) => p && existsSync(p),
  );
  if (!found) throw new Error('no nginx: run `node scripts/ensure-nginx.mjs` (npm run test:deploy does)');
  return found;
}

/** The SMS gateway the processes post codes to (SMS_WEBHOOK_URL), as a real deployment has. */
function smsGateway(port: number, codes: Map<string, string>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const m = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { phone: string; code: string };
        codes.set(m.phone, m.code);
        res.writeHead(200).end('{}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  return new Promise((r) => server.listen(port, '127.0.0.1', () => r(server)));
}

interface Env {
  ports: { A: number; B: number };
  env: NodeJS.ProcessEnv;
}

function startGavel(name: 'A' | 'B', e: Env): Proc {
  // The compiled server, as docs/deploy.md runs it (`npm run serve`: node on dist/server/main.js).
  const p = startProc(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...e.env, PORT: String(e.ports[name]) },
    log: path.join(runDir, `gavel-${name}.log`),
  });
  gavel[name] = p;
  return p;
}

const direct = (e: Env, name: 'A' | 'B') => `http://127.0.0.1:${e.ports[name]}`;

async function openSockets(e: Env, name: 'A' | 'B'): Promise<number> {
  const r = await request(direct(e, name), 'GET', '/metrics', undefined);
  const text = typeof r.body.text === 'string' ? r.body.text : '';
  const m = /^gavel_websockets_open (\d+)$/m.exec(text);
  return m ? Number(m[1]) : -1;
}

// ---------------------------------------------------------------------------------------------
// The checks
async function staticAndEdges(base: string, e: Env, outDir: string): Promise<void> {
  const chunks = path.join(outDir, '_next/static/chunks');
  const js = readdirSync(chunks).find((f) => f.endsWith('.js') && existsSync(path.join(chunks, `${f}.gz`)));
  if (!js) throw new Error('no precompressed chunk in the export');
  const r = await request(base, 'GET', `/_next/static/chunks/${js}`, undefined, {
    headers: { 'accept-encoding': 'gzip' },
  });
  check(
    r.status === 200 &&
      r.headers['content-encoding'] === 'gzip' &&
      /immutable/.test(String(r.headers['cache-control'])),
    'nginx serves hashed assets from the precompressed export (gzip_static, immutable)',
    `${r.status} ${String(r.headers['content-encoding'])}`,
  );
  const page = await request(base, 'GET', '/en/', undefined);
  check(
    page.status === 200 && typeof page.headers['content-security-policy'] === 'string',
    'pages come from Gavel through the proxy, with its security headers',
  );
  const metrics = await request(base, 'GET', '/metrics', undefined);
  const ready = await request(base, 'GET', '/readyz', undefined);
  const metricsDirect = await request(direct(e, 'A'), 'GET', '/metrics', undefined);
  check(
    metrics.status === 404 && ready.status === 404 && metricsDirect.status === 200,
    '/metrics and /readyz are not served through the proxy; a scraper on the machine reads /metrics',
  );
  const text = typeof metricsDirect.body.text === 'string' ? metricsDirect.body.text : '';
  const waits = Number(/^gavel_db_pool_wait_seconds_count (\d+)$/m.exec(text)?.[1] ?? 0);
  check(
    waits > 0 && /^gavel_db_pool_connections\{state="idle"\} \d+$/m.test(text),
    'the PostgreSQL pool is measured (connections by state, waits)',
    `${waits} waits`,
  );
}

async function buyerJourney(base: string, prepared: Prepared, codes: Map<string, string>): Promise<void> {
  const from = '127.0.0.4';
  const phone = `137${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(11, '7');
  const asked = await api(base, 'getMobileCodeRegist', { phone }, { from });
  const code = await until('the SMS code at the gateway', 10_000, () => codes.get(phone));
  const reg = await api(base, 'register', { phone, code, password: 'deploy-pass-1' }, { from });
  const login = await api(base, 'login', { phone, password: 'deploy-pass-1' }, { from });
  const token = (login.body.result as { accessToken?: string } | undefined)?.accessToken;
  const info = await api(base, 'getInfo', {}, { from, token });
  check(
    asked.status === 200 && reg.status === 200 && login.status === 200 && info.status === 200,
    'journey: SMS code through the gateway, register, log in, account info',
    `${asked.status}/${reg.status}/${login.status}/${info.status}`,
  );
  const buyer = prepared.users[0];
  if (!buyer) throw new Error('no buyer');
  const list = await api(base, 'getProductList', { page: 1 }, { token: buyer.token });
  const one = await api(base, 'getProduct', { id: prepared.hot }, { token: buyer.token });
  const buy = await request(
    base,
    'POST',
    '/api/front/buyProduct',
    { productId: prepared.hot, quantity: 1, payPassword: DEPLOY_PAY_PASSWORD },
    { token: buyer.token, headers: { 'idempotency-key': randomUUID() } },
  );
  const mine = await api(base, 'orderList', { page: 1 }, { token: buyer.token });
  const items = (mine.body.result as { list?: unknown[]; items?: unknown[] } | undefined) ?? {};
  check(
    list.status === 200 && one.status === 200 && buy.status === 200 && (items.list ?? items.items ?? []).length === 1,
    'journey: product list, product, buy (Idempotency-Key), my orders',
    `${list.status}/${one.status}/${buy.status}/${mine.status}`,
  );
}

async function perIpLimits(base: string): Promise<void> {
  const phone = (i: number) => `135${String(Date.now() % 100_000).padStart(5, '0')}${String(i).padStart(3, '0')}`;
  const statuses: number[] = [];
  for (let i = 0; i < SMS_IP_PER_HOUR; i++)
    statuses.push((await api(base, 'getMobileCodeRegist', { phone: phone(i) }, { from: '127.0.0.2' })).status);
  const over = await api(base, 'getMobileCodeRegist', { phone: phone(10) }, { from: '127.0.0.2' });
  const spoofed = await api(
    base,
    'getMobileCodeRegist',
    { phone: phone(11) },
    {
      from: '127.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    },
  );
  const other = await api(base, 'getMobileCodeRegist', { phone: phone(12) }, { from: '127.0.0.3' });
  check(
    statuses.every((s) => s === 200) && over.status === 429 && over.body.reason === 'rate_limited',
    `per-IP limit: client 127.0.0.2 gets ${SMS_IP_PER_HOUR} SMS codes, then 429 rate_limited with Retry-After`,
    `${statuses.join(',')} then ${over.status} ${String(over.headers['retry-after'])}`,
  );
  check(spoofed.status === 429, 'a forged X-Forwarded-For does not escape the limit (nginx replaces it)');
  check(other.status === 200, 'another client address (127.0.0.3) has its own limit');
}

async function acrossProcesses(base: string, e: Env, prepared: Prepared): Promise<[ChatClient, ChatClient]> {
  const [u1, u2] = prepared.users.slice(1, 3);
  if (!u1 || !u2) throw new Error('users');
  const c1 = chatClient(base, u1.token);
  clients.push(c1);
  await until('client 1 live', 20_000, () => (c1.connection.state() === 'live' ? true : undefined));
  let c2 = chatClient(base, u2.token);
  clients.push(c2);
  // One client on each process: nginx balances round-robin; reconnect until they are apart.
  for (let i = 0; i < 10; i++) {
    await until('client 2 live', 20_000, () => (c2.connection.state() === 'live' ? true : undefined));
    const [a, b] = [await openSockets(e, 'A'), await openSockets(e, 'B')];
    if (a === 1 && b === 1) break;
    c2.close();
    clients.pop();
    c2 = chatClient(base, u2.token);
    clients.push(c2);
  }
  const [a, b] = [await openSockets(e, 'A'), await openSockets(e, 'B')];
  check(a === 1 && b === 1, 'one client on each process (gavel_websockets_open on A and B)', `${a}/${b}`);
  await Promise.all([c1.chat.open(prepared.generalGroup), c2.chat.open(prepared.generalGroup)]);
  const text = `hello across processes ${randomUUID()}`;
  c1.chat.send(prepared.generalGroup, { text });
  const seen = await until('the message on the other process', 20_000, () =>
    c2.chat.groupView(prepared.generalGroup).messages.some((m) => m.text === text) ? true : undefined,
  ).catch(() => false);
  check(seen, 'chat: a message from the client on one process reaches the client on the other');

  // Live stock: a buy through the proxy reaches both clients as a product frame with the new stock.
  const stocks: [number[], number[]] = [[], []];
  const offs = [c1, c2].map((c, i) =>
    c.connection.onFrame((f) => {
      if (f.type === 'product' && f.product.id === prepared.hot) stocks[i as 0 | 1].push(f.product.stock);
    }),
  );
  const buyer = prepared.users[3];
  if (!buyer) throw new Error('buyer');
  const bought = await request(
    base,
    'POST',
    '/api/front/buyProduct',
    { productId: prepared.hot, quantity: 2, payPassword: DEPLOY_PAY_PASSWORD },
    {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
    },
  );
  const [row] = await database!.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, prepared.hot));
  const both = await until('product frames on both processes', 20_000, () =>
    stocks[0].includes(row?.stock ?? -1) && stocks[1].includes(row?.stock ?? -1) ? true : undefined,
  ).catch(() => false);
  offs.forEach((off) => off());
  check(
    bought.status === 200 && both,
    'live stock: both clients (one per process) see the stock after a buy',
    `stock ${row?.stock}`,
  );
  return [c1, c2];
}

/** Why buys were resent: status (and reason) → count. */
const resends: Record<string, number> = {};

interface BuyOutcome {
  status: number;
  reason: string | undefined;
  productId: number;
  tries: number;
}

/** One buy as the app makes it: one Idempotency-Key, resent on 502/503/409-in-progress/no answer. */
async function buyOnce(base: string, token: string, productId: number, from: string): Promise<BuyOutcome> {
  const key = randomUUID();
  let last: Answer | undefined;
  for (let tries = 1; tries <= 40; tries++) {
    try {
      last = await request(
        base,
        'POST',
        '/api/front/buyProduct',
        { productId, quantity: 1, payPassword: DEPLOY_PAY_PASSWORD },
        {
          token,
          from,
          headers: { 'idempotency-key': key },
        },
      );
    } catch {
      last = undefined; // no answer (connection cut): resend the same key
    }
    const retry = !last || last.status === 502 || last.status === 503 || last.body.reason === 'request_in_progress';
    if (retry) {
      const why = last ? `${last.status}${last.body.reason ? ` ${last.body.reason}` : ''}` : 'no answer';
      resends[why] = (resends[why] ?? 0) + 1;
    }
    if (!retry && last) return { status: last.status, reason: last.body.reason, productId, tries };
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 150));
  }
  return { status: last?.status ?? 0, reason: last?.body.reason ?? 'no answer', productId, tries: 40 };
}

async function rollingRestart(base: string, e: Env, prepared: Prepared, c1: ChatClient, c2: ChatClient): Promise<void> {
  const group = prepared.generalGroup;
  let stop = false;
  const outcomes: BuyOutcome[] = [];
  let soldOut = false;
  const buyers = prepared.users.slice(4).map(async (u, i) => {
    const from = `127.0.1.${(i % 200) + 1}`;
    while (!stop) {
      const o = await buyOnce(base, u.token, soldOut ? prepared.hot : prepared.flash, from);
      outcomes.push(o);
      if (o.reason === 'sold_out' || o.reason === 'not_enough_stock') soldOut = true;
      if (o.reason === 'insufficient_balance') break;
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 200));
    }
  });

  const runId = randomUUID().slice(0, 8);
  const texts: string[] = [];
  const conversation = (async () => {
    for (let i = 0; i < CHAT_MESSAGES && !stop; i++) {
      const text = `roll ${runId} #${i}`;
      texts.push(text);
      (i % 2 === 0 ? c1 : c2).chat.send(group, { text });
      // Each user sends one every 1.4 s: under the chat limit (a burst of 10, then one a second).
      await new Promise((r) => setTimeout(r, 700));
    }
  })();

  const exits: Record<string, number | null | 'killed'> = {};
  for (const name of ['A', 'B'] as const) {
    const said = texts.length;
    await until('some buys and chat before the restart', 30_000, () =>
      outcomes.length > 10 && texts.length >= said + 3 ? true : undefined,
    );
    const p = gavel[name];
    if (!p) throw new Error(`no process ${name}`);
    const started = Date.now();
    exits[name] = await stopProc(p, 20_000);
    log(`process ${name}: SIGTERM → exit ${String(exits[name])} in ${Date.now() - started} ms`);
    startGavel(name, e);
    await waitFor(`${direct(e, name)}/readyz`, 120_000, `process ${name} after restart`);
    log(`process ${name}: restarted and ready`);
  }
  check(
    exits.A === 0 && exits.B === 0,
    'each process stopped on SIGTERM by itself (exit 0, within SHUTDOWN_TIMEOUT_S)',
  );
  const buysSoFar = outcomes.length;
  const saidSoFar = texts.length;
  await until('buys and chat after the restarts', 30_000, () =>
    outcomes.length > buysSoFar + 10 && texts.length >= saidSoFar + 3 ? true : undefined,
  );
  stop = true;
  await Promise.all([...buyers, conversation]);

  // Buys
  const failed = outcomes.filter((o) => o.status !== 200 && o.status !== 422);
  const retried = outcomes.filter((o) => o.tries > 1).length;
  log(
    `buys resent with their key after a 502/503/no answer: ${retried} of ${outcomes.length} (${JSON.stringify(resends)})`,
  );
  check(
    failed.length === 0,
    `every buy ended bought or refused for a business reason (${outcomes.length} buys, ${retried} resent)`,
    failed
      .slice(0, 3)
      .map((f) => `${f.status} ${f.reason}`)
      .join('; '),
  );
  const db = database!.db;
  const countOrders = async (pid: number) =>
    (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${orders} WHERE ${orders.productId} = ${pid}`))[0]
      ?.n ?? -1;
  const okFlash = outcomes.filter((o) => o.status === 200 && o.productId === prepared.flash).length;
  const okHot = outcomes.filter((o) => o.status === 200 && o.productId === prepared.hot).length;
  const [flashRow] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, prepared.flash));
  const flashOrders = await countOrders(prepared.flash);
  check(
    flashOrders === okFlash &&
      (flashRow?.stock ?? -1) === prepared.flashStock - okFlash &&
      (flashRow?.stock ?? -1) >= 0,
    `flash item: every 200 is an order and no order lacks one; stock = ${prepared.flashStock} − sold, never below 0 (0 oversells)`,
    `${okFlash} answered 200, ${flashOrders} orders, stock ${flashRow?.stock}`,
  );
  // The journey and the live-stock check bought 1 + 2 of the hot item before the burst.
  const hotOrders = await countOrders(prepared.hot);
  check(
    hotOrders === okHot + 2,
    'hot item: every 200 is exactly one order',
    `${okHot} answered 200 in the burst, ${hotOrders} orders in all`,
  );
  const audit = await auditLedger(db);
  check(
    audit.mismatched.length === 0 &&
      audit.negative.length === 0 &&
      audit.unbalanced.length === 0 &&
      audit.moneyTotal === 0,
    'ledger audit sound after the restarts',
  );

  // Chat
  const all = (c: ChatClient) => c.chat.groupView(group);
  const complete = (c: ChatClient) => {
    const v = all(c);
    return texts.every((t) => v.messages.filter((m) => m.text === t).length === 1) && v.outgoing.length === 0;
  };
  const caughtUp = await until('every chat message on both clients', 60_000, () =>
    complete(c1) && complete(c2) ? true : undefined,
  ).catch(() => false);
  const stored = await rows<{ text: string; n: number }>(
    db,
    sql`SELECT body AS text, count(*)::int AS n FROM ${chatMessages} WHERE body LIKE ${`roll ${runId} #%`} GROUP BY body`,
  );
  const twiceFramed = [c1, c2].flatMap((c) => [...c.frames.entries()].filter(([, n]) => n > 1));
  check(
    caughtUp && stored.length === texts.length && stored.every((r) => r.n === 1) && twiceFramed.length === 0,
    `chat: all ${texts.length} messages stored once and shown once on both clients, none delivered twice`,
    `stored ${stored.length}, c1 has ${all(c1).messages.length}, c2 has ${all(c2).messages.length}, outgoing ${JSON.stringify([...all(c1).outgoing, ...all(c2).outgoing].map((o) => [o.status, o.failure]))}`,
  );
  const ids = all(c2).messages.map((m) => m.id);
  check(
    ids.every((id, i) => i === 0 || id > (ids[i - 1] ?? 0)),
    'chat: messages in id order after catching up',
  );
  check(
    [c1, c2].every((c) => c.connection.state() === 'live' && c.readies() >= 2 && c.closeCodes.includes(1012)),
    'clients were closed with 1012 (service restart), reconnected and are live',
    [c1, c2].map((c) => `${c.readies()} readies, closes ${c.closeCodes.join('/')}`).join('; '),
  );
}

/** The TLS template: the same proxying as gavel.conf, `nginx -t`, then served and checked over HTTPS. */
async function tlsTemplate(nginxBin: string, e: Env, outDir: string): Promise<void> {
  const drift = driftFromPlain(ROOT);
  check(drift.length === 0, `${TLS_TEMPLATE} has every directive of gavel.conf`, drift.slice(0, 3).join(' | '));
  const [https, http] = [await freePort(), await freePort()];
  const dir = path.join(runDir, 'nginx-tls');
  const { args, cert } = writeTlsNginxConfig({
    root: ROOT,
    dir,
    httpsPort: https,
    httpPort: http,
    upstreams: [e.ports.A, e.ports.B],
    outDir,
  });
  let syntax = '';
  try {
    execFileSync(nginxBin, [...args, '-t'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    syntax = String((err as { stderr?: Buffer }).stderr ?? err).trim();
  }
  check(syntax === '', `${TLS_TEMPLATE} passes \`nginx -t\` with a self-signed certificate`, syntax.split('\n')[0]);
  if (syntax) return;
  const proc = startProc(nginxBin, args, { cwd: runDir, env: process.env, log: path.join(runDir, 'nginx-tls.out') });
  const ca = readFileSync(cert, 'utf8');
  try {
    await until('nginx with TLS', 20_000, () =>
      rawRequest({ port: https, path: '/healthz', ca }).then(
        (r) => (r.status === 200 ? true : undefined),
        () => undefined,
      ),
    );
    await tlsEdge({ https, http }, ca, check);
  } finally {
    await stopProc(proc, 5_000);
  }
}

// ---------------------------------------------------------------------------------------------
async function main(): Promise<void> {
  const nginxBin = findNginx();
  const outDir = path.resolve(process.env.OUT_DIR ?? path.join(ROOT, 'out'));
  if (!existsSync(path.join(outDir, '_next/static')))
    throw new Error(`no exported app in ${outDir}: run \`npm run build\` first`);
  if (!existsSync(path.join(ROOT, SERVER_BUNDLE)))
    throw new Error(`no compiled server in ${SERVER_BUNDLE}: run \`npm run build\` first`);
  temp = await createTempDatabase();
  if (!temp) throw new Error('no PostgreSQL on 127.0.0.1:5432 (PG_TEST_URL)');
  runDir = mkdtempSync(path.join(tmpdir(), 'gavel-deploy-'));
  const dataDir = path.join(runDir, 'data');
  mkdirSync(dataDir);
  const jwtSecret = randomBytes(32).toString('hex');
  database = await openDatabase({ databaseUrl: temp.url });
  const prepared = await prepare(database, dataDir, jwtSecret, USERS, FLASH_STOCK);

  const codes = new Map<string, string>();
  const [pA, pB, pN, pS] = [await freePort(), await freePort(), await freePort(), await freePort()];
  sms = await smsGateway(pS, codes);
  const e: Env = {
    ports: { A: pA, B: pB },
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUT_DIR: outDir,
      DATABASE_URL: temp.url,
      JWT_SECRET: jwtSecret,
      TRUST_PROXY: '127.0.0.1',
      SMS_WEBHOOK_URL: `http://127.0.0.1:${pS}/sms`,
      SMS_IP_PER_HOUR: String(SMS_IP_PER_HOUR),
      WS_MAX_UNAUTHENTICATED_PER_ADDRESS: String(WS_UNAUTH_CAP),
      SHUTDOWN_TIMEOUT_S: '10',
      LOG_LEVEL: 'info',
      SEED: 'false',
    },
  };
  startGavel('A', e);
  startGavel('B', e);
  await Promise.all([
    waitFor(`${direct(e, 'A')}/readyz`, 120_000, 'process A'),
    waitFor(`${direct(e, 'B')}/readyz`, 120_000, 'process B'),
  ]);
  const args = writeNginxConfig({
    root: ROOT,
    dir: path.join(runDir, 'nginx'),
    listenPort: pN,
    upstreams: [pA, pB],
    outDir,
  });
  startProc(nginxBin, args, { cwd: runDir, env: process.env, log: path.join(runDir, 'nginx.out') });
  const base = `http://127.0.0.1:${pN}`;
  await waitFor(`${base}/healthz`, 20_000, 'nginx');
  log(
    `nginx on :${pN} → Gavel A :${pA}, B :${pB}; database ${new URL(temp.url).pathname.slice(1)}; run folder ${runDir}`,
  );

  await staticAndEdges(base, e, outDir);
  await plainEdge(pN, check);
  await buyerJourney(base, prepared, codes);
  await perIpLimits(base);
  await socketCapsPerClient(pN, WS_UNAUTH_CAP, check);
  await tlsTemplate(nginxBin, e, outDir);
  const [c1, c2] = await acrossProcesses(base, e, prepared);
  await rollingRestart(base, e, prepared, c1, c2);
  const errors = readFileSync(path.join(runDir, 'nginx/logs/error.log'), 'utf8')
    .split('\n')
    .filter(
      (l) => / \[(error|crit|alert|emerg)\] /.test(l) && !/Connection refused|prematurely closed|reset by peer/.test(l),
    );
  check(errors.length === 0, 'nginx logged no errors other than refused connections to a stopping process', errors[0]);
}

try {
  await main();
} catch (e) {
  console.error('test:deploy:', e instanceof Error ? e.message : e);
  exitCode = 1;
} finally {
  clearTimeout(deadline);
  await cleanUp();
  if (runDir)
    console.log(
      `     logs: ${runDir}${existsSync(runDir) ? '' : ' (removed: the run passed; DEPLOY_KEEP=1 keeps them)'}`,
    );
}
const failed = results.filter((r) => !r.ok);
console.log(
  `\ntest:deploy: ${results.length - failed.length} of ${results.length} checks passed${exitCode ? ', then it stopped on an error (above)' : ''}`,
);
process.exit(exitCode !== 0 || failed.length > 0 ? 1 : 0);
