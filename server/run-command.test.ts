// The run command as an operator uses it: the server process started the way `npm start` starts
// it (sh -c 'exec node --import tsx server/main.ts'), found from DATA_DIR, stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { serverUrl } from './admin/cli';
import { testConfig } from './config';
import { buildTestApp } from './test/test-app';

const root = path.resolve(import.meta.dirname, '..');

async function until<T>(probe: () => T | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('run command', () => {
  it('writes its URL into DATA_DIR for the CLI and stops cleanly on SIGTERM through the shell', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gavel-run-'));
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
    const child = spawn('sh', ['-c', pkg.scripts.serve], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const urlFile = path.join(dataDir, 'server-url');
    await until(() => (existsSync(urlFile) ? true : undefined));
    const url = serverUrl(dataDir, {});
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${url}/api/front/GetAuctionTimeInfo`);
    expect(res.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(urlFile)).toBe(false);
    await expect(fetch(`${url}/api/front/GetAuctionTimeInfo`)).rejects.toThrow();
  }, 120_000);

  it('does not log static file requests at info, but does log API calls', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'gavel-out-'));
    mkdirSync(path.join(outDir, 'en'));
    writeFileSync(path.join(outDir, 'en', 'index.html'), '<h1>Home</h1>');
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildTestApp(testConfig({ outDir, logLevel: 'info' }), {
      logStream,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/en/' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/front/GetNotice' })).statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/api/front/GetNotice');
      expect(log).not.toContain('"/en/"');
    } finally {
      await app.close();
    }
  });
});
