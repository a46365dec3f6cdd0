// npm run bench:start — what running compiled JavaScript changed: cold start (spawn → /readyz
// answers 200) and idle resident memory of the server run as before (`node --import tsx
// server/main.ts`, TypeScript compiled at run time) and as now (`node dist/server/main.js`, the
// bundle from scripts/build-server.mjs). Each start is a restart on a database that is already
// migrated and seeded (as a rolling restart or a supervisor's restart is): the embedded database
// (one data folder made first) and PostgreSQL (a throwaway gavel_bench_* database on BENCH_PG_URL;
// skipped when none answers). The two commands alternate, RUNS starts each (default 7), medians
// with the range. Everything on 127.0.0.1 and free ports; `--write` puts the table in
// docs/benchmarks.md between the BENCH:START markers.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, groupUsage, start, stop, stopAll, waitUp } from './bench/procs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 7);
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const IDLE_MS = 2000;
const WRITE = process.argv.includes('--write');

const COMMANDS = {
  'tsx (before)': ['--import', 'tsx', 'server/main.ts'],
  'node on the bundle (after)': ['dist/server/main.js'],
} as const;
type Command = keyof typeof COMMANDS;

interface Sample {
  readyMs: number;
  cpuS: number;
  idleRssMiB: number;
}

setTimeout(
  () => {
    console.error('bench:start: time limit reached, stopping');
    stopAll();
    process.exit(2);
  },
  Number(process.env.BENCH_TIMEOUT_S ?? 900) * 1000,
).unref();

async function startOnce(command: Command, dataDir: string, databaseUrl?: string): Promise<Sample> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-start-secret-bench-start-secret-bench-start',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED: 'true',
    SMS_DISABLED: 'true',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = start(process.execPath, [...COMMANDS[command]], { cwd: ROOT, env });
  const readyMs = await waitUp(`http://127.0.0.1:${port}/readyz`);
  const cpuS = groupUsage(child.pid ?? 0).cpuSeconds;
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idleRssMiB = groupUsage(child.pid ?? 0).rssMiB;
  await stop(child);
  return { readyMs, cpuS, idleRssMiB };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const cell = (xs: number[], digits: number) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

async function series(label: string, dataDir: string, databaseUrl?: string): Promise<string[]> {
  // A first start migrates and seeds; it is not measured.
  await startOnce('node on the bundle (after)', dataDir, databaseUrl);
  const samples: Record<Command, Sample[]> = { 'tsx (before)': [], 'node on the bundle (after)': [] };
  const names = Object.keys(COMMANDS) as Command[];
  const loads: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternate which goes first, so neither always follows the other's page-cache warm-up.
    for (const command of i % 2 ? [...names].reverse() : names) {
      loads.push(loadavg()[0] ?? 0);
      const s = await startOnce(command, dataDir, databaseUrl);
      samples[command].push(s);
      console.error(
        `${label}, ${command}: ready ${s.readyMs.toFixed(0)} ms, ${s.cpuS.toFixed(2)} CPU s, ${s.idleRssMiB.toFixed(0)} MiB`,
      );
    }
  }
  return names.map((command) => {
    const xs = samples[command];
    return `| ${label} | ${command} | ${cell(
      xs.map((x) => x.readyMs),
      0,
    )} | ${cell(
      xs.map((x) => x.cpuS),
      2,
    )} | ${cell(
      xs.map((x) => x.idleRssMiB),
      0,
    )} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`;
  });
}

async function main() {
  const built = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', '--server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the server bundle did not build');
  const rows: string[] = [];
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-start-'));
  try {
    rows.push(...(await series('embedded (PGlite)', pgliteDir)));
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (reachable) {
    const name = `${process.env.BENCH_DB_PREFIX ?? 'gavel_bench_'}${randomBytes(5).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gavel-bench-start-'));
    try {
      rows.push(...(await series('PostgreSQL', dataDir, url.toString())));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  } else if (process.env.CI) throw new Error(`no PostgreSQL at ${PG_ADMIN}: a CI run does not skip it`);
  else rows.push('| PostgreSQL | skipped: none reachable at BENCH_PG_URL | | | | |');
  await admin.end().catch(() => undefined);

  const text = [
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, Node ${process.version}, ${RUNS} starts of each, medians (min–max):`,
    '',
    '| Database | Server run as | Cold start to /readyz (ms) | CPU to ready (s) | Idle RSS (MiB) | Load (1 min) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(text);
  if (!WRITE) return;
  const doc = path.join(ROOT, 'docs/benchmarks.md');
  const current = readFileSync(doc, 'utf8');
  const begin = '<!-- BENCH:START:BEGIN -->';
  const end = '<!-- BENCH:START:END -->';
  const i = current.indexOf(begin);
  const j = current.indexOf(end);
  if (i < 0 || j < 0) throw new Error(`docs/benchmarks.md has no ${begin} … ${end}`);
  writeFileSync(doc, `${current.slice(0, i + begin.length)}\n${text}\n${current.slice(j)}`);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    stopAll();
    process.exit(1);
  },
);
