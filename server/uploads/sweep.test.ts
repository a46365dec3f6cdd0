// Defect 10 (no clean-up of unused files): uploads no record refers to are deleted some hours after
// their upload, by the periodic sweep and `npm run admin -- uploads sweep`, on a real DATA_DIR
// (files on disk, the database in DATA_DIR/db); a referenced file is never deleted.
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '@/lib/api/registry';
import { loadConfig } from '../config';
import { platformAccountId } from '../test/market';
import { identities, products, productTypes, uploads } from '../db/schema';
import { privateUploadsDir, uploadsDir } from '../paths';
import { createHarness, multipartBody, type Harness, type TestUser } from '../test/harness';
import { findCommand, parseArgs } from '../admin/cli';
import type { AdminClient } from '../admin/command';
import { uploadCommands } from '../admin/commands/uploads';
import { scheduleSweep, SWEEP_INTERVAL_MS, sweepUploads, type SweepResult } from './sweep';

let h: Harness;
let u: TestUser;
beforeAll(async () => {
  h = await createHarness({ memoryDb: false });
  u = await h.registerUser();
});
afterAll(() => h.close());

let n = 0;
async function upload(who: TestUser = u) {
  n += 1;
  const data = await sharp({ create: { width: 3, height: 3, channels: 3, background: { r: n, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody({}, { filename: 'x.png', type: 'image/png', data });
  const r = await h.app.inject({
    method: 'POST',
    url: calls.uploadImages.path,
    payload,
    headers: { ...headers, authorization: `Bearer ${who.accessToken}` },
  });
  expect(r.statusCode).toBe(200);
  const result = r.json<{ result: { url: string; thumb: string } }>().result;
  return { ...result, name: result.url.slice('/uploads/'.length) };
}

const pub = (file: string) => path.join(uploadsDir(h.config), file);
const priv = (file: string) => path.join(privateUploadsDir(h.config), file);
const thumbOf = (name: string) => `${name.slice(0, 32)}.thumb.webp`;
const hoursAgo = (hours: number) => new Date(h.clock.now.getTime() - hours * 3_600_000);

/** Makes an upload look `hours` old (its row; the sweep goes by the row's upload time). */
async function age(name: string, hours: number) {
  await h.app.ctx.db
    .update(uploads)
    .set({ createdAt: hoursAgo(hours) })
    .where(eq(uploads.storedName, name));
}

async function rowOf(name: string) {
  const [row] = await h.app.ctx.db.select().from(uploads).where(eq(uploads.storedName, name));
  return row;
}

describe('unused-upload sweep', () => {
  it('deletes old unreferenced uploads and stray files, never a referenced or recent one', async () => {
    const identityPhoto = await upload();
    const unused = await upload();
    const recent = await upload();
    const productImage = await upload();
    const legacyIdentity = await upload(await h.registerUser());
    const avatarImage = await upload();
    // Referenced through the calls (claimed): an identity photo (now private).
    expect(
      (
        await h.api(
          'submitIdentity',
          { realName: 'Li Wei', idNumber: 'E12345678', frontImage: identityPhoto.url },
          { token: u.accessToken },
        )
      ).status,
    ).toBe(200);
    // Referenced without a claim: an operator's product image, a row written before claims existed.
    const [type] = await h.app.ctx.db.insert(productTypes).values({ name: 'Jade' }).returning();
    await h.app.ctx.db.insert(products).values({
      name: 'Jade',
      typeId: type?.id ?? 0,
      kind: 'pickup',
      price: 100,
      stock: 1,
      images: [{ url: productImage.url, thumb: productImage.thumb }],
      createdAt: h.clock.now,
    });
    const [legacyOwner] = await h.app.ctx.db
      .select({ userId: uploads.userId })
      .from(uploads)
      .where(eq(uploads.storedName, legacyIdentity.name));
    await h.app.ctx.db.insert(identities).values({
      userId: legacyOwner?.userId ?? 0,
      realName: 'Old Row',
      idNumber: 'E00000000',
      frontImage: legacyIdentity.url,
      status: 'pending',
      submittedAt: h.clock.now,
    });
    // An avatar, written straight into a text column (every record table's text counts).
    await h.app.ctx.db.execute(
      sql`UPDATE users SET avatar = ${avatarImage.url} WHERE id = (SELECT user_id FROM uploads WHERE stored_name = ${avatarImage.name})`,
    );
    for (const f of [identityPhoto, unused, productImage, legacyIdentity, avatarImage]) await age(f.name, 25);
    await age(recent.name, 23);
    // Stray files (no row): one old, one fresh.
    const stray = `${'c'.repeat(32)}.png`;
    const freshStray = `${'d'.repeat(32)}.png`;
    writeFileSync(pub(stray), 'x');
    writeFileSync(pub(freshStray), 'x');
    const old = hoursAgo(48);
    utimesSync(pub(stray), old, old);
    // A seed image in a subfolder is never the sweep's.
    const seedFile = path.join(uploadsDir(h.config), 'seed', `${'e'.repeat(32)}.png`);
    mkdirSync(path.dirname(seedFile), { recursive: true });
    writeFileSync(seedFile, 'x');
    utimesSync(seedFile, old, old);

    const r = await h.operator<SweepResult>('POST', '/uploads/sweep', {});
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ deleted: 1, strayFiles: 1, olderThanHours: 24 });
    expect(r.body.result.kept).toBe(3);

    // The unused upload is gone: row, file, thumbnail.
    expect(await rowOf(unused.name)).toBeUndefined();
    expect(existsSync(pub(unused.name))).toBe(false);
    expect(existsSync(pub(thumbOf(unused.name)))).toBe(false);
    expect((await h.app.inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);
    expect(existsSync(pub(stray))).toBe(false);
    // Everything referenced or recent stays.
    expect(existsSync(priv(identityPhoto.name))).toBe(true);
    expect(existsSync(priv(thumbOf(identityPhoto.name)))).toBe(true);
    for (const f of [productImage, legacyIdentity, avatarImage, recent]) {
      expect(await rowOf(f.name), f.name).toBeDefined();
      expect(existsSync(pub(f.name)), f.name).toBe(true);
      expect(existsSync(pub(thumbOf(f.name))), f.name).toBe(true);
    }
    expect(existsSync(pub(freshStray))).toBe(true);
    expect(existsSync(seedFile)).toBe(true);
    // The identity photo still reads through its signed URL.
    const got = await h.api('getIdentity', {}, { token: u.accessToken });
    expect((await h.app.inject({ method: 'GET', url: got.body.result?.frontImage ?? '' })).statusCode).toBe(200);
    // Found in use once: marked, never searched for again.
    expect((await rowOf(productImage.name))?.referencedAt).toBeInstanceOf(Date);

    // A swept upload cannot be used afterwards.
    const late = await h.api(
      'applyRecharge',
      { amount: 1000, accountId: await platformAccountId(h), proofImage: unused.url },
      { token: u.accessToken },
    );
    expect(late.status).toBe(400);
    expect(late.body.errors).toHaveProperty('proofImage');

    // A second pass has nothing to do.
    const again = await sweepUploads(h.app.ctx);
    expect(again).toMatchObject({ deleted: 0, kept: 0, strayFiles: 0 });
  });

  it('the hour count is the operator’s choice (at least 1)', async () => {
    const f = await upload();
    await age(f.name, 3);
    // (The 23-hour-old upload of the first test goes now.)
    expect((await h.operator<SweepResult>('POST', '/uploads/sweep', { hours: 4 })).body.result.deleted).toBe(1);
    expect(existsSync(pub(f.name))).toBe(true);
    expect((await h.operator<SweepResult>('POST', '/uploads/sweep', { hours: 2 })).body.result.deleted).toBe(1);
    expect(existsSync(pub(f.name))).toBe(false);
    expect((await h.operator('POST', '/uploads/sweep', { hours: 0 })).status).toBe(400);
    // Operators only.
    const anon = await h.call('POST', '/api/admin/uploads/sweep', { body: {}, ip: '127.0.0.1' });
    expect(anon.status).toBe(401);
  });

  it('runs every hour in the server process', async () => {
    const f = await upload();
    await age(f.name, 30);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const swept = new Promise<SweepResult>((resolve, reject) => {
        const stop = scheduleSweep(h.app.ctx, reject, (r) => {
          stop();
          resolve(r);
        });
        vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
      });
      expect((await swept).deleted).toBe(1);
      expect(existsSync(pub(f.name))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    // UNUSED_UPLOAD_HOURS=0 turns it off.
    expect(
      scheduleSweep(
        { ...h.app.ctx, config: { ...h.config, unusedUploadHours: 0 } },
        () => {},
        () => {},
      ),
    ).toBeTypeOf('function');
  });

  it('UNUSED_UPLOAD_HOURS configures it (default 24)', () => {
    const dir = h.config.dataDir;
    expect(loadConfig({ DATA_DIR: dir }).unusedUploadHours).toBe(24);
    expect(loadConfig({ DATA_DIR: dir, UNUSED_UPLOAD_HOURS: '6' }).unusedUploadHours).toBe(6);
    expect(() => loadConfig({ DATA_DIR: dir, UNUSED_UPLOAD_HOURS: '-1' })).toThrow(/UNUSED_UPLOAD_HOURS/);
  });
});

describe('uploads sweep command', () => {
  it('posts to the operator API and prints what it did; refuses a bad --hours', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const client: AdminClient = {
      get: () => Promise.reject(new Error('no GET')),
      post: (p, body) => {
        sent.push({ path: p, body });
        return Promise.resolve({ deleted: 2, kept: 1, strayFiles: 0, olderThanHours: 12 });
      },
    };
    const run = async (line: string) => {
      const args = parseArgs(line.split(' '));
      const found = findCommand(uploadCommands, args.positional);
      if (!found) throw new Error(`no command for ${line}`);
      const out = await found.command.run({ ...args, positional: found.rest }, client);
      return found.command.format?.(out) ?? '';
    };
    expect(await run('uploads sweep')).toMatch(/Deleted 2 unused upload\(s\) and 0 stray file\(s\) older than 12 h/);
    await run('uploads sweep --hours 12');
    expect(sent).toEqual([
      { path: '/uploads/sweep', body: {} },
      { path: '/uploads/sweep', body: { hours: 12 } },
    ]);
    await expect(run('uploads sweep --hours 0')).rejects.toThrow(/--hours/);
    await expect(run('uploads sweep --hours soon')).rejects.toThrow(/--hours/);
  });
});
