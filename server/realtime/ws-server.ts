// The real-time endpoint: one WebSocket per app tab at /ws on the server's own port (the `ws`
// package on the HTTP server's `upgrade` event). The first frame authenticates with the access
// token; then the connection carries chat messages for the user's groups and live market
// events. Events come from the bus (any process), are read once per process and fanned out.
// Protocol and close codes: lib/api/schemas/chat.ts and docs/realtime.md.
// A session that ends (logout, password change, refresh-token reuse) closes its sockets in every
// process (SESSION_REVOKED_TOPIC on the bus), and until that close lands its frames are refused.
// Caps (config.wsCaps): sockets per user, per address, and unauthenticated per address.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { compile } from 'zod/mini';
import { WS_CLOSE, WS_MAX_FRAME_BYTES, WS_PATH } from '@/lib/api/limits';
import { CHAT_REASONS, clientFrame, type ServerFrame } from '@/lib/api/schemas/chat';
import type { Locale } from '@/lib/i18n/config';
import {
  SESSION_REVOKED_TOPIC,
  sessionRevoked,
  sessionRevokedSoon,
  verifyAccess,
  type SessionRevokedEvent,
} from '../auth';
import { audienceOf, loadMessage, sendMessage, TOPICS, type MembersEvent, type MessageEvent } from '../chat';
import { ApiError } from '../http/errors';
import { MARKET_TOPICS } from '../market';
import type { Json } from './bus';
import { deliver } from './backpressure';
import { clientAddress } from './client-address';
import { SocketRegistry } from './socket-registry';
import { frameIn, notificationFrame, NOTIFY_TOPICS, type NotifyChanged } from '../notify';
import { localeOf } from '../content';

/** Every frame a client sends is parsed: compiled once, as registerCall compiles each call's schemas. */
const clientFrameParser = compile(clientFrame);

export interface RealtimeOptions {
  /** Time allowed for the auth frame. */
  authTimeoutMs?: number;
  /** Interval of protocol pings; a connection that missed one is dropped. */
  heartbeatMs?: number;
  /** Bytes queued for one connection before it counts as too slow and is closed. */
  maxBufferedBytes?: number;
  /** Told, per chat message fanned out, the seconds since it was stored (the fan-out delay metric). */
  onFanout?: (seconds: number) => void;
}

interface Session {
  ws: WebSocket;
  readonly address: string;
  /** The reader's language (`lang` in the URL, else Accept-Language): notification names are in it. */
  readonly locale: Locale;
  userId: number | null;
  family: string | null;
  alive: boolean;
  /** Which of the heartbeat's slices pings this socket. */
  readonly slot: number;
  timers: NodeJS.Timeout[];
}

export interface Realtime {
  /** Open, authenticated connections (for tests and the bench). */
  connections(): number;
}

