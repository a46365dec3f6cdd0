// A throwaway database on a real PostgreSQL for race tests (PGlite runs one transaction at a
// time and hides races). PG_TEST_URL points at a server we may create databases on; the default
// is a local trust-auth server. Answers undefined when none is reachable.
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
