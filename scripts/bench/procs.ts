// Server processes for the bench: started detached (their own process group, so `tsx` and the
// node it runs are counted and stopped together), on 127.0.0.1 only, with CPU time and resident
// memory read from /proc for the whole group.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const children = new Set<ChildProcess>();

/** The compiled server the benchmarks run, as production does (`npm start`: node on the bundle). */
export const SERVER_BUNDLE = 'dist/server/main.js';

/** Builds the bundle first when server/ or lib/ changed since it was built (a few seconds). */
export function ensureServerBuilt(root: string): void {
  const r = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', '--server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('bench: the server bundle did not build');
}
const TICK = 100; // USER_HZ on Linux

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export function start(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): ChildProcess {
  const child = spawn(cmd, args, {
    cwd: opts.cwd,
    env: opts.env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function waitUp(url: string, limitMs = 120_000): Promise<number> {
  const started = process.hrtime.bigint();
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return Number(process.hrtime.bigint() - started) / 1e6;
    } catch {
      /* not listening yet */
    }
    if (Number(process.hrtime.bigint() - started) / 1e6 > limitMs) throw new Error(`bench: ${url} did not come up`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  kill(child, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  kill(child, 'SIGKILL');
}

export function stopAll(): void {
  for (const c of children) kill(c, 'SIGKILL');
}

/** CPU seconds (user + system) and resident MiB of every process in `pgid`'s group. */
export function groupUsage(pgid: number): { cpuSeconds: number; rssMiB: number } {
  let ticks = 0;
  let rssPages = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${d}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after "(comm)": state ppid pgrp ... utime(14) stime(15) ... rss(24), 1-based overall.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(rest[2]) !== pgid) continue;
    ticks += Number(rest[11]) + Number(rest[12]);
    rssPages += Number(rest[21]);
  }
  return { cpuSeconds: ticks / TICK, rssMiB: (rssPages * 4096) / 2 ** 20 };
}

/** CPU seconds (user + system) of the processes `pids` (e.g. PostgreSQL backends); gone ones count 0. */
export function pidsCpuSeconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(rest[11]) + Number(rest[12]);
  }
  return ticks / TICK;
}
