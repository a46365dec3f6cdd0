import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import type { AdminClient } from './command';
import { createServer } from 'node:net';
import { findCommand, httpClient, parseArgs } from './cli';
import { contentCommands } from './commands/content';
import { exportCommands } from './commands/exports';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** The CLI's client, over app.inject instead of fetch: same paths, same envelope handling. */
const client: AdminClient = {
  async get(path) {
    const r = await h.operator('GET', path);
    if (r.body.code !== 200) throw new Error(r.body.message);
    return r.body.result;
  },
  async post(path, body) {
    const r = await h.operator('POST', path, body ?? {});
    if (r.body.code !== 200) throw new Error(r.body.message);
    return r.body.result;
  },
};

describe('operator CLI', () => {
  it('parses flags, inline values, bare flags and --json', () => {
    const a = parseArgs(['notice', 'add', '--title', 'Hi there', '--body=<p>x</p>', '--pinned', '--json']);
    expect(a).toEqual({
      positional: ['notice', 'add'],
      flags: { title: 'Hi there', body: '<p>x</p>', pinned: 'true' },
      json: true,
    });
  });

  it('finds two-word commands and runs notice add against the operator API', async () => {
    const args = parseArgs(['notice', 'add', '--title', 'From the CLI', '--body', '<p>Hello</p>']);
    const found = findCommand(contentCommands, args.positional);
    expect(found?.command.name).toBe('notice add');
    const result = (await found?.command.run(args, client)) as { id: number; title: string };
    expect(result.title).toBe('From the CLI');
    expect(found?.command.format?.(result)).toBe(`Notice ${result.id} published.`);
  });

  it('refuses missing flags and a non-numeric article id before calling the server', async () => {
    const set = findCommand(contentCommands, ['article', 'set']);
    const run = (words: string[]) => async () => set?.command.run(parseArgs(words), client);
    await expect(run(['--title', 'T', '--body', 'B'])).rejects.toThrow('--id is required');
    await expect(run(['--id', 'x', '--title', 'T', '--body', 'B'])).rejects.toThrow('--id must be');
  });

  it('says where it looked when the server cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const address = srv.address();
        srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const unreachable = httpClient(`http://127.0.0.1:${port}`, 'token');
    await expect(unreachable.get('/market/window')).rejects.toThrow(
      `cannot reach the server at http://127.0.0.1:${port}`,
    );
  });

  it('export audit FILE: the running server streams the CSV into a file only its owner reads', async () => {
    const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gavel-cli-export-')), 'audit.csv');
    const args = parseArgs(['export', 'audit', file, '--from', '2000-01-01']);
    const found = findCommand(exportCommands, args.positional);
    const real = httpClient(base, h.config.operators[0]?.token ?? '');
    const result = (await found?.command.run({ ...args, positional: found.rest }, real)) as { bytes: number };
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('\uFEFFid,at,operator,via,address,action,target,details,before,after\r\n')).toBe(true);
    expect(result.bytes).toBe(statSync(file).size);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
