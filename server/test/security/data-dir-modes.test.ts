// Item 6 of issue 21: private uploads were world-readable on disk when the server created
// DATA_DIR (0755 folders, 0644 identity photos). Now DATA_DIR and private-uploads/ are created
// 0700 and every private file is 0600.
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { loadConfig } from '../../config';
import { privateUploadsDir } from '../../paths';
import { createHarness, multipartBody } from '../harness';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('DATA_DIR on disk', () => {
  it('the server creates DATA_DIR and private-uploads owner-only, and stores identity photos 0600', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'gavel-modes-')), 'data');
    const h = await createHarness({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      const privateDir = privateUploadsDir(h.config);
      expect(mode(privateDir)).toBe(0o700);
      const u = await h.registerUser();
      const data = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartBody({}, { filename: 'id.png', type: 'image/png', data });
      const up = await h.app.inject({
        method: 'POST',
        url: calls.uploadImages.path,
        payload,
        headers: { ...headers, authorization: `Bearer ${u.accessToken}` },
      });
      expect(up.statusCode).toBe(200);
      const r = await h.api(
        'submitIdentity',
        {
          realName: 'Li Wei',
          idNumber: '44030519900101123X',
          frontImage: up.json<{ result: { url: string } }>().result.url,
        },
        { token: u.accessToken },
      );
      expect(r.status).toBe(200);
      const files = await readdir(privateDir);
      expect(files).toHaveLength(2); // the photo and its thumbnail
      for (const f of files) expect(mode(path.join(privateDir, f))).toBe(0o600);
    } finally {
      await h.close();
    }
  });

  it('a private folder left readable by an earlier version is made owner-only at start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gavel-modes-'));
    const privateDir = path.join(dataDir, 'private-uploads');
    mkdirSync(privateDir, { mode: 0o755 });
    const old = path.join(privateDir, `${'a'.repeat(32)}.png`);
    writeFileSync(old, 'x', { mode: 0o644 });
    const h = await createHarness({ dataDir });
    try {
      expect(mode(privateDir)).toBe(0o700);
      expect(mode(old)).toBe(0o600);
    } finally {
      await h.close();
    }
  });

  it('loadConfig creates DATA_DIR owner-only when it writes the JWT secret', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'gavel-modes-')), 'fresh', 'data');
    loadConfig({ DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
  });
});
