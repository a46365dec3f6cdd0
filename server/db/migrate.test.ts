import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rows, type Database } from './client';
import { createdTrigger, functionFiles, migrate, migrationFiles, splitStatements } from './migrate';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

describe('migrations', () => {
  it('splits a file at semicolons ending a line and drops comment lines', () => {
    expect(
      splitStatements("-- note; here\nCREATE TABLE a (x text DEFAULT 'a;b');\nINSERT INTO a VALUES ('1');\n"),
    ).toEqual(["CREATE TABLE a (x text DEFAULT 'a;b')", "INSERT INTO a VALUES ('1')"]);
  });

  it('keeps a dollar-quoted body whole: its semicolons and comment lines do not split it', () => {
    const fn = [
      'CREATE FUNCTION f(x int) RETURNS text LANGUAGE plpgsql AS $$',
      'DECLARE y int;',
      'BEGIN',
      '-- not a migration comment;',
      "  RETURN 'a;' || $q$b;$q$;",
      'END;',
      '$$;',
    ].join('\n');
    expect(splitStatements(`-- head\nCREATE TABLE t (x int);\n${fn}\nSELECT f(1);\n`)).toEqual([
      'CREATE TABLE t (x int)',
      fn.slice(0, -1),
      'SELECT f(1)',
    ]);
    // A tag inside a string or after a line comment opens nothing.
    expect(splitStatements("SELECT '$$';\nSELECT 1; -- $$\nSELECT 2;\n")).toEqual([
      "SELECT '$$'",
      'SELECT 1; -- $$\nSELECT 2',
    ]);
  });

  it('applies the committed files in order once; a second run applies nothing', async () => {
    const first = await migrate(database.db);
    expect(first).toEqual(migrationFiles());
    expect(first[0]).toBe('0001_core.sql');
    expect(await migrate(database.db)).toEqual([]);
  });

  it('a failing file rolls back entirely and is not recorded', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gavel-mig-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, '0001_ok.sql'), 'CREATE TABLE mig_ok (id int);\n');
    writeFileSync(path.join(dir, '0002_bad.sql'), 'CREATE TABLE mig_half (id int);\nSELECT no_such_function();\n');
    await expect(migrate(database.db, dir, null)).rejects.toThrow();
    const tables = await rows<{ t: string }>(
      database.db,
      sql`SELECT tablename AS t FROM pg_tables WHERE tablename LIKE 'mig_%' ORDER BY 1`,
    );
    expect(tables.map((t) => t.t)).toEqual(['mig_ok']);
    // Only the temporary files count: the committed ones were applied by the test above.
    const committed = new Set(migrationFiles());
    const recorded = await rows<{ name: string }>(database.db, sql`SELECT name FROM schema_migrations ORDER BY name`);
    expect(recorded.map((r) => r.name).filter((n) => !committed.has(n))).toEqual(['0001_ok.sql']);
  });

  it('re-applies the function files on every migrate; a missing trigger is made, a present one left', async () => {
    expect(functionFiles()).toContain('gavel_buy_many.sql');
    const body = async () =>
      (
        await rows<{ src: string }>(
          database.db,
          sql`SELECT prosrc AS src FROM pg_proc WHERE proname = 'gavel_session_ended'`,
        )
      )[0]!.src;
    const trigger = async (name: string) =>
      (await rows<{ oid: number }>(database.db, sql`SELECT oid::int AS oid FROM pg_trigger WHERE tgname = ${name}`))[0]
        ?.oid;
    const source = await body();
    const kept = await trigger('orders_notify');
    await database.db.execute(
      sql.raw(
        'CREATE OR REPLACE FUNCTION gavel_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$',
      ),
    );
    await database.db.execute(sql.raw('DROP TRIGGER refresh_tokens_push ON refresh_tokens'));
    expect(await body()).not.toBe(source);
    expect(await migrate(database.db)).toEqual([]);
    expect(await body()).toBe(source);
    expect(await trigger('refresh_tokens_push')).toBeDefined();
    // Not dropped and made again: that would lock orders against writes at every start.
    expect(await trigger('orders_notify')).toBe(kept);
  });

  it('reads the trigger a CREATE TRIGGER statement makes', () => {
    expect(
      createdTrigger(
        'CREATE TRIGGER products_notify AFTER INSERT OR UPDATE OF stock, off_shelf ON products\n  FOR EACH ROW',
      ),
    ).toEqual({ name: 'products_notify', table: 'products' });
    expect(createdTrigger('create trigger t before truncate on public.a for each statement')).toEqual({
      name: 't',
      table: 'public.a',
    });
    expect(createdTrigger('CREATE OR REPLACE FUNCTION f() RETURNS trigger')).toBeNull();
  });
});
