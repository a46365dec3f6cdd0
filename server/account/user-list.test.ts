// Issue 42 #5: users could not be browsed (userFind matched only a whole phone, id or code:
// "1391111" found nobody, and there was no list). userList pages every user, sorted by a
// whitelisted column, searched by part of a phone, nickname or invitation code in any case, and
// filtered by frozen, identity status and registration days; bad input is a 400 naming the field.
// A viewer reads phones masked and cannot search by phone (it would spell a masked number out).
// Last sign-in is stored since 0027: a login sets it, a refresh does not.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/api/operator/facts';
import { users } from '../db/schema';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../test/console';
import { createHarness, type Harness } from '../test/harness';
import { fund, userIdOf } from '../test/market';

type List = OperatorAnswer<'userList'>;
let h: Harness;
const sessions = new Map<OperatorRole, ConsoleSession>();
/** Three users registered in 2026-01..03 (the range the sort tests filter to), by name. */
const ids = { jade: 0, tea: 0, quiet: 0 };
let jadeCode = '';
const RANGE = 'from=2026-01-01&to=2026-03-31';

function session(role: OperatorRole): ConsoleSession {
  const s = sessions.get(role);
  if (!s) throw new Error(role);
  return s;
}

async function list(role: OperatorRole, query: string) {
  const r = await consoleInject(h, session(role), 'GET', `/users?${query}`);
  return { r, body: envelopeOf<List>(r) };
}

async function idsOf(role: OperatorRole, query: string): Promise<number[]> {
  const { r, body } = await list(role, query);
  expect(r.statusCode, r.body).toBe(200);
  return body.result.items.map((u) => u.id);
}

beforeAll(async () => {
  h = await createHarness();
  const made = {
    jade: await h.registerUser({ phone: '13911112222' }),
    tea: await h.registerUser({ phone: '13800005555' }),
    quiet: await h.registerUser({ phone: '15000003333' }),
  };
  for (const k of ['jade', 'tea', 'quiet'] as const) ids[k] = userIdOf(made[k].accessToken);
  await fund(h, made.jade.accessToken, 5_000);
  await fund(h, made.quiet.accessToken, 20_000);
  const db = h.app.ctx.db;
  const set = (id: number, values: Partial<typeof users.$inferInsert>) =>
    db.update(users).set(values).where(eq(users.id, id));
  await set(ids.jade, {
    nickname: 'Jade Collector',
    createdAt: new Date('2026-01-10T08:00:00Z'),
    frozenAt: new Date('2026-03-01T00:00:00Z'),
    frozenReason: 'test',
    lastSignInAt: new Date('2026-04-01T00:00:00Z'),
  });
  await set(ids.tea, {
    nickname: 'Théière Fan',
    createdAt: new Date('2026-02-10T08:00:00Z'),
    lastSignInAt: new Date('2026-04-02T00:00:00Z'),
  });
  await set(ids.quiet, { nickname: 'quiet', createdAt: new Date('2026-03-31T23:59:00Z'), lastSignInAt: null });
  await db.execute(
    sql`INSERT INTO identities (user_id, real_name, id_number, status) VALUES (${ids.jade}, 'A', '11010519491231002X', 'verified'), (${ids.tea}, 'B', '11010519491231003X', 'pending')`,
  );
  const [row] = await db.select({ code: users.invitationCode }).from(users).where(eq(users.id, ids.jade));
  jadeCode = row?.code ?? '';
  for (const role of OPERATOR_ROLES) sessions.set(role, await consoleSession(h, role));
  // Five operators signed in (each a password hash and a TOTP) on two shared cores.
}, 240_000);
afterAll(() => h.close());

describe('userList search', () => {
  it('finds a user by part of the phone number ("1391111" finds 13911112222), the phone whole', async () => {
    const { body } = await list('support', 'q=1391111');
    expect(body.result.items.map((u) => u.id)).toEqual([ids.jade]);
    expect(body.result.items[0]?.phone).toBe('13911112222');
  });

  it('finds by part of a nickname in any case and without accents, and by part of a code in lower case', async () => {
    expect(await idsOf('support', 'q=COLLECT')).toEqual([ids.jade]);
    expect(await idsOf('support', 'q=theiere')).toEqual([ids.tea]);
    expect(await idsOf('support', `q=${jadeCode.slice(1, 5).toLowerCase()}`)).toContain(ids.jade);
    expect(await idsOf('support', 'q=%25')).toEqual([]); // a typed % is a percent sign, not "anything"
  });

  it('answers every field the table shows', async () => {
    const { body } = await list('admin', `${RANGE}&sort=id&dir=asc`);
    expect(body.result.items).toEqual([
      expect.objectContaining({
        id: ids.jade,
        nickname: 'Jade Collector',
        frozen: true,
        identityStatus: 'verified',
        balance: 5_000,
        createdAt: '2026-01-10T08:00:00.000Z',
        lastSignInAt: '2026-04-01T00:00:00.000Z',
        invitationCode: jadeCode,
      }),
      expect.objectContaining({ id: ids.tea, frozen: false, identityStatus: 'pending', balance: 0 }),
      expect.objectContaining({ id: ids.quiet, identityStatus: 'none', balance: 20_000, lastSignInAt: null }),
    ]);
  });
});

