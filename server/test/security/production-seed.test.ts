// Defect 2: production seeds no public account and no unbacked money, and the banner never shows
// a password there. Demo data in production only when asked for (SEED=true), and even then only
// the catalogue.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAppWithNotes } from '../../app';
import { bannerLines } from '../../banner';
import { loadConfig, testConfig } from '../../config';
import { rows } from '../../db/client';
import { DEMO_BUYER } from '../../seed';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'gavel-prod-'));

describe('production start', () => {
  it('seeds nothing unless asked, in development by default', () => {
    const sms = { SMS_WEBHOOK_URL: 'https://sms.example.com/send' };
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...sms }).seed).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SEED: 'true', ...sms }).seed).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).seed).toBe(true);
  });

  it('with SEED=true in production: the catalogue, but no demo buyer, no recharge, no money', async () => {
    const config = testConfig({ env: 'production', seed: true });
    const { app, seedNotes } = await buildAppWithNotes(config);
    try {
      const [u] = await rows<{ n: number }>(app.ctx.db, sql`SELECT count(*)::int AS n FROM users`);
      const [r] = await rows<{ n: number }>(app.ctx.db, sql`SELECT count(*)::int AS n FROM recharge_applications`);
      const [e] = await rows<{ n: number }>(app.ctx.db, sql`SELECT count(*)::int AS n FROM ledger_entries`);
      const [p] = await rows<{ n: number }>(app.ctx.db, sql`SELECT count(*)::int AS n FROM products`);
      expect({ users: u?.n, recharges: r?.n, entries: e?.n }).toEqual({ users: 0, recharges: 0, entries: 0 });
      expect(p?.n).toBeGreaterThan(0);
      const login = await app.inject({
        method: 'POST',
        url: '/api/front/login',
        payload: { phone: DEMO_BUYER.phone, password: DEMO_BUYER.password },
      });
      expect(login.statusCode).toBe(422);
      const banner = bannerLines(config, seedNotes).join('\n');
      expect(banner).not.toContain(DEMO_BUYER.password);
      expect(banner).not.toMatch(/password/i);
    } finally {
      await app.close();
    }
  });

  it('outside production the banner still tells the demo login', () => {
    const banner = bannerLines(testConfig({ env: 'development', seed: true }), []).join('\n');
    expect(banner).toContain(DEMO_BUYER.password);
  });
});
