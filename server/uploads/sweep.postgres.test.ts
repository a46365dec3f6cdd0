// The unused-upload sweep against claims in flight, two server processes on one PostgreSQL and
// one DATA_DIR: every upload ends either claimed by a record (its file kept) or swept (row and
// file gone, the claim refused with a 400), never a record pointing at a deleted file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { buildApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { issueTokens } from '../auth/tokens';
import { testConfig } from '../config';
import { platformAccounts, rechargeApplications, uploads, users } from '../db/schema';
import { withTx } from '../db/tx';
import { privateUploadsDir } from '../paths';
import { postgresForTest } from '../test/postgres';
import { multipartBody } from '../test/harness';
import { sweepUploads } from './sweep';

const temp = await postgresForTest('sweep.postgres.test');
const N = 24;

describe.runIf(temp)('sweep against claims, two processes on PostgreSQL', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    // One user claims all N receipts: lift the pending-recharge cap (pending-cap.test.ts tests it).
    const config = testConfig({ databaseUrl: temp?.url ?? '', pendingApplicationsMax: N });
    [a, b] = await Promise.all([buildApp(config), buildApp(config)]);
    token = await withTx(a.ctx.db, async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({
          phone: '17700000099',
          passwordHash: await hashPassword(config, 'x-password-1'),
          nickname: 'sweep',
          invitationCode: 'SWEEP01',
        })
        .returning({ id: users.id });
      if (!u) throw new Error('setup');
      return (await issueTokens(tx, config, u.id, new Date())).accessToken;
    });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await temp?.drop();
  });

  it('each upload is either claimed with its file or swept and refused', async () => {
    const urls: string[] = [];
    for (let i = 0; i < N; i++) {
      const data = await sharp({ create: { width: 2, height: 2, channels: 3, background: { r: i, g: 1, b: 2 } } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartBody({}, { filename: 'r.png', type: 'image/png', data });
      const r = await a.inject({
        method: 'POST',
        url: calls.uploadImages.path,
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(r.statusCode).toBe(200);
      urls.push(r.json<{ result: { url: string } }>().result.url);
    }
    const names = urls.map((u) => u.slice('/uploads/'.length));
    await a.ctx.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(inArray(uploads.storedName, names));
    const [account] = await a.ctx.db.select().from(platformAccounts).orderBy(asc(platformAccounts.id)).limit(1);

    const claim = (proofImage: string, i: number) =>
      (i % 2 ? a : b).inject({
        method: 'POST',
        url: calls.applyRecharge.path,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `sweep-race-${i}` },
        payload: { amount: 1000, accountId: account?.id, proofImage },
      });
    // A third is claimed before any sweep (kept for sure); the rest race three sweeps in two
    // processes, their claims spread over the sweeps' run (before, during, after a delete).
    const early = await Promise.all(urls.slice(0, N / 3).map((u, i) => claim(u, i)));
    expect(early.map((r) => r.statusCode)).toEqual(Array(N / 3).fill(200));
    const [late, sweeps] = await Promise.all([
      Promise.all(
        urls.slice(N / 3).map(async (u, i) => {
          await new Promise((resolve) => setTimeout(resolve, i * 10));
          return claim(u, N / 3 + i);
        }),
      ),
      Promise.all([sweepUploads(a.ctx), sweepUploads(b.ctx), sweepUploads(a.ctx)]),
    ]);
    const claims = [...early, ...late];
    const statuses = claims.map((c) => c.statusCode);
    expect(statuses.every((s) => s === 200 || s === 400)).toBe(true);
    const claimed = statuses.filter((s) => s === 200).length;
    const swept = sweeps.reduce((n, s) => n + s.deleted, 0);
    // Each upload went one way, exactly once.
    expect(claimed + swept).toBe(N);
    for (const [i, name] of names.entries()) {
      const [row] = await a.ctx.db.select().from(uploads).where(eq(uploads.storedName, name));
      if (statuses[i] === 200) {
        expect(row?.referencedAt).toBeInstanceOf(Date);
        expect(existsSync(path.join(privateUploadsDir(a.ctx.config), name))).toBe(true);
      } else {
        expect(row).toBeUndefined();
        expect(existsSync(path.join(privateUploadsDir(a.ctx.config), name))).toBe(false);
      }
    }
    // Every stored receipt points at a file that exists.
    const receipts = await a.ctx.db.select({ proof: rechargeApplications.proofImage }).from(rechargeApplications);
    expect(receipts.length).toBe(claimed);
    for (const r of receipts)
      expect(existsSync(path.join(privateUploadsDir(a.ctx.config), (r.proof ?? '').split('/').pop() ?? ''))).toBe(true);
  });
});
