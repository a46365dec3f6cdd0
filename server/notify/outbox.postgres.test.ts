// Outbox delivery across processes on a real PostgreSQL: two worker processes drain one outbox and
// between them claim every row exactly once; a worker killed (SIGKILL) in the middle of a delivery
// leaves nothing half done, and the rows it held are delivered once by another process.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../test/harness';
import { postgresForTest, type TempDatabase } from '../test/postgres';

const temp = await postgresForTest('outbox.postgres.test');

const ROOT = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

/** Starts a worker process; resolves with it once its stdout shows `line`, and with its output. */
function worker(url: string, mode: 'drain' | 'hang', until: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/notify-deliver-process.ts', url, mode], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const seen = new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = until.exec(out);
      if (m) resolve(m[0]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => {
      if (!until.test(out)) reject(new Error(`worker exited ${code}:\n${out}`));
    });
  });
  return { child, seen };
}

describe.runIf(temp !== undefined)('outbox delivery across processes (PostgreSQL)', () => {
  const db = temp as TempDatabase;
  let client: pg.Client;
  let users: number[] = [];

  beforeAll(async () => {
    // One app migrates the database and registers the users, then stops (and its worker with it).
    const h = await createHarness({ databaseUrl: db.url, memoryDb: false });
    for (let i = 0; i < 3; i++) await h.registerUser();
    await h.close();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    users = (await client.query<{ id: number }>('SELECT id FROM users ORDER BY id')).rows.map((r) => r.id);
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await client?.end();
    await db.drop();
  });

  async function enqueue(n: number, tag: string) {
    await client.query(
      `INSERT INTO outbox (user_id, channel, type, data)
       SELECT ($1::int[])[1 + g % array_length($1::int[], 1)], 'inapp', 'notice_new',
              jsonb_build_object('name', $2::text || g)
         FROM generate_series(1, $3::int) g`,
      [users, tag, n],
    );
  }
  const count = async (q: string, args: unknown[] = []) =>
    Number((await client.query<{ n: string }>(q, args)).rows[0]?.n);

  it('two processes deliver every row exactly once between them', async () => {
    await enqueue(1500, 'pair-');
    const a = worker(db.url, 'drain', /DONE (\d+)/);
    const b = worker(db.url, 'drain', /DONE (\d+)/);
    const [da, dbb] = await Promise.all([a.seen, b.seen]);
    const claimedA = Number(da.split(' ')[1]);
    const claimedB = Number(dbb.split(' ')[1]);
    // Each row claimed by one process only: the claims add up to the rows, not more.
    expect(claimedA + claimedB).toBe(1500);
    expect(await count(`SELECT count(*) AS n FROM notifications WHERE data->>'name' LIKE 'pair-%'`)).toBe(1500);
    expect(await count(`SELECT count(*) AS n FROM outbox WHERE done_at IS NULL`)).toBe(0);
  }, 120_000);

  it('a process killed mid-delivery leaves nothing half done; another delivers its rows once', async () => {
    await enqueue(30, 'killed-');
    const hung = worker(db.url, 'hang', /CLAIMED/);
    await hung.seen;
    // It holds its batch: nothing of it is stored, and another worker skips the locked rows.
    expect(await count(`SELECT count(*) AS n FROM notifications WHERE data->>'name' LIKE 'killed-%'`)).toBe(0);
    expect(await worker(db.url, 'drain', /DONE (\d+)/).seen).toBe('DONE 0');
    const exited = new Promise((resolve) => hung.child.once('exit', resolve));
    hung.child.kill('SIGKILL');
    await exited;
    const rescue = worker(db.url, 'drain', /DONE (\d+)/);
    let delivered = Number((await rescue.seen).split(' ')[1]);
    // PostgreSQL notices the dead connection and rolls its transaction back; until then the rows
    // stay locked and a drain finds nothing: drain again until they are free.
    while (delivered < 30) {
      const again = worker(db.url, 'drain', /DONE (\d+)/);
      delivered += Number((await again.seen).split(' ')[1]);
    }
    expect(delivered).toBe(30);
    expect(await count(`SELECT count(*) AS n FROM notifications WHERE data->>'name' LIKE 'killed-%'`)).toBe(30);
    expect(
      await count(
        `SELECT count(*) AS n FROM (SELECT outbox_id FROM notifications GROUP BY outbox_id HAVING count(*) > 1) d`,
      ),
    ).toBe(0);
  }, 120_000);
});
