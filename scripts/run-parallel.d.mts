// Types for scripts/run-parallel.mjs (a plain script, run by node without a build step).
export interface Job {
  name: string;
  command: string;
  args: string[];
}
export function runParallel(jobs: Job[], write?: (text: string) => void): Promise<number>;
