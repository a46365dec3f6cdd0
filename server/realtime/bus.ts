// The event bus: publish/subscribe between server processes. Both implementations publish with
// `SELECT pg_notify(...)` on the caller's executor, so an event published inside a transaction is
// delivered only when that transaction commits (never for a rollback): nothing is announced that
// was not stored. They differ in who listens:
// - PostgreSQL (DATABASE_URL): one dedicated pg client per process runs LISTEN and reconnects
//   after a drop; every process on the database receives every event.
// - PGlite (embedded): the engine's own notification callback; delivery stays in this process.
// A larger deployment swaps in a broker (Redis, NATS) behind this interface: see docs/realtime.md.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db, Executor } from '../db/client';

import type { EventBus, Handler, Json } from '../ports/event-bus';

export type { EventBus, Handler, Json };

/** The one notification channel; the topic travels inside the payload. */
export const CHANNEL = 'gavel_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin for the envelope. */
export const MAX_PAYLOAD_BYTES = 7900;

export class PayloadTooLarge extends Error {}

interface Wire {
  t: string;
  p: Json;
}

/** The topic table shared by both implementations: fan-out to local handlers by topic. */
class Topics {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly resync = new Set<() => void>();

  subscribe(topic: string, handler: Handler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(topic) === set) this.handlers.delete(topic);
    };
  }

  onResync(handler: () => void): () => void {
    this.resync.add(handler);
    return () => this.resync.delete(handler);
  }

  deliver(raw: string, onError: (e: unknown) => void): void {
    let wire: Wire;
    try {
      wire = JSON.parse(raw) as Wire;
    } catch (e) {
      onError(e);
      return;
    }
    const set = this.handlers.get(wire.t);
    if (!set) return;
    // A copy: a handler may unsubscribe while we iterate.
    for (const h of [...set]) {
      try {
        h(wire.p);
      } catch (e) {
        // One failing subscriber must not starve the others.
        onError(e);
      }
    }
  }

  resynced(onError: (e: unknown) => void): void {
    for (const h of [...this.resync]) {
      try {
        h();
      } catch (e) {
        onError(e);
      }
    }
  }
}

function encode(topic: string, payload: Json): string {
  const text = JSON.stringify({ t: topic, p: payload } satisfies Wire);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new PayloadTooLarge(`event on ${topic} is over ${MAX_PAYLOAD_BYTES} bytes`);
  }
  return text;
}

async function notify(exec: Executor, topic: string, payload: Json): Promise<void> {
  await exec.execute(sql`SELECT pg_notify(${CHANNEL}, ${encode(topic, payload)})`);
}

export interface BusOptions {
  onError?: (e: unknown) => void;
}

/** The embedded database's bus: PGlite runs NOTIFY with PostgreSQL's on-commit semantics. */
export async function pgliteBus(client: PGlite, db: Db, opts: BusOptions = {}): Promise<EventBus> {
  const onError = opts.onError ?? (() => undefined);
  const topics = new Topics();
  let closed = false;
  const unlisten = await client.listen(CHANNEL, (raw) => {
    if (!closed) topics.deliver(raw, onError);
  });
  return {
    publish: (topic, payload, tx) => notify(tx ?? db, topic, payload),
    subscribe: (topic, handler) => topics.subscribe(topic, handler),
    onResync: (handler) => topics.onResync(handler),
    async close() {
      if (closed) return;
      closed = true;
      await unlisten().catch(onError);
    },
  };
}

export interface PgBusOptions extends BusOptions {
  /** First and maximum delay between reconnect attempts of the listener. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** The PostgreSQL bus: a dedicated LISTEN connection per process, reconnecting with backoff. */
export async function postgresBus(databaseUrl: string, db: Db, opts: PgBusOptions = {}): Promise<EventBus> {
  const onError = opts.onError ?? (() => undefined);
  const retryMs = opts.retryMs ?? 250;
  const maxRetryMs = opts.maxRetryMs ?? 10_000;
  const topics = new Topics();
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = retryMs;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload !== undefined) topics.deliver(n.payload, onError);
    });
    // After a drop, 'error' and/or 'end' fire; either schedules one reconnect. Before the
    // connection is up, the failure reaches the caller through the rejected promise instead.
    let ready = false;
    let dropped = false;
    const drop = (e?: unknown) => {
      if (e) onError(e);
      if (!ready || dropped) return;
      dropped = true;
      if (client === c) client = undefined;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      schedule();
    };
    c.on('error', drop);
    c.on('end', () => drop());
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (e) {
      await c.end().catch(() => undefined);
      throw e;
    }
    if (closed) {
      await c.end();
      return;
    }
    ready = true;
    client = c;
  }

  function schedule(): void {
    if (closed || timer) return;
    const wait = delay * (0.5 + Math.random() / 2);
    delay = Math.min(delay * 2, maxRetryMs);
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          delay = retryMs;
          topics.resynced(onError);
        },
        (e: unknown) => {
          onError(e);
          schedule();
        },
      );
    }, wait);
  }

  // The first connection must work: a server that cannot listen should not start.
  await connect();
  return {
    publish: (topic, payload, tx) => notify(tx ?? db, topic, payload),
    subscribe: (topic, handler) => topics.subscribe(topic, handler),
    onResync: (handler) => topics.onResync(handler),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        c.removeAllListeners('error');
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}

/** The bus for this database: PostgreSQL's LISTEN connection, or the embedded engine's callback. */
export function openBus(
  database: Database,
  databaseUrl: string | undefined,
  opts: PgBusOptions = {},
): Promise<EventBus> {
  if (database.driver === 'pg') {
    if (!databaseUrl) throw new Error('the PostgreSQL event bus needs DATABASE_URL');
    return postgresBus(databaseUrl, database.db, opts);
  }
  if (!database.pglite) throw new Error('the embedded event bus needs the PGlite engine');
  return pgliteBus(database.pglite, database.db, opts);
}
