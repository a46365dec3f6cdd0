// A throwaway database on a real PostgreSQL for race tests (PGlite runs one transaction at a
// time and hides races). PG_TEST_URL points at a server we may create databases on; the default
// is a local trust-auth server. Each database is named PG_TEST_DB_PREFIX (default gavel_test_)
// plus random hex, and dropped by its test. The convention (docs/testing.md): a file whose tests
// all need PostgreSQL is named `*.postgres.test.ts`, and every such test gets its database from
// `postgresForTest`, so one variable points them all at a server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TempDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTempDatabase(): Promise<TempDatabase | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `${process.env.PG_TEST_DB_PREFIX ?? 'gavel_test_'}${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Where PG_TEST_URL points, without its user or password (for messages). */
export function postgresHost(): string {
  const url = new URL(ADMIN_URL);
  return `${url.hostname}:${url.port || '5432'}`;
}

/**
 * The throwaway database of one test file. Without a reachable PostgreSQL: on CI (CI set) the file
 * fails, so a CI run never passes with its races unrun; elsewhere it answers undefined after saying
 * so, and the file's PostgreSQL tests are skipped (`describe.runIf(temp)`).
 */
export async function postgresForTest(file: string): Promise<TempDatabase | undefined> {
  const temp = await createTempDatabase();
  if (temp) return temp;
  const why = `${file}: no PostgreSQL reachable at ${postgresHost()} (PG_TEST_URL)`;
  if (process.env.CI) throw new Error(`${why} on CI`);
  console.warn(`${why}: its PostgreSQL tests are skipped`);
  return undefined;
}
