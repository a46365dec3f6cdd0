// Clean-up of unused uploads. An upload no record refers to UNUSED_UPLOAD_HOURS (default 24)
// after it was uploaded is deleted, row and files (public or private, with its thumbnail); so is
// a stray file in the uploads folders with no row (a crash between writing and recording it).
//
// "Refers to" is decided twice, so a file in use is never deleted:
// - a record that takes an upload claims it (own-upload.ts sets uploads.referenced_at under a row
//   lock); a claimed upload is never swept;
// - before deleting, every text and JSON column of every table that holds records is searched for
//   the upload's random id (product images, avatars, articles, rows written before the claim
//   existed, tables added later), under the same row lock the claim takes: a claim in flight is
//   left alone (skipped), one that committed first keeps it, and one that comes after the delete
//   finds no upload (a 400, the record is not written).
// It runs every hour in each server process (app.ts) and on demand: `npm run admin -- uploads sweep`.
//
// Audited (operator_actions): each batch that deletes rows writes an `upload.delete` row in the
// batch's own transaction (the deleted rows are its `before`), so no upload disappears unrecorded;
// at the end an `upload.sweep` row holds the totals and the stray files removed. An operator's run
// always leaves its `upload.sweep` row (even when nothing was deleted); the hourly sweep is
// recorded as operator `system` (`via` null: no surface) and only when it deleted something.
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { rows, type Db, type Executor } from '../db/client';
import { recordOperatorAction } from '../operator/operator-api';
import { uploads } from '../db/schema';
import { withTx } from '../db/tx';
import { privateUploadsDir, uploadsDir } from '../paths';
import { thumbNameOf } from './private';

export const SWEEP_INTERVAL_MS = 60 * 60_000;
const BATCH = 200;
/** Tables that hold no record using an image (audit, limits, tokens, stored answers, the ledger). */
const NOT_RECORDS = new Set([
  'uploads',
  'upload_keys',
  'schema_migrations',
  'rate_events',
  'idempotency_keys',
  'operator_actions',
  'refresh_tokens',
  'sms_codes',
  'chat_rate_buckets',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
]);
const FILE = /^([0-9a-f]{32})(?:\.(?:png|jpg|gif|webp)|\.thumb\.webp)$/;

export interface SweepContext {
  db: Db;
  config: Pick<Config, 'dataDir' | 'unusedUploadHours'>;
  now: () => Date;
}

export interface SweepResult {
  /** Upload rows deleted with their files. */
  deleted: number;
  /** Old uploads found in use (never looked at again). */
  kept: number;
  /** Files with no upload row deleted. */
  strayFiles: number;
  olderThanHours: number;
}

type Columns = Map<string, string[]>;

/** Who the audit log names for the hourly sweep (an operator's run names the operator). */
export const SYSTEM_OPERATOR = 'system';

/** Every text and JSON column of the record tables (read each sweep: tables may be added). */
async function recordColumns(exec: Executor): Promise<Columns> {
  const found = await rows<{ table_name: string; column_name: string }>(
    exec,
    sql`SELECT c.table_name, c.column_name
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'json', 'jsonb')
        ORDER BY c.table_name, c.ordinal_position`,
  );
  const columns: Columns = new Map();
  for (const { table_name: table, column_name: column } of found) {
    if (NOT_RECORDS.has(table)) continue;
    columns.set(table, [...(columns.get(table) ?? []), column]);
  }
  return columns;
}

/** Which of these upload ids (32 hex digits) some record mentions. */
async function referenced(exec: Executor, columns: Columns, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (ids.length === 0) return found;
  const values = sql.join(
    ids.map((id) => sql`(${id})`),
    sql`, `,
  );
  for (const [table, cols] of columns) {
    const mentions = sql.join(
      cols.map((c) => sql`${sql.identifier(c)}::text LIKE '%' || c.id || '%'`),
      sql` OR `,
    );
    const hits = await rows<{ id: string }>(
      exec,
      sql`SELECT c.id FROM (VALUES ${values}) AS c(id)
          WHERE EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE ${mentions})`,
    );
    for (const h of hits) found.add(h.id);
  }
  return found;
}

async function removeFiles(config: Pick<Config, 'dataDir'>, storedName: string): Promise<void> {
  const names = [storedName, thumbNameOf(storedName)];
  const dirs = [uploadsDir(config), privateUploadsDir(config)];
  await Promise.all(
    dirs.flatMap((dir) =>
      names.map((n) =>
        unlink(path.join(dir, n)).catch((e: NodeJS.ErrnoException) => {
          if (e.code !== 'ENOENT') throw e;
        }),
      ),
    ),
  );
}

/**
 * Deletes uploads unreferenced `olderThanHours` after their upload (default: the configured
 * UNUSED_UPLOAD_HOURS), and stray files as old. `operator`: who ran it (the audit log's name);
 * without one it is the hourly sweep (`system`).
 */
