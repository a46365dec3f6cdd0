// The bench's HTTP client: node:http over keep-alive sockets opened before the clock starts, and
// process.hrtime for every request, so a burst is timed to the microsecond (autocannon only
// finishes on a one-second tick, which made the old flash-sale figure an artifact).
import { Agent, request } from 'node:http';

export interface Shot {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  ms: number;
  /** A refusal's `reason` from the envelope (read only for non-200 answers), e.g. `terms_outdated`. */
  reason?: string;
}

/** "409 terms_outdated", "200", "0" (no answer): how the bench counts what it was told. */
export const answerKey = (a: Answer) => (a.reason ? `${a.status} ${a.reason}` : String(a.status));

function reasonOf(body: string): string | undefined {
  try {
    const r = (JSON.parse(body) as { reason?: unknown }).reason;
    return typeof r === 'string' ? r : undefined;
  } catch {
    return undefined;
  }
}

export class Client {
  readonly agent: Agent;
  constructor(
    private readonly base: URL,
    sockets: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  }

  send(shot: Shot): Promise<Answer> {
    const started = process.hrtime.bigint();
    return new Promise((resolve) => {
      const req = request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path: shot.path,
          method: shot.method ?? 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', ...shot.headers },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          // A success's body is not read (the timed path stays the same); a refusal's reason is,
          // so a bench that measured nothing can say why.
          const chunks: Buffer[] = [];
          if (status === 200) res.resume();
          else res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            const reason = status === 200 ? undefined : reasonOf(Buffer.concat(chunks).toString('utf8'));
            resolve(reason ? { status, ms, reason } : { status, ms });
          });
        },
      );
      req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      req.end(shot.body);
    });
  }

  /** Opens `n` sockets (one cheap GET each, all at once) so the timed part reuses them. */
  async warm(n: number, path: string): Promise<void> {
    await Promise.all(Array.from({ length: n }, () => this.send({ path, method: 'GET' })));
  }

  close(): void {
    this.agent.destroy();
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface Burst {
  /** From the first request sent to the last answer received. */
  seconds: number;
  ok: number;
  refused: number;
  failed: number;
  p50: number;
  p99: number;
  /** From the first request sent to the last 200 answer (the winners of a sale). */
  lastOkSeconds: number;
  /** Answers by HTTP status ("0": no answer), e.g. { "200": 100, "422": 900 }. */
  statuses: Record<string, number>;
  /** Answers by status and reason, e.g. { "200": 100, "409 sold_out": 900 }. */
  reasons: Record<string, number>;
}

/** Every shot at once; the clock runs until the last answer. */
export async function burst(client: Client, shots: Shot[]): Promise<Burst> {
  const started = process.hrtime.bigint();
  let lastOk = started;
  const answers = await Promise.all(
    shots.map((s) =>
      client.send(s).then((a) => {
        if (a.status === 200) lastOk = process.hrtime.bigint();
        return a;
      }),
    ),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  const reasons: Record<string, number> = {};
  for (const a of answers) {
    statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    reasons[answerKey(a)] = (reasons[answerKey(a)] ?? 0) + 1;
  }
  return {
    reasons,
    lastOkSeconds: Number(lastOk - started) / 1e9,
    statuses,
    seconds,
    ok: answers.filter((a) => a.status === 200).length,
    refused: answers.filter((a) => a.status >= 400 && a.status < 500).length,
    failed: answers.filter((a) => a.status === 0 || a.status >= 500).length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
  };
}

export interface Sustained {
  seconds: number;
  ok: number;
  other: number;
  /** Answers by HTTP status (a 429 is the per-user rate limit, not a failure). */
  statuses: Record<string, number>;
  /** Answers by status and reason. */
  reasons: Record<string, number>;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `connections` loops, each sending its next shot as soon as the last is answered, for `seconds`. */
export async function closedLoop(
  client: Client,
  connections: number,
  seconds: number,
  next: (i: number) => Shot,
): Promise<Sustained> {
  const until = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9));
  const started = process.hrtime.bigint();
  const ms: number[] = [];
  let ok = 0;
  let other = 0;
  let n = 0;
  const statuses: Record<string, number> = {};
  const reasons: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (process.hrtime.bigint() < until) {
        const a = await client.send(next(n++));
        ms.push(a.ms);
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        reasons[answerKey(a)] = (reasons[answerKey(a)] ?? 0) + 1;
        if (a.status === 200) ok++;
        else other++;
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  ms.sort((a, b) => a - b);
  return {
    seconds: elapsed,
    ok,
    other,
    statuses,
    reasons,
    perSecond: ok / elapsed,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
  };
}
