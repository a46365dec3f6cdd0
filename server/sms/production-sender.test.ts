// Production never pretends to send a code: without SMS_WEBHOOK_URL it refuses to start (naming the
// variable); with SMS_DISABLED=true it starts, the banner says plainly that codes are not sent, and
// the code calls answer 503 sms_failed instead of 200 with nothing delivered.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerLines } from '../banner';
import { ConfigError, loadConfig, testConfig } from '../config';
import { buildTestApp } from '../test/test-app';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'gavel-sms-'));

describe('production start without an SMS gateway', () => {
  it('is refused with an error naming SMS_WEBHOOK_URL', () => {
    const start = () => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/SMS_WEBHOOK_URL/);
  });

  it('starts with SMS_WEBHOOK_URL, or with SMS_DISABLED=true (and the banner says codes are not sent)', () => {
    const hooked = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      SMS_WEBHOOK_URL: 'https://sms.example/x',
    });
    expect(bannerLines(hooked, []).join('\n')).toContain('SMS codes go to SMS_WEBHOOK_URL');
    const off = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SMS_DISABLED: 'true' });
    const banner = bannerLines(off, []).join('\n');
    expect(banner).toContain('SMS codes are NOT sent');
    expect(banner).not.toContain('go to SMS_WEBHOOK_URL');
  });
});

describe('production with SMS_DISABLED=true', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(testConfig({ env: 'production', smsDisabled: true }));
  });
  afterAll(() => app.close());

  it('the register code call answers 503 sms_failed, not 200 with nothing delivered', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/front/getMobileCodeRegist?phone=13912340000' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ reason: 'sms_failed' });
  });
});
