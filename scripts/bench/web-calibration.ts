// Lighthouse on any host as on one phone (issue 39). A fixed 4 × CPU slowdown emulates a slower
// phone on a slower host: the same app scored 95–99 on one 2-core host and 81–88 on another. So
// the bench first reads the host's `benchmarkIndex` (Lighthouse's own measure of the machine, in
// every report's `environment`) from a few runs of the bare floor, and slows the CPU by
// max(4, index ÷ 500): a host that reads 2,100 runs at 4.2 ×, and every host emulates the phone
// a host of index 500 would be at 1 ×. The floor is measured with the same multiplier in the
// same run, and a run whose floor scores below CALIBRATED_FLOOR_MIN is not kept (a busy host).

/** Lighthouse's mobile preset (mobileSlow4G), with the CPU multiplier this host needs. */
export function calibratedThrottling(cpuSlowdownMultiplier: number) {
  return {
    rttMs: 150,
    throughputKbps: 1.6 * 1024,
    requestLatencyMs: 150 * 3.75,
    downloadThroughputKbps: 1.6 * 1024 * 0.9,
    uploadThroughputKbps: 750 * 0.9,
    cpuSlowdownMultiplier,
  };
}

/** The divisor: a host of this benchmarkIndex needs no slowdown to be the reference phone. */
export const INDEX_PER_SLOWDOWN = 500;
/** Never less than Lighthouse's own mobile default. */
export const MIN_SLOWDOWN = 4;
/** A calibrated floor below this measures a busy host: nothing is kept. */
export const CALIBRATED_FLOOR_MIN = 94;

/** max(4, index ÷ 500), to two decimals. */
export function slowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`no benchmarkIndex from Lighthouse (${benchmarkIndex})`);
  return Math.round(Math.max(MIN_SLOWDOWN, benchmarkIndex / INDEX_PER_SLOWDOWN) * 100) / 100;
}

/** One long task as Lighthouse's long-tasks audit reports it (simulated timings). */
export interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/** The long tasks of a report (Lighthouse lists the 20 longest, ≥ 50 ms, top-level only). */
export function longTasksOf(lhr: { audits: Record<string, { details?: unknown } | undefined> }): LongTask[] {
  const details = lhr.audits['long-tasks']?.details as { items?: Partial<LongTask>[] } | undefined;
  return (details?.items ?? [])
    .filter((i) => typeof i.duration === 'number' && typeof i.startTime === 'number')
    .map((i) => ({ url: String(i.url ?? ''), startTime: i.startTime!, duration: i.duration! }));
}

/** The longest task that starts after the first paint (0 when none is ≥ 50 ms). */
export function longestAfter(tasks: LongTask[], firstPaintMs: number): number {
  return tasks.filter((t) => t.startTime >= firstPaintMs).reduce((m, t) => Math.max(m, t.duration), 0);
}

export interface RouteFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  longTask: number;
}

export interface TargetCheck {
  name: string;
  ok: boolean;
  /** The bound each figure was held to in this run, e.g. "≥ 95", "≤ 213 ms". */
  bounds: { score: string; tbt: string; lcp: string; cls: string; longTask: string };
  failed: string[];
}

/**
 * The issue 39 targets against the floor of the same run: score ≥ 95 (or ≥ floor − 2 where the
 * floor itself scores below 97), TBT ≤ 200 ms (or ≤ the floor's + 50 where that is larger),
 * LCP ≤ 2.5 s, CLS ≤ 0.02, no task after the first paint longer than 100 ms (or the floor's
 * longest, where that is longer).
 */
export function checkTargets(name: string, route: RouteFigures, floor: RouteFigures): TargetCheck {
  const minScore = floor.score < 97 ? Math.min(95, floor.score - 2) : 95;
  const maxTbt = Math.max(200, floor.tbt + 50);
  const maxTask = Math.max(100, floor.longTask);
  const failed: string[] = [];
  if (route.score < minScore) failed.push(`score ${route.score} < ${minScore}`);
  if (route.tbt > maxTbt) failed.push(`TBT ${route.tbt.toFixed(0)} > ${maxTbt.toFixed(0)} ms`);
  if (route.lcp > 2500) failed.push(`LCP ${route.lcp.toFixed(0)} > 2500 ms`);
  if (route.cls > 0.02) failed.push(`CLS ${route.cls.toFixed(3)} > 0.02`);
  if (route.longTask > maxTask) failed.push(`longest task ${route.longTask.toFixed(0)} > ${maxTask.toFixed(0)} ms`);
  return {
    name,
    ok: failed.length === 0,
    bounds: {
      score: `≥ ${minScore}`,
      tbt: `≤ ${maxTbt.toFixed(0)} ms`,
      lcp: '≤ 2500 ms',
      cls: '≤ 0.02',
      longTask: `≤ ${maxTask.toFixed(0)} ms`,
    },
    failed,
  };
}
