// One drizzle database over either driver: PGlite (embedded, default) or a pg Pool (DATABASE_URL).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
/** The database; inside a transaction use the `tx` you were given, never this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either; for helpers that work inside or outside a transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** The embedded engine itself (its notification callback carries the event bus). */
  pglite?: PGlite;
  /** The PostgreSQL pool (its use and wait are metrics). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined means in memory. */
  pgliteDir?: string | undefined;
  /** A data-directory tarball an in-memory database starts from instead of a fresh initdb (tests). */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client error must not crash the process; the pool replaces the client.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, driver: 'pg', pool, close: () => pool.end() };
  }
  const client = opts.pgliteDir
    ? new PGlite(path.resolve(opts.pgliteDir))
    : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await client.waitReady;
  return pgliteDatabase(client);
}

/** An open PGlite as the app's database; `close` ends it unless told otherwise (tests reuse one). */
export function pgliteDatabase(client: PGlite, close: () => Promise<void> = () => client.close()): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, driver: 'pglite', pglite: client, close };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function rows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await exec.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * One raw statement outside any transaction, on the hot path: a named statement on the pg pool
 * (parsed and planned once per connection), or a plain query on PGlite. Not inside a `tx`.
 */
export async function preparedRows<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const result =
    client instanceof pg.Pool
      ? await client.query<T & pg.QueryResultRow>({ name, text, values })
      : await client.query<T>(text, values);
  return result.rows;
}
