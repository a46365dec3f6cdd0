// The bench's clients are the app's own real-time client (lib/realtime/connection.ts: auth frame,
// heartbeat, reconnect with jittered backoff, the restart jitter after a 1012), each on a `ws`
// socket, so what the bench measures at a restart is what phones would do. The URL is asked at
// each (re)connection from `pickBase`: the bench plays the proxy, sending a client to a process
// that is up.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { createConnection, type Connection, type SocketLike } from '../../lib/realtime/connection';
import type { ServerFrame } from '../../lib/api/schemas/chat';

export interface BenchClient {
  conn: Connection;
  /** Times (performance.now()) of each `ready`: the first connection and every reconnection. */
  readies: number[];
  /** Times the client left `live` (a drop seen by the app). */
  drops: number[];
}

/** A `ws` socket behind the browser WebSocket shape the connection module uses. */
function wsSocket(url: string): SocketLike {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  const s: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.on('open', () => s.onopen?.(undefined));
  ws.on('message', (data) => s.onmessage?.({ data: (data as Buffer).toString('utf8') }));
  ws.on('close', (code, reason) => s.onclose?.({ code, reason: reason.toString() }));
  ws.on('error', (e) => s.onerror?.(e));
  return s;
}

/**
 * Starts one client per token, `batch` at a time (each batch waits until its clients are live),
 * and answers them once all are live. `onFrame` sees every frame of every client. `maxBackoffMs`
 * caps the reconnection backoff (the app's own ceiling, 30 s, when absent).
 */
export async function connectClients(
  tokens: string[],
  pickBase: () => string,
  onFrame: (f: ServerFrame) => void,
  { batch = 200, maxBackoffMs }: { batch?: number; maxBackoffMs?: number } = {},
): Promise<BenchClient[]> {
  const out: BenchClient[] = [];
  for (let i = 0; i < tokens.length; i += batch) {
    const started = tokens.slice(i, i + batch).map((token) => {
      const client: BenchClient = { conn: undefined as unknown as Connection, readies: [], drops: [] };
      client.conn = createConnection({
        url: () => `${pickBase().replace(/^http/, 'ws')}/ws`,
        tokens: { access: () => token, refresh: () => null, set: () => undefined, clear: () => undefined },
        refresh: () => Promise.resolve(false),
        socket: wsSocket,
        ...(maxBackoffMs === undefined ? {} : { maxBackoffMs }),
      });
      let wasLive = false;
      client.conn.onState((s) => {
        if (s === 'live') {
          wasLive = true;
          client.readies.push(performance.now());
        } else if (wasLive) {
          wasLive = false;
          client.drops.push(performance.now());
        }
      });
      client.conn.onFrame(onFrame);
      const live = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`a client was not live after 60 s`)), 60_000);
        const off = client.conn.onState((s) => {
          if (s !== 'live') return;
          clearTimeout(timer);
          off();
          resolve();
        });
      });
      client.conn.start();
      return live.then(() => client);
    });
    out.push(...(await Promise.all(started)));
  }
  return out;
}

/**
 * Waits until every client is live again (a client the restart did not touch never left);
 * answers the ms from `since` to the last one back, or null past `limitMs`.
 */
export async function allLive(clients: BenchClient[], since: number, limitMs: number): Promise<number | null> {
  // A restart's own clients drop when their process closes them, which can be a moment after
  // `since`: give them that moment before deciding who was touched.
  await new Promise((r) => setTimeout(r, 100));
  for (;;) {
    const back = clients.every((c) => c.conn.state() === 'live' && (c.readies.at(-1) ?? 0) > (c.drops.at(-1) ?? 0));
    if (back) {
      const returns = clients.map((c) => c.readies.at(-1)!).filter((t) => t > since);
      return returns.length === 0 ? 0 : Math.max(...returns) - since;
    }
    if (performance.now() - since > limitMs) return null;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Connections made per second after `since` (second 0 is the first): the herd, or its absence. */
export function perSecond(clients: BenchClient[], since: number): number[] {
  const counts: number[] = [];
  for (const c of clients)
    for (const t of c.readies) {
      if (t <= since) continue;
      const s = Math.floor((t - since) / 1000);
      while (counts.length <= s) counts.push(0);
      counts[s] = (counts[s] ?? 0) + 1;
    }
  return counts;
}

/** A process's resident memory now and at its peak, MiB (Linux /proc). */
export function rssOf(pid: number | undefined): { rss: number; peak: number } | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
  } catch {
    return null;
  }
}
