// What each addition to the buy path costs per buy (issue 40, part 2), each measured against the
// buy without it in the same run, on the same database:
//   - the notification triggers on orders and products (gavel_order_events, gavel_product_events):
//     the sustained hot-item buy through the server with them on, off (ALTER TABLE … DISABLE
//     TRIGGER, on the bench's throwaway database only), and on again, so drift in a noisy host
//     shows; and pgbench's one-call buy with them on and off;
//   - the current-terms check (requireCurrentTerms, before the buy): not switched off in the
//     server, since a switch able to skip it would be one more way to buy without the current
//     terms. Its two halves are measured directly instead: the database's part by pgbench (the
//     check's statement, then the buy, against the buy alone: the statement and its round trip),
//     and the server's part by running the server's own requireCurrentTerms from this process on
//     the same pool size and concurrency (its CPU per check, against the server's CPU per buy);
//   - the small-purchase limit check inside gavel_buy_many (a buyer without a pay password): the
//     one-call buy marked "s" (as the app's buy without a pay password) against the same call
//     unmarked (as after a checked pay password), by pgbench.
// The database's CPU is read from /proc for the bench database's backends (the row-lock sampler
// left out): the triggers run there, not in the server.
import pg from 'pg';
import { OUTDATED_TERMS_SQL, requireCurrentTerms } from '../../server/content/agreements';
import type { Db } from '../../server/db/client';
import { closedLoop, type Client, type Shot, type Sustained } from './load';
import { pgbenchTps, type PgbenchRun } from './pgbench';
import { groupUsage, pidsCpuSeconds } from './procs';
import { ROW_LOCK_APP } from './row-lock';

/** The notification triggers a buy fires (server/db/functions/gavel_{order,product}_events.sql). */
const NOTIFY_TRIGGERS = [
  ['orders', 'orders_notify'],
  ['products', 'products_notify'],
] as const;

/** Refuses any database but the bench's own throwaway one (named with the bench's prefix). */
function assertThrowaway(url: string, prefix: string): void {
  const name = new URL(url).pathname.slice(1);
  if (!name.startsWith(prefix)) throw new Error(`bench: ${name} is not a bench database; triggers left alone`);
}

export async function setNotifyTriggers(url: string, prefix: string, on: boolean): Promise<void> {
  assertThrowaway(url, prefix);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const [table, trigger] of NOTIFY_TRIGGERS)
      await c.query(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
  } finally {
    await c.end();
  }
}

/**
 * Moves the orders made so far to the day before, so each variant's buyers start the day with
 * nothing spent: the small-purchase check still sums the buyer's orders of the day in every
 * variant, and no variant is refused for the earlier ones' spending (pay_password_required).
 */
async function newDay(c: pg.Client): Promise<void> {
  await c.query(
    `UPDATE orders SET created_at = created_at - interval '1 day' WHERE created_at > now() - interval '1 day'`,
  );
}

async function ordersOf(c: pg.Client, product: number): Promise<number> {
  const r = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE product_id = $1', [product]);
  return r.rows[0]?.n ?? 0;
}

