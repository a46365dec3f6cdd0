// The one real-time connection (/ws): authenticates with the stored access token, refreshes it
// through the normal request layer when the server closes with "token expired", reconnects with
// exponential backoff and jitter after a drop, and reports its state (connecting / live /
// offline). Framework-free: screens use it through use-realtime.ts.
import type { TokenStore } from '../api/client/tokens';
import { tokenExpiry } from '../api/client/tokens';
import { WS_CLOSE, WS_PATH } from '../api/limits';
import type { ClientFrame, ServerFrame } from '../api/schemas/chat';

export type ConnectionState = 'connecting' | 'live' | 'offline';

/** The part of the browser WebSocket this module uses (so tests can pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface ConnectionOptions {
  /** ws:// or wss:// URL of /ws, or a function answering it when connecting (not at build time). */
  url: string | (() => string);
  tokens: TokenStore;
  /**
   * Gets a fresh access token through the normal request layer (an authenticated call with an
   * expired token rotates it). Resolves false when that failed (the request layer has already
   * sent the user to log in).
   */
  refresh: () => Promise<boolean>;
  socket?: SocketFactory;
  now?: () => number;
  random?: () => number;
  /** Backoff after a drop: first delay and ceiling, milliseconds. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Ping interval; no frame for two intervals means the connection is dead. */
  heartbeatMs?: number;
  /** After a 1012 (service restart) close, reconnect within this many milliseconds. */
  restartJitterMs?: number;
}

export interface Connection {
  state(): ConnectionState;
  /** The authenticated user, once live. */
  userId(): number | null;
  onState(listener: (s: ConnectionState) => void): () => void;
  /** Every frame from the server; `ready` marks each (re)connection (time to catch up). */
  onFrame(listener: (f: ServerFrame) => void): () => void;
  /** Sends when live; answers false otherwise (the caller falls back to HTTP). */
  send(frame: ClientFrame): boolean;
  /** Connect (again) now: after login, when the network is back, when the tab is shown. */
  start(): void;
  /** Close and stay closed (logout, app teardown). */
  stop(): void;
}

const OPEN = 1;

/**
 * The ws:// URL of /ws for an API base ('' = this page's origin), with the reader's `lang` when
 * known: the server writes the names in notification frames in it (issue 41 #1), as it does for
 * every call's answer.
 */
