// A WebSocket test client for /ws: records frames, waits for the one you want, reports the close.
import WebSocket from 'ws';
import type { ServerFrame } from '@/lib/api/schemas/chat';

export interface WsClient {
  ws: WebSocket;
  frames: ServerFrame[];
  /** Frames that came as binary: none should (a browser would hand the app a Blob, not text). */
  binaryFrames: number;
  /** Resolves with the first frame not yet taken (already received or arriving) that matches. */
  next<T extends ServerFrame['type']>(
    type: T,
    match?: (f: Extract<ServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  send(frame: unknown): void;
  raw(data: string | Buffer): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export async function openWs(baseUrl: string, query = ''): Promise<WsClient> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws${query}`);
  const frames: ServerFrame[] = [];
  const listeners = new Set<() => void>();
  let binaryFrames = 0;
  ws.on('message', (data, isBinary) => {
    if (isBinary) binaryFrames += 1;
    // binaryType is the default nodebuffer: every frame arrives as one Buffer.
    frames.push(JSON.parse((data as Buffer).toString('utf8')) as ServerFrame);
    listeners.forEach((l) => l());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const used = new Set<number>();
  return {
    ws,
    frames,
    get binaryFrames() {
      return binaryFrames;
    },
    next(type, match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let i = 0; i < frames.length; i += 1) {
            const f = frames[i] as ServerFrame;
            if (!used.has(i) && f.type === type && (!match || match(f as never))) {
              used.add(i);
              listeners.delete(check);
              clearTimeout(timer);
              resolve(f as never);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no ${type} frame; got ${JSON.stringify(frames.filter((_, i) => !used.has(i)))}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    send: (frame) => ws.send(JSON.stringify(frame)),
    raw: (data) => ws.send(data),
    closed,
    async close() {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

/** Opens a connection and authenticates; resolves once the server said `ready`. */
export async function openAuthed(baseUrl: string, token: string, query = ''): Promise<WsClient> {
  const c = await openWs(baseUrl, query);
  c.send({ type: 'auth', token });
  await c.next('ready');
  return c;
}
