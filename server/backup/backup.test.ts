// Backup → restore round trip on the embedded database (a real PGlite folder in DATA_DIR): the
// backup is taken from the running server through the operator CLI's own client, restored into
// a fresh DATA_DIR, and the restored server has the same ledger audit, orders and files.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { httpClient } from '../admin/cli';
import { orders } from '../db/schema';
import { addProduct, fund, openAllDay, PAY_PASSWORD } from '../test/market';
import { privateUploadsDir, uploadsDir } from '../paths';
import { createHarness, type Harness } from '../test/harness';
import { auditLedger } from '../wallet/ledger';
import { BackupError, restoreBackup } from './archive';

const open: Harness[] = [];
afterAll(() => Promise.all(open.map((h) => h.close())));

function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [f, readFileSync(path.join(dir, f)).toString('base64')]),
  );
}

async function state(h: Harness) {
  const audit = await auditLedger(h.app.ctx.db);
  const bought = await h.app.ctx.db.select({ id: orders.id, userId: orders.userId }).from(orders);
  return {
    audit: { ...audit, balances: [...audit.balances.entries()].sort() },
    orders: bought.sort((a, b) => a.id - b.id),
    uploads: filesOf(uploadsDir(h.config)),
    privateUploads: filesOf(privateUploadsDir(h.config)),
  };
}

describe('backup create / restore (embedded database)', () => {
  it('restores into a fresh DATA_DIR with the same ledger audit, orders and files', async () => {
    const before = await createHarness({ memoryDb: false });
    open.push(before);
    await openAllDay(before);
    const buyer = await before.registerUser();
    await fund(before, buyer.accessToken, 50_000);
    const pid = await addProduct(before, { price: 1_200, stock: 3 });
    expect(
      (
        await before.api(
          'buyProduct',
          { payPassword: PAY_PASSWORD, productId: pid, quantity: 2 },
          { token: buyer.accessToken },
        )
      ).status,
    ).toBe(200);
    writeFileSync(path.join(uploadsDir(before.config), 'a1b2c3.png'), Buffer.from([137, 80, 78, 71, 1, 2, 3]));
    writeFileSync(path.join(privateUploadsDir(before.config), 'd4e5f6.jpg'), Buffer.from([255, 216, 255, 9]));
    const expected = await state(before);
    expect(expected.audit.mismatched).toEqual([]);
    expect(expected.orders.length).toBeGreaterThan(0);

    // The CLI's path: the running server streams the archive, the client writes FILE.
    await before.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = before.app.server.address();
    if (!addr || typeof addr !== 'object') throw new Error('no address');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gavel-backup-file-')), 'backup.tar');
    const client = httpClient(`http://127.0.0.1:${addr.port}`, 'test-operator-token');
    const got = await client.download?.('/backup', file);
    expect(got?.headers.get('x-gavel-backup-database')).toBe('pglite');
    expect(got?.bytes).toBeGreaterThan(1000);
    // Activity after the backup is not in it.
    expect(
      (await before.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: buyer.accessToken }))
        .status,
    ).toBe(200);
    await before.close();
    open.pop();

    const fresh = mkdtempSync(path.join(tmpdir(), 'gavel-restored-'));
    const manifest = await restoreBackup(file, fresh);
    expect(manifest).toMatchObject({ database: 'pglite', files: { uploads: 1, 'private-uploads': 1 } });
    const after = await createHarness({ memoryDb: false, dataDir: fresh });
    open.push(after);
    expect(await state(after)).toEqual(expected);
    // The restored users can log in with their passwords.
    const login = await after.api('login', { phone: buyer.phone, password: buyer.password });
    expect(login.status).toBe(200);
  }, 120_000);

  it('refuses to restore over an existing database or uploads, and a file that is not a backup', async () => {
    const used = mkdtempSync(path.join(tmpdir(), 'gavel-used-'));
    mkdirSync(path.join(used, 'uploads'));
    writeFileSync(path.join(used, 'uploads', 'keep.png'), 'x');
    await expect(restoreBackup('/nonexistent/backup.tar', used)).rejects.toThrow(BackupError);
    const bogus = path.join(used, 'bogus.tar');
    writeFileSync(bogus, 'not a tar');
    await expect(restoreBackup(bogus, used)).rejects.toThrow(/not empty/);
    const empty = mkdtempSync(path.join(tmpdir(), 'gavel-empty-'));
    await expect(restoreBackup(bogus, empty)).rejects.toThrow(BackupError);
    expect(readFileSync(path.join(used, 'uploads', 'keep.png'), 'utf8')).toBe('x');
  });
});
