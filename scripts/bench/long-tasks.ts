// The longest main-thread tasks of saved Lighthouse reports, and what is in them (issue 39):
//   npm run bench:web -- --only en/goods/detail/,en/mine/ --runs 3 --save-lhr /tmp/lhr
//   npx tsx scripts/bench/long-tasks.ts /tmp/lhr
// For each report: the CPU multiplier and benchmarkIndex it ran with, FCP and TBT, then each task
// of 50 ms or more (Lighthouse's simulated timing at that multiplier) with its start, duration,
// the script it is attributed to and the time by kind of work (script evaluation, parsing, style
// and layout, …: Lighthouse's task groups; under simulation much of it lands in "other").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Report {
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

interface DebugTask {
  urlIndex: number;
  startTime: number;
  duration: number;
  [group: string]: number;
}

const shortUrl = (u: string) => {
  try {
    return new URL(u).pathname.replace(/^\/_next\/static\//, '');
  } catch {
    return u;
  }
};

export function describeReport(name: string, lhr: Report): string[] {
  const debug = (lhr.audits['long-tasks']?.details as { debugData?: { urls: string[]; tasks: DebugTask[] } })
    ?.debugData;
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? NaN;
  const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
  const lines = [
    `## ${name}: ${lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? '?'} × CPU, benchmarkIndex ${lhr.environment?.benchmarkIndex ?? '?'}, FCP ${fcp.toFixed(0)} ms, TBT ${tbt.toFixed(0)} ms`,
    '',
    '| Start (ms) | Duration (ms) | After FCP | Script | Time by kind (ms) |',
    '|---|---|---|---|---|',
  ];
  for (const t of debug?.tasks ?? []) {
    const groups = Object.entries(t)
      .filter(([k]) => !['urlIndex', 'startTime', 'duration'].includes(k))
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
    lines.push(
      `| ${t.startTime.toFixed(0)} | ${t.duration.toFixed(0)} | ${t.startTime >= fcp ? 'yes' : 'no'} | \`${shortUrl(debug?.urls[t.urlIndex] ?? '?')}\` | ${groups} |`,
    );
  }
  if ((debug?.tasks ?? []).length === 0) lines.push('| – | – | – | no task of 50 ms or more | – |');
  return lines;
}

function main(): void {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx scripts/bench/long-tasks.ts <dir of reports saved by bench:web --save-lhr>');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new Error(`no report in ${dir}`);
  for (const f of files) {
    const lhr = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Report;
    console.log([...describeReport(f.replace(/-\d+\.json$/, ''), lhr), ''].join('\n'));
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) main();
