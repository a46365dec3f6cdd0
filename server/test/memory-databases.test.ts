// The test apps' in-memory databases are reused only as the template left them.
import { describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { memoryDatabase } from './memory-databases';
import { pgliteTemplate } from './pglite-template';

const template = pgliteTemplate()!;

async function count(pglite: PGlite, table: string): Promise<number> {
  return (await pglite.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
}

async function addUser(pglite: PGlite, phone: string): Promise<number> {
  const r = await pglite.query<{ id: number }>(
    `INSERT INTO users (phone, nickname, invitation_code) VALUES ($1, 'n', $1) RETURNING id`,
    [phone],
  );
  return r.rows[0]!.id;
}

describe('in-memory databases of test apps', () => {
  it('gives a closed database to the next app with only the template’s rows and sequence positions', async () => {
    const fresh = await memoryDatabase(template);
    const levels = await count(fresh.pglite!, 'levels');
    const ledgerAccounts = await count(fresh.pglite!, 'ledger_accounts');
    const firstUser = await addUser(fresh.pglite!, '13900000009');
    await fresh.close();

    const first = await memoryDatabase(template);
    const pglite = first.pglite!;
    await addUser(pglite, '13900000001');
    await pglite.exec(`DELETE FROM levels WHERE id = 4`);
    await pglite.exec(`UPDATE levels SET name = 'renamed' WHERE id = 1`);
    await first.close();

    const again = await memoryDatabase(template);
    expect(again.pglite).toBe(pglite);
    expect(await count(pglite, 'users')).toBe(0);
    expect(await count(pglite, 'levels')).toBe(levels);
    expect((await pglite.query(`SELECT name FROM levels WHERE id = 1`)).rows).toEqual([{ name: 'Bronze' }]);
    expect(await count(pglite, 'ledger_accounts')).toBe(ledgerAccounts);
    // Ids start where a fresh database's do.
    expect(await addUser(pglite, '13900000002')).toBe(firstUser);
    await again.close();
  });

  it('keeps the triggers on after putting rows back (the operator log is still append-only)', async () => {
    const database = await memoryDatabase(template);
    await addUser(database.pglite!, '13900000003');
    await database.close();
    const again = await memoryDatabase(template);
    expect(again.pglite).toBe(database.pglite);
    await expect(again.pglite!.exec(`TRUNCATE operator_actions`)).rejects.toThrow(/append-only/);
    await expect(again.pglite!.query(`SHOW session_replication_role`)).resolves.toMatchObject({
      rows: [{ session_replication_role: 'origin' }],
    });
    await again.close();
  });

  it.each([
    ['a changed schema', `CREATE INDEX users_extra ON users (created_at)`],
    ['a new table', `CREATE TABLE scratch (x int)`],
    ['a new function', `CREATE FUNCTION gavel_test_only() RETURNS int LANGUAGE sql AS 'SELECT 1'`],
    [
      'a function replaced',
      `CREATE OR REPLACE FUNCTION gavel_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`,
    ],
    ['a trigger disabled', `ALTER TABLE operator_actions DISABLE TRIGGER operator_actions_no_truncate`],
    ['a session setting', `SET statement_timeout = 1234`],
    ['a channel still listened to', `LISTEN leftover`],
    ['an advisory lock held', `SELECT pg_advisory_lock(42)`],
    ['an open transaction', `BEGIN`],
  ])('closes a database left with %s instead of reusing it', async (_what, statement) => {
    const database = await memoryDatabase(template);
    const pglite = database.pglite!;
    await pglite.exec(statement);
    await database.close();
    expect(pglite.closed).toBe(true);
    const next = await memoryDatabase(template);
    expect(next.pglite).not.toBe(pglite);
    await next.close();
  });

  it('drops a database whose engine a test closed', async () => {
    const database = await memoryDatabase(template);
    await database.pglite!.close();
    await database.close();
    const next = await memoryDatabase(template);
    expect(next.pglite).not.toBe(database.pglite);
    expect(next.pglite!.closed).toBe(false);
    await next.close();
  });

  it('puts a database back once, however often it is closed', async () => {
    const database = await memoryDatabase(template);
    await database.close();
    await database.close();
    const one = await memoryDatabase(template);
    const two = await memoryDatabase(template);
    expect(one.pglite).not.toBe(two.pglite);
    await one.close();
    await two.close();
  });
});
