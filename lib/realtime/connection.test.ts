// The connection's state machine against a fake socket and fake timers: auth first, live on
// ready, refresh on "token expired", backoff with jitter after drops, heartbeat, stop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '../api/client/tokens';
import { WS_CLOSE } from '../api/limits';
import { createConnection, realtimeUrl, type ConnectionState, type SocketLike } from './connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  // What the server would do:
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  frame(f: unknown) {
    this.onmessage?.({ data: JSON.stringify(f) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function jwt(expSeconds: number): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: '7', exp: expSeconds })}.sig`;
}

let sockets: FakeSocket[];
let states: ConnectionState[];
const last = () => sockets[sockets.length - 1] as FakeSocket;

function setup(opts: { token?: string | null; refresh?: () => Promise<boolean>; random?: () => number } = {}) {
  const tokens = memoryTokenStore(
    opts.token === null ? {} : { access: opts.token ?? jwt(Date.now() / 1000 + 3600), refresh: 'r' },
  );
  const conn = createConnection({
    url: 'ws://test/ws',
    tokens,
    refresh: opts.refresh ?? (() => Promise.resolve(true)),
    socket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    random: opts.random ?? (() => 0.5),
    backoffMs: 1000,
    maxBackoffMs: 8000,
    heartbeatMs: 10_000,
  });
  conn.onState((s) => states.push(s));
  return { conn, tokens };
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  states = [];
});
afterEach(() => vi.useRealTimers());

describe('connection', () => {
  it('authenticates with the stored token first, then is live', () => {
    const { conn, tokens } = setup();
    conn.start();
    expect(conn.state()).toBe('connecting');
    last().open();
    expect(JSON.parse(last().sent[0] as string)).toEqual({ type: 'auth', token: tokens.access() });
    expect(conn.send({ type: 'ping' })).toBe(false); // not live yet
    last().frame({ type: 'ready', userId: 7 });
    expect(conn.state()).toBe('live');
    expect(conn.userId()).toBe(7);
    expect(conn.send({ type: 'ping' })).toBe(true);
  });

  it('stays offline without a token until started again', () => {
    const { conn, tokens } = setup({ token: null });
    conn.start();
    expect(sockets).toHaveLength(0);
    expect(conn.state()).toBe('offline');
    tokens.set(jwt(Date.now() / 1000 + 3600), 'r');
    conn.start();
    expect(sockets).toHaveLength(1);
  });

  it('reconnects after a drop with growing, jittered, capped delays; ready resets them', () => {
    const draws = [0, 1, 0.5, 0.5, 0.5, 0.5];
    const { conn } = setup({ random: () => draws.shift() ?? 0.5 });
    conn.start();
    last().open();
    last().frame({ type: 'ready', userId: 7 });
    last().drop(1006);
    expect(conn.state()).toBe('connecting');
    // First delay: between 500 and 1000 ms (drawn 0 → 500).
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(1006);
    expect(conn.state()).toBe('offline'); // failed again: tell the user
    // Second: between 1000 and 2000 (drawn 1 → 2000).
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    // Then 4000·0.75 = 3000, then capped at 8000·0.75 = 6000.
    last().drop(1006);
    vi.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(4);
    last().drop(1006);
    vi.advanceTimersByTime(6000);
    expect(sockets).toHaveLength(5);
    last().drop(1006);
    vi.advanceTimersByTime(6000);
    expect(sockets).toHaveLength(6);
    last().open();
    last().frame({ type: 'ready', userId: 7 });
    expect(conn.state()).toBe('live');
    last().drop(1001);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(7);
  });

  it('reconnects at once after a service restart (1012), not after the backoff; ready follows', () => {
    const { conn } = setup({ random: () => 0.5 });
    const readies: number[] = [];
    conn.onFrame((f) => {
      if (f.type === 'ready') readies.push(f.userId);
    });
    conn.start();
    last().open();
    last().frame({ type: 'ready', userId: 7 });
    last().drop(WS_CLOSE.serviceRestart);
    expect(conn.state()).toBe('connecting');
    // Within the restart jitter (250 ms · 0.5), far below the first backoff (750 ms here).
    vi.advanceTimersByTime(125);
    expect(sockets).toHaveLength(2);
    last().open();
    last().frame({ type: 'ready', userId: 7 });
    expect(conn.state()).toBe('live');
    // The second `ready` is what makes the chat store and the market reads catch up.
    expect(readies).toEqual([7, 7]);
    // A plain drop still waits for the backoff.
    last().drop(1006);
    vi.advanceTimersByTime(125);
    expect(sockets).toHaveLength(2);
  });

  it('refreshes through the request layer on "token expired", then connects with the new token', async () => {
    let refreshed = 0;
    const { conn, tokens } = setup({
      token: jwt(Date.now() / 1000 - 5),
      refresh: () => {
        refreshed += 1;
        tokens.set(jwt(Date.now() / 1000 + 3600), 'r2');
        return Promise.resolve(true);
      },
    });
    conn.start();
    last().open();
    last().drop(WS_CLOSE.tokenExpired);
    await vi.advanceTimersByTimeAsync(100);
    expect(refreshed).toBe(1);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(JSON.parse(last().sent[0] as string)).toEqual({ type: 'auth', token: tokens.access() });
  });

  it('waits for a refused refresh (the user must log in) and for "unauthorized"', async () => {
    const { conn } = setup({ token: jwt(Date.now() / 1000 - 5), refresh: () => Promise.resolve(false) });
    conn.start();
    last().open();
    last().drop(WS_CLOSE.tokenExpired);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(conn.state()).toBe('offline');

    conn.start();
    expect(sockets).toHaveLength(2);
    last().drop(WS_CLOSE.unauthorized);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(2);
    expect(conn.state()).toBe('offline');
  });

  it('pings while live and starts over when the server falls silent', () => {
    const { conn } = setup();
    conn.start();
    last().open();
    last().frame({ type: 'ready', userId: 7 });
    vi.advanceTimersByTime(10_000);
    expect(last().sent.at(-1)).toBe(JSON.stringify({ type: 'ping' }));
    last().frame({ type: 'pong' });
    vi.advanceTimersByTime(30_000);
    // Silent for more than two intervals: the socket is dropped and a new one is on its way.
    expect(sockets[0]?.closed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    expect(conn.state()).toBe('connecting');
  });

  it('stop closes and stays closed', () => {
    const { conn } = setup();
    conn.start();
    last().open();
    last().frame({ type: 'ready', userId: 7 });
    conn.stop();
    expect(last().closed).toBe(true);
    expect(conn.state()).toBe('offline');
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(states).toEqual(['connecting', 'live', 'offline']);
  });

  it('builds the URL from the API base or the page', () => {
    expect(realtimeUrl('https://api.example.com/')).toBe('wss://api.example.com/ws');
    expect(realtimeUrl('', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    // The reader's language rides in the URL (issue 41 #1: notification names are written in it).
    expect(realtimeUrl('', { protocol: 'https:', host: 'gavel.example' }, 'zh-TW')).toBe(
      'wss://gavel.example/ws?lang=zh-TW',
    );
    expect(realtimeUrl('https://api.example.com/', undefined, 'fr')).toBe('wss://api.example.com/ws?lang=fr');
  });
});
