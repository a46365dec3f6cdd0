// npm run bench:notify — how many events a second PostgreSQL's LISTEN/NOTIFY carries to two
// server processes before its latency doubles (issue 40 part 4: the number that says when to move
// fan-out to a broker, docs/capacity.md).
// The app's bus publishes each event as `SELECT pg_notify('gavel_events', payload)` in the
// transaction that made it (server/realtime/bus.ts), and every process LISTENs on one connection.
// Here: PUBLISHERS connections publish, each notify in its own transaction (as a committed chat
// message or buy does), a payload the size of a chat message event (the wire {t, p} with an id
// and a group), at a rising target rate; two listener connections (the two processes) read every
// event and its age (publish time carried in the payload). Each step runs STEP_S seconds. The
// limit is the highest rate whose median delivery is at most twice the lowest rate's median, and
// which was both published and delivered at ≥ 95 % of its target. Every event must reach both
// listeners (else the bench fails: its work did not happen). Creates and drops its own database.
// The full run publishes with pgbench (C, `-R` for the rate, 8 clients): one Node process on the
// same two cores ran out of publishing at ~6,500–7,800 events/s (2026-12-02) while the median age
// never moved, so it measured the publisher, not NOTIFY. The smoke (in `npm test`) keeps the Node
// publishers (no pgbench needed there).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { failIfProblems } from './bench/work-checks';

const SMOKE = process.argv.includes('--smoke');
const ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RATES = SMOKE ? [200, 400] : [250, 1000, 4000, 8000, 16000, 32000, 64000];
const STEP_S = SMOKE ? 1 : 5;
const PUBLISHERS = 8;
const WITH_PGBENCH = !SMOKE && !process.argv.includes('--node-publishers');

/**
 * Publishes `rate` events a second for `seconds` with pgbench (PUBLISHERS clients, 2 threads),
 * each event its own transaction; the payload carries the publish time (PostgreSQL's clock, the
 * same host's) in milliseconds. Answers the events pgbench says it committed.
 */
