// Delivers the outbox (docs/notifications.md, "Delivery"). Every process runs one worker; a row is
// claimed by exactly one of them with `FOR UPDATE SKIP LOCKED`.
//
// In-app rows: in ONE transaction the worker claims a batch, stores each row's notification
// (notifications.outbox_id is unique), queues its push row when the user chose push for the type,
// marks the row done and publishes `notify.changed` for /ws. A process that dies mid-delivery never
// commits: its locks go with its connection and another process delivers the row, once. Muted users
// get nothing stored (the row is marked done), except the types in UNMUTED_TYPES.
//
// Failures: a batch that fails is retried row by row; a row that fails alone is put back with
// exponential backoff (RETRY_BASE_MS · 2^attempts, capped) and given up after MAX_ATTEMPTS
// (done_at set, last_error kept for the operator).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rows, type Tx } from '../db/client';
import { withTx } from '../db/tx';
import { loadSettings } from './store';
import { NOTIFY_TOPICS, type NotifyChanged } from './topics';

export const BATCH = 50;
export const MAX_ATTEMPTS = 8;
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 10 * 60_000;
/** The worker also looks every this often: retries that came due, and wake-ups lost in a bus gap. */
export const POLL_MS = 5_000;

export interface OutboxRow {
  id: number;
  user_id: number;
  channel: 'inapp' | 'push';
  type: string;
  data: Record<string, unknown>;
  created_at: Date | string;
  attempts: number;
}

export const retryDelay = (attempts: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

type Ctx = Pick<AppContext, 'db' | 'bus' | 'log'>;

/**
 * Stored even for a muted user: the state of their own account (suspended, active again) is not
 * news they can opt out of, and its live frame is what makes the open app show the suspension
 * banner and disable Buy at once (issue 37 #2, docs/decisions.md). Muted, nothing is pushed.
 */
export const UNMUTED_TYPES: ReadonlySet<string> = new Set(['account_status']);

async function claimDue(tx: Tx, channel: 'inapp' | 'push', limit: number, only?: number): Promise<OutboxRow[]> {
  return rows<OutboxRow>(
    tx,
    sql`SELECT id, user_id, channel, type, data, created_at, attempts FROM outbox
         WHERE done_at IS NULL AND channel = ${channel} AND run_at <= now()
           ${only === undefined ? sql`` : sql`AND id = ${only}`}
         ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
  );
}

/** Stores one in-app row's notification inside the claiming transaction. */
async function deliverOne(ctx: Ctx, tx: Tx, row: OutboxRow, hooks: WorkerHooks): Promise<void> {
  const settings = await loadSettings(tx, row.user_id);
  if (!settings.muted || UNMUTED_TYPES.has(row.type)) {
    const [stored] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO notifications (user_id, outbox_id, type, data, created_at)
          VALUES (${row.user_id}, ${row.id}, ${row.type}, ${JSON.stringify(row.data)}::jsonb, ${new Date(row.created_at)})
          ON CONFLICT (outbox_id) DO NOTHING RETURNING id`,
    );
    if (stored) {
      await ctx.bus.publish(NOTIFY_TOPICS.changed, { userId: row.user_id, id: stored.id } satisfies NotifyChanged, tx);
      if (!settings.muted && (settings.push as string[]).includes(row.type)) {
        await tx.execute(
          sql`INSERT INTO outbox (user_id, channel, type, data)
              SELECT ${row.user_id}, 'push', ${row.type}, ${JSON.stringify({ ...row.data, notificationId: stored.id })}::jsonb
               WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = ${row.user_id})`,
        );
        await ctx.bus.publish(NOTIFY_TOPICS.outbox, {}, tx);
      }
    }
  }
  await hooks.beforeDone?.(row);
  await tx.execute(sql`UPDATE outbox SET done_at = now(), attempts = attempts + 1 WHERE id = ${row.id}`);
}

async function putBack(ctx: Ctx, row: OutboxRow, error: unknown): Promise<void> {
  const attempts = row.attempts + 1;
  const message = error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
  await ctx.db.execute(
    sql`UPDATE outbox SET attempts = ${attempts}, last_error = ${message},
          run_at = now() + ${`${retryDelay(attempts)} milliseconds`}::interval,
          done_at = ${attempts >= MAX_ATTEMPTS ? sql`now()` : sql`NULL`}
        WHERE id = ${row.id}`,
  );
  ctx.log.warn({ outboxId: row.id, attempts, err: error }, 'notification delivery failed');
}

/** Test seams: called inside the transaction before a row is marked done. */
export interface WorkerHooks {
  beforeDone?: (row: OutboxRow) => Promise<void> | void;
}

/** Delivers due in-app rows; answers how many were handled. */
export async function deliverInApp(ctx: Ctx, hooks: WorkerHooks = {}, limit = BATCH): Promise<number> {
  try {
    return await withTx(ctx.db, async (tx) => {
      const due = await claimDue(tx, 'inapp', limit);
      for (const row of due) await deliverOne(ctx, tx, row, hooks);
      return due.length;
    });
  } catch (batchError) {
    // One bad row must not hold the others back: each alone, failures put back with backoff.
    const ids = await rows<{ id: number }>(
      ctx.db,
      sql`SELECT id FROM outbox WHERE done_at IS NULL AND channel = 'inapp' AND run_at <= now() ORDER BY id LIMIT ${limit}`,
    );
    let handled = 0;
    for (const { id } of ids) {
      let claimed: OutboxRow | undefined;
      try {
        handled += await withTx(ctx.db, async (tx) => {
          [claimed] = await claimDue(tx, 'inapp', 1, id);
          if (!claimed) return 0;
          await deliverOne(ctx, tx, claimed, hooks);
          return 1;
        });
      } catch (e) {
        if (claimed) await putBack(ctx, claimed, e);
        else throw batchError;
      }
    }
    return handled;
  }
}

export interface Channel {
  /** Delivers due rows of this channel; answers how many were handled. */
  run(): Promise<number>;
  /** A run that handled this many rows was full: run again at once. Default BATCH. */
  batch?: number;
}

/**
 * The process's worker: runs the channels when the bus says rows were committed and every POLL_MS;
 * one run at a time per channel, and again at once when a wake-up came during a run or a run was
 * full. Each channel has its own loop: a channel waiting on the network (push) never holds another
 * (in-app notifications and their live frames).
 */
export function startOutboxWorker(
  ctx: Ctx,
  channels: Channel[],
  pollMs = POLL_MS,
): { stop(): Promise<void>; kick(): void } {
  let stopped = false;
  const loops = channels.map((c) => {
    let running: Promise<void> | null = null;
    let again = false;
    const run = async () => {
      do {
        again = false;
        try {
          if ((await c.run()) >= (c.batch ?? BATCH)) again = true;
        } catch (e) {
          ctx.log.warn({ err: e }, 'outbox worker');
        }
      } while (again && !stopped);
    };
    return {
      kick() {
        if (running) {
          again = true;
          return;
        }
        running = run().finally(() => {
          running = null;
        });
      },
      done: (): Promise<void> => running ?? Promise.resolve(),
    };
  });
  const kick = () => {
    if (stopped) return;
    for (const loop of loops) loop.kick();
  };
  const off = ctx.bus.subscribe(NOTIFY_TOPICS.outbox, kick);
  const offResync = ctx.bus.onResync(kick);
  const timer = setInterval(kick, pollMs);
  timer.unref();
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      off();
      offResync();
      await Promise.all(loops.map((loop) => loop.done()));
    },
  };
}