export function registerRealtime(app: FastifyInstance, opts: RealtimeOptions = {}): Realtime {
  const authTimeoutMs = opts.authTimeoutMs ?? 10_000;
  const heartbeatMs = opts.heartbeatMs ?? 30_000;
  const maxBuffered = opts.maxBufferedBytes ?? 1024 * 1024;
  const { ctx } = app;
  const caps = ctx.config.wsCaps;
  const registry = new SocketRegistry<Session>();
  /** About one slice per second of the heartbeat interval (one slice under 2 s), at most 30. */
  const heartbeatSlices = Math.max(1, Math.min(30, Math.floor(heartbeatMs / 1000)));
  let connected = 0;
  // No compression: a chat frame is small, and deflate per socket costs memory at 1000s of clients.
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_FRAME_BYTES, perMessageDeflate: false });

  const send = (s: Session, data: Buffer) => void deliver(s.ws, data, maxBuffered);
  // Encoded once for all its sockets: `ws` given a string measures and writes it out as UTF-8 for
  // each socket again (docs/benchmarks.md, "Fan-out: what limits it"); a Buffer is written as is.
  const frame = (f: ServerFrame) => Buffer.from(JSON.stringify(f));
  const sendFrame = (s: Session, f: ServerFrame) => send(s, frame(f));

  function broadcast(f: ServerFrame, audience: Set<number> | null): void {
    const data = frame(f);
    if (audience === null) {
      for (const s of registry.sockets()) if (s.userId !== null) send(s, data);
      return;
    }
    for (const userId of audience) for (const s of registry.ofUser(userId)) send(s, data);
  }

  /** Ends a revoked session's socket: 4003, as for a token that is not accepted. */
  function closeRevoked(s: Session): void {
    registry.remove(s);
    s.ws.close(WS_CLOSE.unauthorized, 'revoked');
    // Do not wait on a client that never answers the close.
    setTimeout(() => s.ws.terminate(), 1000).unref();
  }

  /**
   * A private event (chat): only to sockets whose session is still valid. The revocation event
   * closes the others soon; this covers the moment between the revocation's commit and that event.
   */
  async function broadcastPrivate(f: ServerFrame, audience: Set<number>): Promise<void> {
    const targets = [...audience].flatMap((userId) => registry.ofUser(userId));
    const revoked = await Promise.all(
      targets.map((s) => (s.family ? sessionRevokedSoon(ctx.db, s.family) : Promise.resolve(true))),
    );
    const data = frame(f);
    targets.forEach((s, i) => (revoked[i] ? closeRevoked(s) : send(s, data)));
  }

  function onSessionRevoked(e: SessionRevokedEvent): void {
    for (const s of registry.ofUser(e.userId)) {
      const ended = e.families ? e.families.includes(s.family ?? '') : s.family !== e.except;
      if (ended) closeRevoked(s);
    }
  }

  function errorFrame(e: unknown, clientId?: string): ServerFrame {
    if (e instanceof ApiError) {
      const [field] = Object.keys(e.fields ?? {});
      const retry = e.headers?.['retry-after'];
      return {
        type: 'error',
        reason: e.reason,
        ...(field ? { field } : {}),
        ...(clientId ? { clientId } : {}),
        ...(retry ? { retryAfter: Number(retry) } : {}),
      };
    }
    app.log.error({ err: e }, 'realtime: send failed');
    return { type: 'error', reason: 'server_error', ...(clientId ? { clientId } : {}) };
  }

  async function authenticate(s: Session, token: string): Promise<void> {
    const check = verifyAccess(ctx.config, token, ctx.now());
    if (check.kind !== 'ok') {
      s.ws.close(check.kind === 'expired' ? WS_CLOSE.tokenExpired : WS_CLOSE.unauthorized, check.kind);
      return;
    }
    if (registry.ofUser(check.userId).length >= caps.perUser) {
      s.ws.close(WS_CLOSE.tooMany, 'too many connections');
      return;
    }
    // Registered before the session is checked: a revocation committed before the check is seen
    // by it, and one committed after finds the socket registered (onSessionRevoked).
    registry.authenticate(s, check.userId, check.familyId);
    if (await sessionRevoked(ctx.db, check.familyId)) return closeRevoked(s);
    // Closed while the check ran: nothing to start.
    if (!registry.has(s)) return;
    // The token's end is the connection's end: close with the code that makes the client refresh.
    const exp = decodeJwt(token).exp;
    if (exp) {
      const left = Math.min(exp * 1000 - ctx.now().getTime(), 2 ** 31 - 1);
      s.timers.push(setTimeout(() => s.ws.close(WS_CLOSE.tokenExpired, 'expired'), Math.max(0, left)));
    }
    sendFrame(s, { type: 'ready', userId: check.userId });
  }

  async function onFrame(s: Session, raw: RawData, isBinary: boolean): Promise<void> {
    s.alive = true;
    let parsed: unknown;
    try {
      if (isBinary) throw new Error('binary');
      parsed = JSON.parse(rawText(raw));
    } catch {
      sendFrame(s, { type: 'error', reason: CHAT_REASONS.badFrame });
      return;
    }
    const f = clientFrameParser.safeParse(parsed);
    if (!f.success) {
      // A message that fails only on its text says why (too long, empty); anything else is a bad frame.
      const issue = f.error.issues.find((i) => i.path.includes('text'));
      const clientId = (parsed as { message?: { clientId?: unknown } } | null)?.message?.clientId;
      sendFrame(s, {
        type: 'error',
        reason:
          issue && Object.values(CHAT_REASONS).includes(issue.message as never) ? issue.message : CHAT_REASONS.badFrame,
        ...(issue ? { field: 'text' } : {}),
        ...(typeof clientId === 'string' ? { clientId: clientId.slice(0, 64) } : {}),
      });
      return;
    }
    const msg = f.data;
    if (s.userId === null) {
      if (msg.type === 'auth') return authenticate(s, msg.token);
      s.ws.close(WS_CLOSE.unauthorized, 'auth first');
      return;
    }
    if (msg.type === 'ping') return sendFrame(s, { type: 'pong' });
    // A session revoked a moment ago (its close is on the way from the bus) sends nothing more.
    if (s.family === null || (await sessionRevokedSoon(ctx.db, s.family))) return closeRevoked(s);
    if (msg.type === 'auth') return sendFrame(s, { type: 'error', reason: CHAT_REASONS.badFrame });
    const clientId = msg.message.clientId;
    try {
      const message = await sendMessage(ctx, s.userId, msg.message);
      sendFrame(s, { type: 'sent', clientId, message });
    } catch (e) {
      sendFrame(s, errorFrame(e, clientId));
    }
  }

  function onConnection(ws: WebSocket, address: string, locale: Locale): void {
    const s: Session = {
      ws,
      address,
      locale,
      userId: null,
      family: null,
      alive: true,
      slot: connected++ % heartbeatSlices,
      timers: [],
    };
    registry.add(s);
    s.timers.push(
      setTimeout(() => {
        if (s.userId === null) ws.close(WS_CLOSE.unauthorized, 'no auth');
      }, authTimeoutMs),
    );
    // Frames of one connection are handled one after another (a send's answer before the next).
    let chain = Promise.resolve();
    ws.on('message', (raw, isBinary) => {
      chain = chain.then(() => onFrame(s, raw, isBinary)).catch((e: unknown) => app.log.error({ err: e }, 'realtime'));
    });
    ws.on('pong', () => (s.alive = true));
    // A socket error ends only this session.
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      s.timers.forEach(clearTimeout);
      registry.remove(s);
    });
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (req.url ?? '').split('?')[0];
    if (path !== WS_PATH) {
      socket.destroy();
      return;
    }
    // Per-address caps are decided before the handshake: a flood costs one short HTTP answer each.
    const address = clientAddress(req, ctx.config.trustProxy);
    const here = registry.atAddress(address);
    if (here.open >= caps.perAddress || here.unauthenticated >= caps.unauthenticatedPerAddress) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nRetry-After: 10\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // The app names its page's language in the URL (lib/realtime/index.ts); a page's language is
    // fixed for its life (another language is another page, hence another socket).
    const url = new URL(req.url ?? '/', 'http://socket');
    const locale = localeOf(
      { query: Object.fromEntries(url.searchParams), headers: req.headers },
      ctx.config.defaultContentLocale,
    );
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, address, locale));
  }
  app.server.on('upgrade', onUpgrade);

  // Every socket is pinged once per heartbeatMs, but not all in the same tick: at 10,000 sockets
  // one sweep is 10,000 writes (~150 ms of this process's loop on a 2-core host) followed by
  // 10,000 pongs, and a chat message sent then waited behind it (docs/benchmarks.md, "Heartbeat
  // in slices"). Sockets take slices in turn as they connect; a slice is pinged each second.
  let tick = 0;
  const heartbeat = setInterval(() => {
    const slice = tick++ % heartbeatSlices;
    for (const s of registry.sockets()) {
      if (s.slot !== slice) continue;
      if (!s.alive) {
        s.ws.terminate();
        continue;
      }
      s.alive = false;
      s.ws.ping();
    }
  }, heartbeatMs / heartbeatSlices);
  heartbeat.unref();

  // Bus events are handled in arrival order (PostgreSQL delivers them in commit order), so each
  // client receives a group's messages in id order.
  let events = Promise.resolve();
  const inOrder = (fn: (p: Json) => Promise<void>) => (p: Json) => {
    events = events.then(() => fn(p)).catch((e: unknown) => app.log.error({ err: e }, 'realtime event'));
  };
  const unsubscribe = [
    ctx.bus.subscribe(
      TOPICS.message,
      inOrder(async (p) => {
        const e = p as MessageEvent;
        const [message, audience] = await Promise.all([loadMessage(ctx.db, e.id), audienceOf(ctx.db, e.groupId)]);
        if (!message) return;
        // The general group is every user's (anyone may register): the check is for private groups.
        if (audience === null) broadcast({ type: 'message', message }, null);
        else await broadcastPrivate({ type: 'message', message }, audience);
        opts.onFanout?.(Math.max(0, ctx.now().getTime() - new Date(message.createdAt).getTime()) / 1000);
      }),
    ),
    ctx.bus.subscribe(
      TOPICS.deleted,
      inOrder(async (p) => {
        const e = p as MessageEvent;
        const audience = await audienceOf(ctx.db, e.groupId);
        const f: ServerFrame = { type: 'deleted', groupId: e.groupId, id: e.id };
        if (audience === null) broadcast(f, null);
        else await broadcastPrivate(f, audience);
      }),
    ),
    ctx.bus.subscribe(
      TOPICS.members,
      inOrder((p) => {
        broadcast({ type: 'groups' }, new Set([(p as MembersEvent).userId]));
        return Promise.resolve();
      }),
    ),
    ctx.bus.subscribe(
      MARKET_TOPICS.product,
      inOrder((p) => {
        broadcast({ type: 'product', product: p as never }, null);
        return Promise.resolve();
      }),
    ),
    ctx.bus.subscribe(
      MARKET_TOPICS.window,
      inOrder(() => {
        broadcast({ type: 'window' }, null);
        return Promise.resolve();
      }),
    ),
    // Not in order behind the events: a revoked session's sockets close at once.
    ctx.bus.subscribe(SESSION_REVOKED_TOPIC, (p) => onSessionRevoked(p as SessionRevokedEvent)),
    ctx.bus.subscribe(
      NOTIFY_TOPICS.changed,
      inOrder(async (p) => {
        const e = p as unknown as NotifyChanged;
        const sockets = registry.ofUser(e.userId);
        if (sockets.length === 0) return;
        const stored = await notificationFrame(ctx.db, e);
        // The name in each socket's language (issue 41 #1): one lookup per language open.
        for (const locale of new Set(sockets.map((s) => s.locale))) {
          const data = frame(await frameIn(ctx.db, stored, { locale, fallback: ctx.config.defaultContentLocale }));
          for (const s of sockets) if (s.locale === locale) send(s, data);
        }
      }),
    ),
    ctx.bus.onResync(() => broadcast({ type: 'resync' }, null)),
  ];

  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    unsubscribe.forEach((off) => off());
    app.server.off('upgrade', onUpgrade);
    for (const s of registry.sockets()) {
      s.timers.forEach(clearTimeout);
      // 1012 "service restart": the client reconnects at once (to another process behind the proxy).
      s.ws.close(WS_CLOSE.serviceRestart, 'service restart');
      // Do not wait on a client that never answers the close.
      setTimeout(() => s.ws.terminate(), 1000).unref();
    }
    wss.close(() => done());
  });

  return { connections: () => registry.authenticated() };
}

function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}
