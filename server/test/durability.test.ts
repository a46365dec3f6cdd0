// The real server process on a temp DATA_DIR (embedded PGlite): write, SIGKILL, start again, read.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'gavel-durable-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMS_TEST_CODE: '246810',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SEED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Gavel is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
  return child;
}

async function api<T>(port: number, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${p}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { code: number; result: T } };
}

describe('restart durability', () => {
  it('keeps a registered user and their address across SIGKILL', async () => {
    const port = await freePort();
    const phone = '13912340001';
    let server = await start(port);
    expect((await api(port, 'GET', `/api/front/getMobileCodeRegist?phone=${phone}`)).status).toBe(200);
    const reg = await api<{ accessToken: string }>(port, 'POST', '/api/front/register', {
      phone,
      code: '246810',
      password: 'durable-pass',
    });
    expect(reg.status).toBe(200);
    const add = await api<{ id: number }>(
      port,
      'POST',
      '/api/front/addAddress',
      { name: 'Kai', phone, region: 'Hangzhou', detail: '8 Lake Rd' },
      reg.body.result.accessToken,
    );
    expect(add.status).toBe(200);

    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    server = await start(port);

    const login = await api<{ accessToken: string }>(port, 'POST', '/api/front/login', {
      phone,
      password: 'durable-pass',
    });
    expect(login.status).toBe(200);
    const list = await api<{ id: number; detail: string; isDefault: boolean }[]>(
      port,
      'GET',
      '/api/front/GetAddressList',
      undefined,
      login.body.result.accessToken,
    );
    expect(list.body.result).toEqual([
      expect.objectContaining({ id: add.body.result.id, detail: '8 Lake Rd', isDefault: true }),
    ]);
    server.kill('SIGTERM');
  }, 240_000);
});
