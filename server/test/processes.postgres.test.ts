// Two app instances on one real PostgreSQL behave like two server processes: migrations, SMS
// limits, refresh rotation and the default address stay correct under concurrency.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, rows } from '../db/client';
import { migrate } from '../db/migrate';
import { memorySender } from '../sms/sender';
import { postgresForTest, type TempDatabase } from './postgres';

const temp = await postgresForTest('processes.postgres.test');
// On CI a missing PostgreSQL is a failure, not a silent skip; elsewhere it is said out loud.

describe.runIf(temp !== undefined)('two processes on one PostgreSQL', () => {
  const db = temp as TempDatabase;
  const sms = memorySender();
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    // Both start at once: the advisory lock makes one wait, then it finds everything applied.
    const config = testConfig({ databaseUrl: db.url });
    [a, b] = await Promise.all([buildApp(config, { sms }), buildApp({ ...config }, { sms })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await db.drop();
  });

  const send = (app: FastifyInstance, phone: string, ip?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/front/getMobileCodeRegist',
      query: { phone },
      remoteAddress: ip ?? `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  it('applied every migration exactly once', async () => {
    const database = await openDatabase({ databaseUrl: db.url });
    const names = await rows<{ name: string }>(database.db, sql`SELECT name FROM schema_migrations ORDER BY name`);
    expect(names.map((n) => n.name)).toContain('0001_core.sql');
    expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
    expect(await migrate(database.db)).toEqual([]);
    await database.close();
  });

  it('one SMS code per phone (and requester) per minute across both processes', async () => {
    const phone = '13700000001';
    const from = (app: FastifyInstance) => send(app, phone, '10.1.0.1');
    const answers = await Promise.all([from(a), from(b), from(a), from(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
  });

  it('a refresh token rotates once even when both processes get it at the same moment', async () => {
    const phone = '13700000002';
    await send(a, phone);
    const reg = await a.inject({
      method: 'POST',
      url: '/api/front/register',
      payload: { phone, code: sms.last(phone), password: 'race-pass-1' },
    });
    const { refreshToken } = reg.json<{ result: { refreshToken: string } }>().result;
    // No access token at all, only the refresh: the hook rotates.
    const rotateOnly = (app: FastifyInstance) =>
      app.inject({
        method: 'GET',
        url: '/api/front/getInfo',
        headers: { 'x-authorization': `Bearer ${refreshToken}` },
      });
    const answers = await Promise.all([rotateOnly(a), rotateOnly(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('concurrent "make default" across processes leaves exactly one default', async () => {
    const phone = '13700000003';
    await send(b, phone);
    const reg = await b.inject({
      method: 'POST',
      url: '/api/front/register',
      payload: { phone, code: sms.last(phone), password: 'race-pass-1' },
    });
    const token = reg.json<{ result: { accessToken: string } }>().result.accessToken;
    const add = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/front/addAddress',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'R', phone, region: 'X', detail: 'Y', isDefault: true },
      });
    const answers = await Promise.all([add(a), add(b), add(a), add(b), add(a), add(b)]);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const list = await a.inject({
      method: 'GET',
      url: '/api/front/GetAddressList',
      headers: { authorization: `Bearer ${token}` },
    });
    const items = list.json<{ result: { isDefault: boolean }[] }>().result;
    expect(items).toHaveLength(6);
    expect(items.filter((x) => x.isDefault)).toHaveLength(1);
  });
});
