// The event bus on both engines: delivery on commit only, and across two app instances on one
// PostgreSQL (as two server processes would run).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { withTx } from '../db/tx';
import { postgresForTest, type TempDatabase } from '../test/postgres';
import { PayloadTooLarge, type Json } from './bus';
import { buildTestApp } from '../test/test-app';

/** Collects what a subscriber receives. */
function collector(app: FastifyInstance, topic: string) {
  const got: Json[] = [];
  const waiters: (() => void)[] = [];
  app.ctx.bus.subscribe(topic, (p) => {
    got.push(p);
    waiters.splice(0).forEach((w) => w());
  });
  return {
    got,
    /** Resolves once `n` events arrived (or rejects after a while). */
    async count(n: number) {
      const deadline = Date.now() + 10_000;
      while (got.length < n) {
        if (Date.now() > deadline) throw new Error(`only ${got.length} of ${n} events arrived`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('event bus on the embedded database', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(testConfig());
  });
  afterAll(() => app.close());

  it('delivers after commit, never for a rollback, in publish order', async () => {
    const c = collector(app, 'probe');
    let seenInsideTx = -1;
    await withTx(app.ctx.db, async (tx) => {
      await app.ctx.bus.publish('probe', { n: 1 }, tx);
      await tx.execute(sql`SELECT 1`);
      seenInsideTx = c.got.length;
    });
    expect(seenInsideTx).toBe(0);
    await expect(
      withTx(app.ctx.db, async (tx) => {
        await app.ctx.bus.publish('probe', { n: 2 }, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await app.ctx.bus.publish('probe', { n: 3 });
    await c.count(2);
    await settle();
    expect(c.got).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('keeps topics apart and stops after unsubscribe', async () => {
    const other = collector(app, 'other');
    const got: Json[] = [];
    const off = app.ctx.bus.subscribe('mine', (p) => got.push(p));
    await app.ctx.bus.publish('mine', 'a');
    off();
    await app.ctx.bus.publish('mine', 'b');
    await app.ctx.bus.publish('other', 'c');
    await other.count(1);
    expect(got).toEqual(['a']);
    expect(other.got).toEqual(['c']);
  });

  it('refuses a payload PostgreSQL could not carry', async () => {
    await expect(app.ctx.bus.publish('probe', 'x'.repeat(8000))).rejects.toBeInstanceOf(PayloadTooLarge);
  });
});

const temp = await postgresForTest('bus.test');

describe.runIf(temp !== undefined)('event bus across two processes on one PostgreSQL', () => {
  const db = temp as TempDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig({ databaseUrl: db.url });
    [a, b] = await Promise.all([buildApp(config), buildApp({ ...config })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await db.drop();
  });

  it('a publish in A reaches a subscriber in B on commit; a rolled-back one never does', async () => {
    const inB = collector(b, 'probe');
    const inA = collector(a, 'probe');
    await expect(
      withTx(a.ctx.db, async (tx) => {
        await a.ctx.bus.publish('probe', { id: 'rolled back' }, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await withTx(a.ctx.db, async (tx) => {
      await a.ctx.bus.publish('probe', { id: 'committed' }, tx);
    });
    await inB.count(1);
    await inA.count(1);
    await settle();
    expect(inB.got).toEqual([{ id: 'committed' }]);
    expect(inA.got).toEqual([{ id: 'committed' }]);
  });

  it('the listener reconnects after its connection is killed and announces a resync', async () => {
    const inB = collector(b, 'after-drop');
    let resyncs = 0;
    b.ctx.bus.onResync(() => (resyncs += 1));
    // Kill every LISTEN connection on this database (both processes' listeners).
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`,
    );
    await admin.end();
    const deadline = Date.now() + 15_000;
    while (resyncs === 0) {
      if (Date.now() > deadline) throw new Error('the listener did not reconnect');
      await new Promise((r) => setTimeout(r, 50));
    }
    await a.ctx.bus.publish('after-drop', 1);
    await inB.count(1);
    expect(inB.got).toEqual([1]);
  });
});
