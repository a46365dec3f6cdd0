// The bench's own CPU profile for one phase (BENCH_CPU_PROF): the bench's clients run in its
// process and their time counts in what it measures, so it is profiled like the servers. The
// phase's window is written too, in the clock the profiles use (V8's ticks are CLOCK_MONOTONIC on
// Linux, as process.hrtime), so a server's whole-life profile can be cut to the same phase
// (scripts/bench/cpu-top.ts --window).
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export interface Window {
  startUs: number;
  endUs: number;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Runs `work` under the profiler; writes <dir>/<name>.cpuprofile and <dir>/<name>.json (the window). */
export async function profileWhile<T>(dir: string, name: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const startUs = nowUs();
  try {
    return await work();
  } finally {
    const endUs = nowUs();
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ startUs, endUs } satisfies Window));
  }
}
