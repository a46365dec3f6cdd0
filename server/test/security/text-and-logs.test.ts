// Defect 5: a NUL byte (or any control character) in a text field is a 400 naming the field,
// never a 500; a value the database still refuses is a 400 too. Defect 4: a database error is
// logged with its code and the call, never with the query's parameters (card, ID numbers).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { createHarness, type Harness, type TestUser } from '../harness';
import { PAY_PASSWORD } from '../market';
import { hashPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { userIdOf } from '../market';
import { testConfig } from '../../config';
import { buildTestApp } from '../test-app';

const log: string[] = [];
let h: Harness;
let u: TestUser;

beforeAll(async () => {
  h = await createHarness({ logLevel: 'info' }, { logStream: { write: (line: string) => void log.push(line) } });
  u = await h.registerUser();
  await h.app.ctx.db
    .update(users)
    .set({ payPasswordHash: await hashPassword(h.config, PAY_PASSWORD) })
    .where(eq(users.id, userIdOf(u.accessToken)));
});
afterAll(() => h.close());

const NUL = 'a\u0000b';
const CARD = '6222020200001234561';

describe('control characters in text fields', () => {
  const cases: [string, 'GET' | 'POST', string, Record<string, unknown>, string][] = [
    ['getProductList keyword (no login)', 'POST', calls.getProductList.path, { keyword: NUL }, 'keyword'],
    ['nickname', 'POST', calls.ChangeNickName.path, { nickname: NUL }, 'nickname'],
    [
      'address',
      'POST',
      calls.addAddress.path,
      { name: 'Li', phone: '13800000000', region: NUL, detail: 'Road 1' },
      'region',
    ],
    [
      'bank',
      'POST',
      calls.SaveUserBankInfo.path,
      { bankName: 'Bank', holderName: NUL, cardNumber: '4111111111111111', payPassword: PAY_PASSWORD },
      'holderName',
    ],
    [
      'identity',
      'POST',
      calls.submitIdentity.path,
      { realName: `Li${NUL}`, idNumber: 'P1234567', frontImage: '/uploads/x.png' },
      'realName',
    ],
    ['recharge payer', 'POST', calls.applyRecharge.path, { amount: 1000, accountId: 1, payerName: NUL }, 'payerName'],
    ['refund note', 'POST', calls.ApplyScoreTiYanRefund.path, { points: 1, note: NUL }, 'note'],
    ['storage-auth filename', 'GET', calls.storageAuth.path, { filename: `a${NUL}.png` }, 'filename'],
  ];
  for (const [label, method, path, input, field] of cases) {
    it(`${label}: 400 naming ${field}`, async () => {
      const r = await h.call(method, path, {
        token: u.accessToken,
        ...(method === 'GET' ? { query: input as Record<string, string> } : { body: input }),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.errors).toHaveProperty(field);
    });
  }

  it('other control characters too (escape, DEL), while tabs and line breaks stay allowed', async () => {
    for (const bad of ['x\u001by', 'x\u007fy', 'x\u0008y']) {
      const r = await h.call('POST', calls.ChangeNickName.path, { token: u.accessToken, body: { nickname: bad } });
      expect(r.status).toBe(400);
    }
    const ok = await h.call('POST', calls.ApplyScoreTiYanRefund.path, {
      token: u.accessToken,
      body: { points: 1, note: 'line one\nline two\tend' },
    });
    expect(ok.status).not.toBe(400);
    expect(ok.status).toBeLessThan(500);
  });
});

describe('database errors', () => {
  it('a value the database refuses is a 400, any other is a 500, and the log never carries parameters', async () => {
    const lines: string[] = [];
    const app = await buildTestApp(testConfig({ logLevel: 'info' }), {
      logStream: { write: (l: string) => void lines.push(l) },
    });
    try {
      // What no schema stopped reaches the database: the safety net under the schemas.
      app.get('/api/test/nul', async () => app.ctx.db.execute(sql`SELECT ${`${CARD}\u0000`}::text AS v`));
      app.get('/api/test/missing', async () => app.ctx.db.execute(sql`SELECT * FROM no_such_table WHERE x = ${CARD}`));
      app.get('/api/test/range', async () => app.ctx.db.execute(sql`SELECT ${CARD}::int AS v`));
      const nul = await app.inject({ method: 'GET', url: '/api/test/nul' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toMatchObject({ code: 400, errors: { request: expect.any(Array) as unknown } });
      const range = await app.inject({ method: 'GET', url: '/api/test/range' });
      expect(range.statusCode).toBe(400);
      const missing = await app.inject({ method: 'GET', url: '/api/test/missing' });
      expect(missing.statusCode).toBe(500);
      for (const r of [nul, range, missing]) expect(r.body).not.toContain(CARD);
      const text = lines.join('');
      expect(text).toContain('42P01');
      expect(text).toContain('GET /api/test/missing');
      expect(text).not.toContain(CARD);
      expect(text).not.toContain('Failed query');
    } finally {
      await app.close();
    }
  });

  it('a card number in a refused bank save never reaches the log', async () => {
    const r = await h.call('POST', calls.SaveUserBankInfo.path, {
      token: u.accessToken,
      body: { bankName: `B${NUL}`, holderName: 'Li', cardNumber: CARD, payPassword: PAY_PASSWORD },
    });
    expect(r.status).toBe(400);
    expect(log.join('')).not.toContain(CARD);
  });
});
