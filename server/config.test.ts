import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dir = () => mkdtempSync(path.join(tmpdir(), 'gavel-config-'));

describe('loadConfig', () => {
  it('applies defaults and creates the secrets with mode 0600 once', () => {
    const d = dir();
    const a = loadConfig({ DATA_DIR: d });
    expect(a.port).toBe(3000);
    expect(a.seed).toBe(true);
    expect(statSync(path.join(d, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(d, 'operator-token')).mode & 0o777).toBe(0o600);
    const b = loadConfig({ DATA_DIR: d });
    expect(b.operators).toEqual(a.operators);
    expect(a.operators[0]?.name).toBe('operator');
    expect(Buffer.from(b.jwtSecret).equals(Buffer.from(a.jwtSecret))).toBe(true);
  });

  it('refuses SMS_TEST_CODE in production and malformed values, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), NODE_ENV: 'production', SMS_TEST_CODE: '123456' })).toThrow(
      /SMS_TEST_CODE/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), SMS_TEST_CODE: '12' })).toThrow(/SMS_TEST_CODE/);
    expect(() => loadConfig({ DATA_DIR: dir(), PORT: 'http' })).toThrow(/PORT/);
    expect(loadConfig({ DATA_DIR: dir(), SMS_TEST_CODE: '123456' }).smsTestCode).toBe('123456');
  });
});