export async function sweepUploads(
  ctx: SweepContext,
  olderThanHours?: number,
  operator?: string,
): Promise<SweepResult> {
  const by = operator ?? SYSTEM_OPERATOR;
  const hours = olderThanHours ?? ctx.config.unusedUploadHours;
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - hours * 3_600_000);
  const result: SweepResult = { deleted: 0, kept: 0, strayFiles: 0, olderThanHours: hours };
  const columns = await recordColumns(ctx.db);
  let afterId = 0;
  for (;;) {
    // One batch per transaction, its rows locked (the claim's row lock): a row a claim or another
    // sweep holds is skipped, left to the next pass; a claim that committed first no longer
    // matches; a claim that comes after the delete finds no upload.
    const batch = await withTx(ctx.db, async (tx) => {
      const locked = await tx
        .select({
          id: uploads.id,
          storedName: uploads.storedName,
          userId: uploads.userId,
          operator: uploads.operator,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(and(isNull(uploads.referencedAt), lt(uploads.createdAt, cutoff), gt(uploads.id, afterId)))
        .orderBy(asc(uploads.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (locked.length === 0) return null;
      const inUse = await referenced(
        tx,
        columns,
        locked.map((u) => u.storedName.slice(0, 32)),
      );
      const kept = locked.filter((u) => inUse.has(u.storedName.slice(0, 32)));
      const unused = locked.filter((u) => !inUse.has(u.storedName.slice(0, 32)));
      if (kept.length > 0)
        await tx
          .update(uploads)
          .set({ referencedAt: now })
          .where(
            inArray(
              uploads.id,
              kept.map((u) => u.id),
            ),
          );
      if (unused.length > 0) {
        await tx.delete(uploads).where(
          inArray(
            uploads.id,
            unused.map((u) => u.id),
          ),
        );
        await recordOperatorAction(tx, {
          operator: by,
          action: 'upload.delete',
          target: 'uploads',
          details: { olderThanHours: hours, count: unused.length },
          before: unused.map((u) => ({
            id: u.id,
            storedName: u.storedName,
            userId: u.userId,
            operator: u.operator,
            createdAt: u.createdAt.toISOString(),
          })),
          after: null,
        });
      }
      return {
        last: locked[locked.length - 1]?.id ?? afterId,
        kept: kept.length,
        unused,
        full: locked.length === BATCH,
      };
    });
    if (!batch) break;
    afterId = batch.last;
    result.kept += batch.kept;
    // After the commit: a file goes only once nothing can refer to its row any more.
    for (const u of batch.unused) await removeFiles(ctx.config, u.storedName);
    result.deleted += batch.unused.length;
    if (!batch.full) break;
  }
  const strays = await sweepStrayFiles(ctx, columns, cutoff);
  result.strayFiles = strays.length;
  if (operator !== undefined || result.deleted + result.strayFiles > 0)
    await withTx(ctx.db, (tx) =>
      recordOperatorAction(tx, {
        operator: by,
        action: 'upload.sweep',
        target: 'uploads',
        details: { ...result, strayFileNames: strays },
      }),
    );
  return result;
}

/** Files in the uploads folders (not their subfolders: seed images) with no upload row; answers the names removed. */
async function sweepStrayFiles(ctx: SweepContext, columns: Columns, cutoff: Date): Promise<string[]> {
  const old = new Map<string, string[]>();
  for (const dir of [uploadsDir(ctx.config), privateUploadsDir(ctx.config)]) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const id = FILE.exec(name)?.[1];
      if (!id) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || info.mtime >= cutoff) continue;
      old.set(id, [...(old.get(id) ?? []), file]);
    }
  }
  if (old.size === 0) return [];
  const ids = [...old.keys()];
  const withRow = new Set(
    (
      await rows<{ id: string }>(
        ctx.db,
        sql`SELECT left(stored_name, 32) AS id FROM uploads WHERE left(stored_name, 32) IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    ).map((r) => r.id),
  );
  const orphans = ids.filter((id) => !withRow.has(id));
  const inUse = await referenced(ctx.db, columns, orphans);
  const removed: string[] = [];
  for (const id of orphans) {
    if (inUse.has(id)) continue;
    for (const file of old.get(id) ?? []) {
      await unlink(file).catch(() => undefined);
      removed.push(path.basename(file));
    }
  }
  return removed;
}

/** Runs the sweep every hour (unless UNUSED_UPLOAD_HOURS=0); stops when the server closes. */
export function scheduleSweep(
  ctx: SweepContext,
  onError: (e: unknown) => void,
  onSwept: (r: SweepResult) => void,
): () => void {
  if (ctx.config.unusedUploadHours <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepUploads(ctx)
      .then((r) => {
        if (r.deleted + r.strayFiles > 0) onSwept(r);
      }, onError)
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