export function realtimeUrl(
  apiBase: string,
  location?: { protocol: string; host: string },
  locale?: string | null,
): string {
  const query = locale ? `?lang=${encodeURIComponent(locale)}` : '';
  if (apiBase) return `${apiBase.replace(/^http/, 'ws').replace(/\/+$/, '')}${WS_PATH}${query}`;
  if (!location) throw new Error('realtimeUrl: no API base and no page location');
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${WS_PATH}${query}`;
}

export function createConnection(opts: ConnectionOptions): Connection {
  const now = opts.now ?? (() => Date.now());
  const random = opts.random ?? Math.random;
  const backoff = opts.backoffMs ?? 500;
  const maxBackoff = opts.maxBackoffMs ?? 30_000;
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const restartJitter = opts.restartJitterMs ?? 250;
  const socketFactory =
    opts.socket ??
    ((url: string) => {
      const Impl = (globalThis as { WebSocket?: new (url: string) => SocketLike }).WebSocket;
      if (!Impl) throw new Error('no WebSocket in this environment');
      return new Impl(url);
    });

  let state: ConnectionState = 'offline';
  let user: number | null = null;
  let socket: SocketLike | null = null;
  let wanted = false;
  let attempt = 0;
  let expiredInARow = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let lastFrameAt = 0;
  const stateListeners = new Set<(s: ConnectionState) => void>();
  const frameListeners = new Set<(f: ServerFrame) => void>();

  function setState(next: ConnectionState): void {
    if (next === state) return;
    state = next;
    for (const l of [...stateListeners]) l(next);
  }

  function clearTimers(): void {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  }

  /** Full jitter between half and all of the capped exponential delay. */
  function nextDelay(): number {
    const ceiling = Math.min(maxBackoff, backoff * 2 ** attempt);
    attempt += 1;
    return ceiling / 2 + random() * (ceiling / 2);
  }

  function scheduleReconnect(delay = nextDelay()): void {
    if (!wanted || retryTimer) return;
    // One quick retry still counts as connecting; after that the user is told they are offline.
    setState(attempt <= 1 ? 'connecting' : 'offline');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  }

  function drop(s: SocketLike): void {
    s.onopen = s.onmessage = s.onclose = s.onerror = null;
    try {
      s.close();
    } catch {
      // Already closed.
    }
  }

  function connect(): void {
    if (!wanted || socket) return;
    const token = opts.tokens.access();
    if (!token) {
      // Nobody is logged in: wait for start() after login.
      setState('offline');
      return;
    }
    setState('connecting');
    let s: SocketLike;
    try {
      s = socketFactory(typeof opts.url === 'function' ? opts.url() : opts.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = s;
    s.onopen = () => {
      s.send(JSON.stringify({ type: 'auth', token } satisfies ClientFrame));
    };
    s.onmessage = (ev) => {
      lastFrameAt = now();
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(ev.data)) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        user = frame.userId;
        attempt = 0;
        expiredInARow = 0;
        startHeartbeat(s);
        setState('live');
      }
      for (const l of [...frameListeners]) l(frame);
    };
    s.onerror = () => undefined; // onclose follows and decides.
    s.onclose = (ev) => {
      if (socket !== s) return;
      socket = null;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      onClosed(ev.code);
    };
  }

  function onClosed(code: number): void {
    if (!wanted) {
      setState('offline');
      return;
    }
    if (code === WS_CLOSE.tokenExpired) {
      expiredInARow += 1;
      // A server that keeps saying "expired" right after a refresh: back off instead of spinning.
      if (expiredInARow > 2) return scheduleReconnect();
      setState('connecting');
      void refreshThenConnect();
      return;
    }
    if (code === WS_CLOSE.unauthorized) {
      // The token is not accepted at all: wait for a new login (start()).
      setState('offline');
      return;
    }
    if (code === WS_CLOSE.serviceRestart) {
      // A rolling restart: this process is going, the others are up. Reconnect now (spread over
      // up to restartJitterMs so thousands of clients do not arrive in the same millisecond); the
      // `ready` that follows makes the stores catch up on what was sent meanwhile.
      scheduleReconnect(random() * restartJitter);
      return;
    }
    scheduleReconnect();
  }

  async function refreshThenConnect(): Promise<void> {
    // The request layer refreshes only a token it believes expired; if this device's clock is
    // behind the server's, wait (at most a minute) until it agrees.
    const access = opts.tokens.access();
    const exp = access ? tokenExpiry(access) : null;
    const wait = exp === null ? 0 : Math.min(60_000, exp * 1000 - now() + 50);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const ok = await opts.refresh().catch(() => false);
    if (!wanted) return;
    if (!ok) {
      setState('offline');
      return;
    }
    connect();
  }

  function startHeartbeat(s: SocketLike): void {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = setInterval(() => {
      if (now() - lastFrameAt > 2 * heartbeatMs) {
        // Silent for too long (a dead network often looks like this): start over.
        socket = null;
        drop(s);
        clearInterval(heartbeat ?? undefined);
        heartbeat = null;
        scheduleReconnect();
        return;
      }
      if (s.readyState === OPEN) s.send(JSON.stringify({ type: 'ping' } satisfies ClientFrame));
    }, heartbeatMs);
  }

  return {
    state: () => state,
    userId: () => user,
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onFrame(listener) {
      frameListeners.add(listener);
      return () => frameListeners.delete(listener);
    },
    send(frame) {
      if (state !== 'live' || !socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    start() {
      wanted = true;
      if (socket) return;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      attempt = 0;
      connect();
    },
    stop() {
      wanted = false;
      clearTimers();
      const s = socket;
      socket = null;
      user = null;
      if (s) drop(s);
      setState('offline');
    },
  };
}