describe('userList filters', () => {
  it('by frozen, by identity status (none = never submitted) and by registration days (whole days)', async () => {
    expect(await idsOf('support', `${RANGE}&frozen=true`)).toEqual([ids.jade]);
    expect(await idsOf('support', `${RANGE}&frozen=false&sort=id&dir=asc`)).toEqual([ids.tea, ids.quiet]);
    expect(await idsOf('support', `${RANGE}&identity=pending`)).toEqual([ids.tea]);
    expect(await idsOf('support', `${RANGE}&identity=none`)).toEqual([ids.quiet]);
    expect(await idsOf('support', 'from=2026-02-10&to=2026-02-10')).toEqual([ids.tea]);
    // `to` includes its whole day: 23:59 on 03-31 is in.
    expect(await idsOf('support', 'from=2026-03-31&to=2026-03-31')).toEqual([ids.quiet]);
  });
});

describe('userList sort and paging', () => {
  it('sorts by balance, registration and last sign-in both ways (never signed in last)', async () => {
    expect(await idsOf('support', `${RANGE}&sort=balance&dir=desc`)).toEqual([ids.quiet, ids.jade, ids.tea]);
    expect(await idsOf('support', `${RANGE}&sort=balance&dir=asc`)).toEqual([ids.tea, ids.jade, ids.quiet]);
    expect(await idsOf('support', `${RANGE}&sort=createdAt&dir=asc`)).toEqual([ids.jade, ids.tea, ids.quiet]);
    expect(await idsOf('support', RANGE)).toEqual([ids.quiet, ids.tea, ids.jade]); // newest first by default
    expect(await idsOf('support', `${RANGE}&sort=lastSignInAt&dir=desc`)).toEqual([ids.tea, ids.jade, ids.quiet]);
    expect(await idsOf('support', `${RANGE}&sort=lastSignInAt&dir=asc`)).toEqual([ids.jade, ids.tea, ids.quiet]);
  });

  it('pages', async () => {
    const { body } = await list('support', `${RANGE}&sort=id&dir=asc&pageSize=2&page=2`);
    expect(body.result).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(body.result.items.map((u) => u.id)).toEqual([ids.quiet]);
  });
});

describe('userList refusals', () => {
  const cases: [string, string][] = [
    ['from=2026-03-02&to=2026-03-01', 'to'],
    ['from=1999-12-31', 'from'],
    ['to=2101-01-01', 'to'],
    ['from=2026-02-30', 'from'],
    ['sort=phone', 'sort'],
    ['dir=up', 'dir'],
    ['frozen=maybe', 'frozen'],
    ['identity=famous', 'identity'],
    [`q=${'x'.repeat(33)}`, 'q'],
    ['pageSize=500', 'pageSize'],
  ];
  for (const [query, field] of cases) {
    it(`${query.slice(0, 40)}: 400 invalid_input naming ${field}`, async () => {
      const { r, body } = await list('admin', query);
      expect(r.statusCode, r.body).toBe(400);
      expect(body.reason).toBe('invalid_input');
      expect(Object.keys((body as { fields?: object }).fields ?? {})).toEqual([field]);
    });
  }
});

describe('userList roles', () => {
  it('every role reads it; a viewer reads phones masked and cannot search by phone', async () => {
    for (const role of OPERATOR_ROLES) {
      const { r, body } = await list(role, `${RANGE}&sort=id&dir=asc`);
      expect(r.statusCode, role).toBe(200);
      const phone = body.result.items[0]?.phone;
      expect(phone, role).toBe(role === 'viewer' ? '139****2222' : '13911112222');
      if (role === 'viewer') expect(r.body).not.toContain('13911112222');
    }
    expect(await idsOf('viewer', 'q=1391111')).toEqual([]);
    expect(await idsOf('viewer', 'q=collector')).toEqual([ids.jade]);
  });

  it('no session: 401', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/api/console/users' });
    expect(r.statusCode).toBe(401);
  });
});

describe('last sign-in (0027)', () => {
  it('a login sets it; a refresh of the session keeps it', async () => {
    const u = await h.registerUser();
    const id = userIdOf(u.accessToken);
    const at = async () =>
      (await h.app.ctx.db.select({ at: users.lastSignInAt }).from(users).where(eq(users.id, id)))[0]?.at?.getTime();
    expect(await at()).toBe(h.clock.now.getTime()); // registering signs in
    h.clock.advance(60_000);
    expect((await h.api('login', { phone: u.phone, password: u.password })).status).toBe(200);
    const loggedIn = h.clock.now.getTime();
    expect(await at()).toBe(loggedIn);
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    const r = await h.api('getInfo', {}, { token: u.accessToken, refresh: u.refreshToken });
    expect(r.status).toBe(200);
    expect(r.headers['access-token']).toBeTruthy(); // rotated
    expect(await at()).toBe(loggedIn);
  });
});