/** The bench database's client backends, the probe itself and the row-lock sampler left out. */
async function backends(c: pg.Client): Promise<number[]> {
  const r = await c.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'
       AND pid <> pg_backend_pid() AND coalesce(application_name, '') <> $1`,
    [ROW_LOCK_APP],
  );
  return r.rows.map((x) => x.pid);
}

export interface CostVariant extends Sustained {
  name: string;
  serverCpuMsPerBuy: number;
  dbCpuMsPerBuy: number;
}

export interface PgbenchCosts {
  /** gavel_buy_many for one buyer marked "s", as the app buys without a pay password. */
  buy: PgbenchRun & { bought: number };
  /** The same call unmarked: the small-purchase check skipped. */
  buyPaid: PgbenchRun & { bought: number };
  /** The terms check's statement, then the buy. */
  termsThenBuy: PgbenchRun & { bought: number };
  /** The buy with the notification triggers disabled. */
  buyNoTriggers: PgbenchRun & { bought: number };
}

export interface Costs {
  variants: CostVariant[];
  pgbench: PgbenchCosts;
  /** The server's requireCurrentTerms run from the bench process: CPU per check. */
  terms: { checks: number; perSecond: number; cpuMsPerCheck: number };
}

export interface CostsSetup {
  url: string;
  prefix: string;
  /** The bench process's own pool on the bench database (openDatabase, as the server's). */
  db: Db;
  client: Client;
  serverPgid: number;
  hot: number;
  userIds: number[];
  connections: number;
  seconds: number;
  pgbenchSeconds: number;
  shot: (i: number) => Shot;
}

async function variant(s: CostsSetup, probe: pg.Client, name: string): Promise<CostVariant> {
  await newDay(probe);
  const pids0 = await backends(probe);
  const db0 = pidsCpuSeconds(pids0);
  const cpu0 = groupUsage(s.serverPgid).cpuSeconds;
  const r = await closedLoop(s.client, s.connections, s.seconds, s.shot);
  const cpu1 = groupUsage(s.serverPgid).cpuSeconds;
  // A backend that started during the run counts from zero; one that ended is left out.
  const pids1 = await backends(probe);
  const db1 = pidsCpuSeconds(pids1);
  const kept = pidsCpuSeconds(pids0.filter((p) => pids1.includes(p)));
  const dbCpu = db1 - Math.min(db0, kept);
  return {
    ...r,
    name,
    serverCpuMsPerBuy: r.ok ? ((cpu1 - cpu0) * 1000) / r.ok : NaN,
    dbCpuMsPerBuy: r.ok ? (dbCpu * 1000) / r.ok : NaN,
  };
}

async function termsCpu(s: CostsSetup): Promise<Costs['terms']> {
  const until = process.hrtime.bigint() + BigInt(Math.round(s.seconds * 1e9));
  const started = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  let checks = 0;
  await Promise.all(
    Array.from({ length: s.connections }, async () => {
      while (process.hrtime.bigint() < until) {
        await requireCurrentTerms(s.db, s.userIds[checks % s.userIds.length] ?? 0);
        checks++;
      }
    }),
  );
  const c = process.cpuUsage(c0);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return { checks, perSecond: checks / elapsed, cpuMsPerCheck: checks ? (c.user + c.system) / 1000 / checks : NaN };
}

export async function measureCosts(s: CostsSetup): Promise<Costs> {
  const probe = new pg.Client({ connectionString: s.url });
  await probe.connect();
  try {
    const variants = [await variant(s, probe, 'all on')];
    await setNotifyTriggers(s.url, s.prefix, false);
    try {
      variants.push(await variant(s, probe, 'notification triggers off'));
    } finally {
      await setNotifyTriggers(s.url, s.prefix, true);
    }
    variants.push(await variant(s, probe, 'all on, again'));
    const terms = await termsCpu(s);

    const user = `\\set u random(${Math.min(...s.userIds)}, ${Math.max(...s.userIds)})\n`;
    const call = (small: boolean) =>
      `SELECT gavel_buy_many(${s.hot}, jsonb_build_array(jsonb_build_object('u', :u::integer, 'q', 1, 'n', now()${small ? ", 's', true" : ''})), '7 days');\n`;
    const termsStatement = `${OUTDATED_TERMS_SQL.replace('$1::jsonb', 'jsonb_build_array(:u::integer)').replace(/\s+/g, ' ')};\n`;
    const scripts = {
      buy: user + call(true),
      buyPaid: user + call(false),
      termsThenBuy: user + termsStatement + call(true),
      buyNoTriggers: user + call(true),
    } satisfies Record<keyof PgbenchCosts, string>;
    const counts: number[] = [];
    let triggersOff = false;
    const runs = await pgbenchTps(s.url, scripts, s.pgbenchSeconds, async (name) => {
      if (triggersOff) throw new Error('bench: scripts after buyNoTriggers would run without triggers');
      if (name === 'buyNoTriggers') {
        await setNotifyTriggers(s.url, s.prefix, false);
        triggersOff = true;
      }
      counts.push(await ordersOf(probe, s.hot));
      await newDay(probe);
    }).finally(() => (triggersOff ? setNotifyTriggers(s.url, s.prefix, true) : undefined));
    counts.push(await ordersOf(probe, s.hot));
    const bought = (i: number) => (counts[i + 1] ?? 0) - (counts[i] ?? 0);
    const pgbench: PgbenchCosts = {
      buy: { ...runs.buy, bought: bought(0) },
      buyPaid: { ...runs.buyPaid, bought: bought(1) },
      termsThenBuy: { ...runs.termsThenBuy, bought: bought(2) },
      buyNoTriggers: { ...runs.buyNoTriggers, bought: bought(3) },
    };
    return { variants, pgbench, terms };
  } finally {
    await probe.end();
  }
}

/** Extra cost of `withIt` over `without`, in % of `without` (per buy: time or CPU). */
export const extraPercent = (withIt: number, without: number) => (withIt / without - 1) * 100;

/** The figures the report prints: each addition's cost per buy in %, from this run. */
export function costPercents(c: Costs) {
  const on = c.variants.filter((v) => v.name !== 'notification triggers off');
  const off = c.variants.find((v) => v.name === 'notification triggers off');
  const mean = (f: (v: CostVariant) => number) => on.reduce((a, v) => a + f(v), 0) / on.length;
  const onCpu = mean((v) => v.serverCpuMsPerBuy + v.dbCpuMsPerBuy);
  const onServerCpu = mean((v) => v.serverCpuMsPerBuy);
  const p = c.pgbench;
  return {
    /** Triggers, through the server: buys/s lost and CPU (server + database) per buy added. */
    triggersThroughput: off
      ? extraPercent(
          off.perSecond,
          mean((v) => v.perSecond),
        )
      : NaN,
    triggersCpu: off ? extraPercent(onCpu, off.serverCpuMsPerBuy + off.dbCpuMsPerBuy) : NaN,
    /** Triggers in pgbench: time per buy added. */
    triggersPgbench: extraPercent(p.buyNoTriggers.tps, p.buy.tps),
    /** The small-purchase check in pgbench: time per buy added. */
    smallPayPgbench: extraPercent(p.buyPaid.tps, p.buy.tps),
    /** The terms check in pgbench (statement and round trip): time per buy added. */
    termsPgbench: extraPercent(p.buy.tps, p.termsThenBuy.tps),
    /** The terms check's server CPU, against the server's CPU per buy with everything on. */
    termsServerCpu: extraPercent(onServerCpu, onServerCpu - c.terms.cpuMsPerCheck),
  };
}
