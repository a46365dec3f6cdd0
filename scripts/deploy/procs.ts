// Processes of the deployment test: each in its own process group (so a process and any child it
// runs stop together), output to a log file in the run's folder, every one killed at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';

const running = new Set<ChildProcess>();

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export interface Proc {
  child: ChildProcess;
  exited: Promise<number | null>;
}

export function startProc(
  cmd: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; log: string },
): Proc {
  const out = openSync(opts.log, 'a');
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, detached: true, stdio: ['ignore', out, out] });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? -1 : null));
    }),
  );
  return { child, exited };
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM, then SIGKILL if it has not exited within `graceMs`. Answers the exit code. */
export async function stopProc(p: Proc, graceMs = 15_000): Promise<number | null | 'killed'> {
  signalGroup(p.child, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    p.exited,
    new Promise<'killed'>((r) => {
      timer = setTimeout(() => r('killed'), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (result === 'killed') signalGroup(p.child, 'SIGKILL');
  return result;
}

export function killAll(): void {
  for (const c of running) signalGroup(c, 'SIGKILL');
}

/** Polls `url` until it answers 200 (bounded). */
export async function waitFor(url: string, limitMs: number, what: string): Promise<void> {
  const end = Date.now() + limitMs;
  for (;;) {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (r.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > end) throw new Error(`${what}: ${url} did not answer 200 within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
