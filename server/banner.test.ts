// The start-up banner (issue 42 #12): a newcomer who ran `npm install && npm start` learns from it
// where the operator console is and the one command that makes its first admin.
import { describe, expect, it } from 'vitest';
import { bannerLines } from './banner';
import { testConfig } from './config';

describe('bannerLines', () => {
  it('says where the console is, on the port the server really listens on', () => {
    const lines = bannerLines(testConfig({ host: '0.0.0.0' }), [], 4123);
    expect(lines).toContain('  operator console: http://localhost:4123/console/');
  });

  it('names the command that makes the first admin (the one docs/console.md gives)', () => {
    const banner = bannerLines(testConfig(), []).join('\n');
    expect(banner).toContain('npm run admin -- operator add <name> --role admin');
  });

  it('in production too (no demo login there, and still no password)', () => {
    const banner = bannerLines(testConfig({ env: 'production', seed: false, host: '::' }), [], 3000).join('\n');
    expect(banner).toContain('http://localhost:3000/console/');
    expect(banner).toContain('operator add <name> --role admin');
    expect(banner).not.toMatch(/password/i);
  });
});
