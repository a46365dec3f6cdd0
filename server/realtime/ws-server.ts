// The real-time endpoint: one WebSocket per app tab at /ws on the server's own port (the `ws`
// package on the HTTP server's `upgrade` event). The first frame authenticates with the access
// token; then the connection carries chat messages for the user's groups and live market
// events. Events come from the bus (any process), are read once per process and fanned out.
// Protocol and close codes: lib/api/schemas/chat.ts and docs/realtime.md.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { WS_CLOSE, WS_MAX_FRAME_BYTES, WS_PATH } from '@/lib/api/limits';
import { CHAT_REASONS, clientFrame, type ServerFrame } from '@/lib/api/schemas/chat';
import { sessionRevoked, verifyAccess } from '../auth/tokens';
import { audienceOf, loadMessage, sendMessage, TOPICS, type MembersEvent, type MessageEvent } from '../chat/store';
import { ApiError } from '../http/errors';
import { MARKET_TOPICS } from '../market/live';
import type { Json } from './bus';
import { deliver } from './backpressure';
import { notificationFrame } from '../notify/store';
import { NOTIFY_TOPICS, type NotifyChanged } from '../notify/topics';

export interface RealtimeOptions {
  /** Time allowed for the auth frame. */
  authTimeoutMs?: number;
  /** Interval of protocol pings; a connection that missed one is dropped. */
  heartbeatMs?: number;
  /** Bytes queued for one connection before it counts as too slow and is closed. */
  maxBufferedBytes?: number;
}

interface Session {
  ws: WebSocket;
  userId: number | null;
  alive: boolean;
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
  const sessions = new Set<Session>();
  const byUser = new Map<number, Set<Session>>();
  // No compression: a chat frame is small, and deflate per socket costs memory at 1000s of clients.
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_FRAME_BYTES, perMessageDeflate: false });

  const send = (s: Session, data: string) => void deliver(s.ws, data, maxBuffered);
  const frame = (f: ServerFrame) => JSON.stringify(f);
  const sendFrame = (s: Session, f: ServerFrame) => send(s, frame(f));

  function broadcast(f: ServerFrame, audience: Set<number> | null): void {
    const data = frame(f);
    if (audience === null) {
      for (const s of sessions) if (s.userId !== null) send(s, data);
      return;
    }
    for (const userId of audience) for (const s of byUser.get(userId) ?? []) send(s, data);
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
    // A session ended by logout, a password change or refresh-token reuse is over here too.
    if (check.kind === 'ok' && (await sessionRevoked(ctx.db, check.familyId))) {
      s.ws.close(WS_CLOSE.unauthorized, 'revoked');
      return;
    }
    if (check.kind !== 'ok') {
      s.ws.close(check.kind === 'expired' ? WS_CLOSE.tokenExpired : WS_CLOSE.unauthorized, check.kind);
      return;
    }
    s.userId = check.userId;
    let set = byUser.get(check.userId);
    if (!set) byUser.set(check.userId, (set = new Set()));
    set.add(s);
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
    const f = clientFrame.safeParse(parsed);
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
    if (msg.type === 'auth') return sendFrame(s, { type: 'error', reason: CHAT_REASONS.badFrame });
    const clientId = msg.message.clientId;
    try {
      const message = await sendMessage(ctx, s.userId, msg.message);
      sendFrame(s, { type: 'sent', clientId, message });
    } catch (e) {
      sendFrame(s, errorFrame(e, clientId));
    }
  }

  function onConnection(ws: WebSocket): void {
    const s: Session = { ws, userId: null, alive: true, timers: [] };
    sessions.add(s);
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
      sessions.delete(s);
      if (s.userId !== null) {
        const set = byUser.get(s.userId);
        set?.delete(s);
        if (set?.size === 0) byUser.delete(s.userId);
      }
    });
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (req.url ?? '').split('?')[0];
    if (path !== WS_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, onConnection);
  }
  app.server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    for (const s of sessions) {
      if (!s.alive) {
        s.ws.terminate();
        continue;
      }
      s.alive = false;
      s.ws.ping();
    }
  }, heartbeatMs);
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
        if (message) broadcast({ type: 'message', message }, audience);
      }),
    ),
    ctx.bus.subscribe(
      TOPICS.deleted,
      inOrder(async (p) => {
        const e = p as MessageEvent;
        broadcast({ type: 'deleted', groupId: e.groupId, id: e.id }, await audienceOf(ctx.db, e.groupId));
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
    ctx.bus.subscribe(
      NOTIFY_TOPICS.changed,
      inOrder(async (p) => {
        const e = p as unknown as NotifyChanged;
        broadcast(await notificationFrame(ctx.db, e), new Set([e.userId]));
      }),
    ),
    ctx.bus.onResync(() => broadcast({ type: 'resync' }, null)),
  ];

  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    unsubscribe.forEach((off) => off());
    app.server.off('upgrade', onUpgrade);
    for (const s of sessions) {
      s.timers.forEach(clearTimeout);
      s.ws.close(WS_CLOSE.goingAway, 'server closing');
      // Do not wait on a client that never answers the close.
      setTimeout(() => s.ws.terminate(), 1000).unref();
    }
    wss.close(() => done());
  });

  return { connections: () => [...sessions].filter((s) => s.userId !== null).length };
}

function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}
