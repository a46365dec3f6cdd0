// Defect 3: attempt limits hold under parallel guesses, across two processes on one PostgreSQL.
// Each guess is counted atomically before the slow hash, so 60 parallel wrong passwords are
// evaluated at most `limit` times and the rest answer 429; SMS codes and uploads are counted the
// same way (ChangePassword shares the login budget). Also run on the embedded database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hashPassword } from '../../auth/passwords';
import { issueTokens } from '../../auth/tokens';
import { testConfig, type Config } from '../../config';
import { users } from '../../db/schema';
import { withTx } from '../../db/tx';
import { postgresForTest, type TempDatabase } from '../postgres';
import { multipartBody } from '../harness';
import sharp from 'sharp';
import { calls } from '@/lib/api/registry';
import { UPLOAD_LIMITS } from '../../uploads/limits';
import type { SmsSender } from '../../sms/sender';

const temp = await postgresForTest('attempts.postgres.test');

const PASSWORD = 'right-password-1';
const UPLOAD_MAX = UPLOAD_LIMITS[0]?.max ?? 0;
/** Codes go nowhere (the limits are what is tested). */
const quiet: SmsSender = { send: () => Promise.resolve() };
const PAY = '135790';

async function makeUser(app: FastifyInstance, config: Config, phone: string) {
  const passwordHash = await hashPassword(config, PASSWORD);
  const payPasswordHash = await hashPassword(config, PAY);
  return withTx(app.ctx.db, async (tx) => {
    const [u] = await tx
      .insert(users)
      .values({ phone, passwordHash, payPasswordHash, nickname: 'guess', invitationCode: `G${phone.slice(-7)}` })
      .returning({ id: users.id });
    if (!u) throw new Error('setup');
    return (await issueTokens(tx, config, u.id, new Date())).accessToken;
  });
}

function suite(
  name: string,
  open: () => Promise<{ apps: FastifyInstance[]; config: Config; close: () => Promise<void> }>,
) {
  describe(name, () => {
    let apps: FastifyInstance[];
    let config: Config;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ apps, config, close } = await open());
    });
    afterAll(() => close());
    const pick = (i: number) => apps[i % apps.length] as FastifyInstance;

    it('30 parallel wrong logins for one phone from one address: at most 10 evaluated, the rest 429', async () => {
      const phone = '17700000007';
      await makeUser(pick(0), config, phone);
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          pick(i).inject({
            method: 'POST',
            url: '/api/front/login',
            remoteAddress: '10.9.0.1',
            payload: { phone, password: `wrong-password-${i}` },
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 422).length).toBe(10);
      expect(statuses.filter((s) => s === 429).length).toBe(20);
    });

    it('60 parallel wrong logins for one phone from 6 addresses: at most the per-phone 50, the rest 429', async () => {
      const phone = '17700000001';
      await makeUser(pick(0), config, phone);
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          pick(i).inject({
            method: 'POST',
            url: '/api/front/login',
            remoteAddress: `10.9.${i % 6}.2`,
            payload: { phone, password: `wrong-password-${i}` },
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 422).length).toBe(50);
      expect(statuses.filter((s) => s === 429).length).toBe(10);
      // The budget is spent: even the right password waits now.
      const right = await pick(1).inject({
        method: 'POST',
        url: '/api/front/login',
        payload: { phone, password: PASSWORD },
      });
      expect(right.statusCode).toBe(429);
    });

    it('30 parallel pay-password guesses through SaveUserBankInfo: at most 5 evaluated', async () => {
      const token = await makeUser(pick(0), config, '17700000002');
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          pick(i).inject({
            method: 'POST',
            url: '/api/front/SaveUserBankInfo',
            headers: { authorization: `Bearer ${token}` },
            payload: {
              bankName: 'Bank',
              holderName: 'Holder',
              cardNumber: '4111111111111111',
              payPassword: String(100000 + i),
            },
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 422).length).toBe(5);
      expect(statuses.filter((s) => s === 429).length).toBe(25);
    });

    it('30 parallel wrong old passwords through ChangePassword: at most 10 evaluated (its per-user budget)', async () => {
      const token = await makeUser(pick(0), config, '17700000003');
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          pick(i).inject({
            method: 'POST',
            url: '/api/front/ChangePassword',
            headers: { authorization: `Bearer ${token}` },
            payload: { oldPassword: `wrong-password-${i}`, newPassword: 'a-long-new-passphrase' },
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 422).length).toBe(10);
      expect(statuses.filter((s) => s === 429).length).toBe(20);
    });

    it('SMS codes: 20 parallel requests for one phone from one address send one, from 30 addresses 20; 40 phones from one IP send 30', async () => {
      const one = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          pick(i).inject({
            method: 'GET',
            url: '/api/front/getMobileCodeRegist?phone=17700000004',
            remoteAddress: '10.8.0.1',
          }),
        ),
      );
      expect(one.filter((r) => r.statusCode === 200).length).toBe(1);
      expect(one.filter((r) => r.statusCode === 429).length).toBe(19);
      const spread = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          pick(i).inject({
            method: 'GET',
            url: '/api/front/getMobileCodeLogin?phone=17700000006',
            remoteAddress: `10.8.${i}.2`,
          }),
        ),
      );
      expect(spread.filter((r) => r.statusCode === 200).length).toBe(20);
      expect(spread.filter((r) => r.statusCode === 429).length).toBe(10);
      const many = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          pick(i).inject({
            method: 'GET',
            url: `/api/front/getMobileCodeRegist?phone=1770001${String(i).padStart(4, '0')}`,
            remoteAddress: '10.7.7.7',
          }),
        ),
      );
      expect(many.filter((r) => r.statusCode === 200).length).toBe(30);
      expect(many.filter((r) => r.statusCode === 429).length).toBe(10);
    });

    it(`uploads: ${UPLOAD_MAX + 10} parallel uploads by one user pass the hourly quota ${UPLOAD_MAX} times only`, async () => {
      const token = await makeUser(pick(0), config, '17700000005');
      const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const results = await Promise.all(
        Array.from({ length: UPLOAD_MAX + 10 }, (_, i) => {
          const { payload, headers } = multipartBody({}, { filename: 'a.png', type: 'image/png', data: png });
          return pick(i).inject({
            method: 'POST',
            url: calls.uploadImages.path,
            payload,
            headers: { ...headers, authorization: `Bearer ${token}` },
          });
        }),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200).length).toBe(UPLOAD_MAX);
      expect(statuses.filter((s) => s === 429).length).toBe(10);
    });
  });
}

if (temp) {
  const db: TempDatabase = temp;
  suite('on PostgreSQL, two processes', async () => {
    const config = testConfig({ databaseUrl: db.url });
    const [a, b] = await Promise.all([buildApp(config, { sms: quiet }), buildApp({ ...config }, { sms: quiet })]);
    return {
      apps: [a, b],
      config,
      close: async () => {
        await Promise.all([a.close(), b.close()]);
        await db.drop();
      },
    };
  });
}

suite('on the embedded database', async () => {
  const config = testConfig();
  const app = await buildApp(config, { sms: quiet });
  return { apps: [app], config, close: () => app.close() };
});