async function pgbenchPublish(url: string, rate: number, seconds: number): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-notify-'));
  const file = path.join(dir, 'notify.sql');
  writeFileSync(
    file,
    `SELECT pg_notify('${CHANNEL}', '{"t":"chat.message","p":{"seq":' || :client_id || ',"at":' || (extract(epoch from clock_timestamp()) * 1000)::text || ',"id":1,"groupId":1}}');\n`,
  );
  try {
    const { stdout } = await promisify(execFile)(
      'pgbench',
      ['-n', '-c', String(PUBLISHERS), '-j', '2', '-R', String(rate), '-T', String(seconds), '-f', file, url],
      { timeout: (seconds + 30) * 1000 },
    );
    const m = /number of transactions actually processed: (\d+)/.exec(stdout);
    if (!m) throw new Error(`bench:notify: pgbench said nothing countable:\n${stdout}`);
    return Number(m[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const CHANNEL = 'gavel_events';

interface Step {
  target: number;
  published: number;
  delivered: number;
  medianMs: number;
  p99Ms: number;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    if (process.env.CI) failIfProblems('bench:notify', [`no PostgreSQL at ${ADMIN}`]);
    console.log(`bench:notify: no PostgreSQL at ${ADMIN}; nothing measured`);
    return;
  }
  const name = `gavel_bench_notify_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN);
  url.pathname = `/${name}`;
  const listeners = [0, 1].map(() => new pg.Client({ connectionString: url.toString() }));
  const publishers = Array.from({ length: PUBLISHERS }, () => new pg.Client({ connectionString: url.toString() }));
  const problems: string[] = [];
  const steps: Step[] = [];
  try {
    await Promise.all([...listeners, ...publishers].map((c) => c.connect()));
    // Per step and listener: the ages of what arrived, and which sequence numbers.
    let ages: number[][] = [[], []];
    let seen: Set<number>[] = [new Set(), new Set()];
    // pgbench's events carry its client number, not a unique sequence: those are counted.
    let counted = [0, 0];
    listeners.forEach((l, i) => {
      l.on('notification', (n) => {
        const wire = JSON.parse(n.payload ?? '{}') as { p: { seq: number; at: number } };
        ages[i]!.push(performance.timeOrigin + performance.now() - wire.p.at);
        seen[i]!.add(wire.p.seq);
        counted[i]!++;
      });
    });
    await Promise.all(listeners.map((l) => l.query(`LISTEN ${CHANNEL}`)));
    let seq = 0;
    for (const target of RATES) {
      ages = [[], []];
      seen = [new Set(), new Set()];
      counted = [0, 0];
      const total = target * STEP_S;
      const started = performance.now();
      let published = 0;
      if (WITH_PGBENCH) published = await pgbenchPublish(url.toString(), target, STEP_S);
      // Each publisher sends its share on a schedule; a publisher behind schedule sends at once
      // (the achieved rate then says the publishing side, not NOTIFY, was the limit).
      await Promise.all(
        publishers.map(async (c, k) => {
          for (let j = k; !WITH_PGBENCH && j < total; j += PUBLISHERS) {
            const due = started + (j / target) * 1000;
            const wait = due - performance.now();
            if (wait > 1) await new Promise((r) => setTimeout(r, wait));
            const payload = JSON.stringify({
              t: 'chat.message',
              p: { seq: ++seq, at: performance.timeOrigin + performance.now(), id: j, groupId: 1 },
            });
            await c.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
            published++;
          }
        }),
      );
      // pgbench's -T is the step's length (its own start-up is not publishing time).
      const publishSeconds = WITH_PGBENCH ? STEP_S : (performance.now() - started) / 1000;
      // Let the tail arrive (at most 10 s).
      const got = () => (WITH_PGBENCH ? counted : seen.map((s) => s.size));
      for (let w = 0; w < 200 && got().some((n) => n < published); w++) await new Promise((r) => setTimeout(r, 50));
      const [a, b] = got() as [number, number];
      const delivered = Math.min(a, b);
      if (delivered < published || Math.max(a, b) > published)
        problems.push(`${target}/s: ${published} published, ${a} and ${b} delivered`);
      const all = [...ages[0]!, ...ages[1]!].sort((a, b) => a - b);
      steps.push({
        target,
        published: Math.round(published / publishSeconds),
        delivered: Math.round(delivered / publishSeconds),
        medianMs: Number(quantile(all, 0.5).toFixed(2)),
        p99Ms: Number(quantile(all, 0.99).toFixed(2)),
      });
      console.error(`step ${target}/s: ${JSON.stringify(steps.at(-1))}`);
    }
  } finally {
    await Promise.all([...listeners, ...publishers].map((c) => c.end().catch(() => undefined)));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  failIfProblems('bench:notify', problems);
  const base = steps[0]!.medianMs;
  const kept = steps.filter(
    (s) => s.medianMs <= 2 * base && s.published >= 0.95 * s.target && s.delivered >= 0.95 * s.target,
  );
  const limit = kept.at(-1);
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  console.log(
    [
      `Measured ${new Date().toISOString()} on ${cpus().length} CPUs, load average ${load} at the end, with \`npm run bench:notify\` (${PUBLISHERS} publishing connections${WITH_PGBENCH ? ' (pgbench)' : ' (Node)'}, 2 listeners, ${STEP_S} s a step).`,
      '',
      '| Target (events/s) | Published (/s) | Delivered to both (/s) | Median age (ms) | p99 age (ms) |',
      '| ---: | ---: | ---: | ---: | ---: |',
      ...steps.map((s) => `| ${s.target} | ${s.published} | ${s.delivered} | ${s.medianMs} | ${s.p99Ms} |`),
      '',
      limit
        ? `Limit: ${limit.target} events/s (the highest rate delivered to both listeners at ≥ 95 % of target with a median age at most twice the lowest rate's ${base} ms).`
        : `Limit: below ${steps[0]!.target} events/s on this host.`,
    ].join('\n'),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
