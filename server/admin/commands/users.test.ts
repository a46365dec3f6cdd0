// The user and export CLI commands against a recording fake client: each goes through the contract
// (path, method, checked input), usage errors before anything is sent.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCommand, parseArgs } from '../cli';
import { UsageError, type AdminClient } from '../command';
import { exportCommands } from './exports';
import { userCommands } from './users';

const summary = {
  id: 7,
  phone: '13800000000',
  nickname: 'Li',
  invitationCode: 'ABCD2345',
  frozen: true,
  createdAt: '2026-11-22T02:00:00.000Z',
};

async function run(line: string) {
  const calls: { method: string; path: string; data: unknown }[] = [];
  const client: AdminClient = {
    get: (p, query) => {
      calls.push({ method: 'GET', path: p, data: query });
      return Promise.resolve({ items: [summary] });
    },
    post: (p, body) => {
      calls.push({ method: 'POST', path: p, data: body });
      return Promise.resolve(summary);
    },
    download: (p, file, method) => {
      calls.push({ method: method ?? 'POST', path: p, data: file });
      return Promise.resolve({ headers: new Headers(), bytes: 42 });
    },
  };
  const args = parseArgs(line.split(' '));
  const found = findCommand([...userCommands, ...exportCommands], args.positional);
  if (!found) throw new Error(`no command for ${line}`);
  const result = await found.command.run({ ...args, positional: found.rest }, client);
  return { result, calls, command: found.command };
}

describe('user commands', () => {
  it('find, freeze and unfreeze go to the contract calls', async () => {
    const byCode = await run('user find --code ABCD2345');
    expect(byCode.calls).toEqual([{ method: 'GET', path: '/users/find', data: { invitationCode: 'ABCD2345' } }]);
    expect(byCode.command.format?.(byCode.result)).toContain('FROZEN');
    const frozen = await run('user freeze 7 --note chargeback');
    expect(frozen.calls).toEqual([
      { method: 'POST', path: '/users/freeze', data: { id: 7, frozen: true, note: 'chargeback' } },
    ]);
    const lifted = await run('user unfreeze 7');
    expect(lifted.calls[0]?.data).toEqual({ id: 7, frozen: false });
  });

  it('refuses a freeze without a note, two ways to find, and a bad id', async () => {
    await expect(run('user freeze 7')).rejects.toThrow('--note is required');
    await expect(run('user find --id 7 --code X')).rejects.toBeInstanceOf(UsageError);
    await expect(run('user find --id x')).rejects.toBeInstanceOf(UsageError);
    await expect(run('user unfreeze')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('export commands', () => {
  it('download the CSV with GET and the range in the query; a bad date is refused by the contract', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gavel-export-')), 'orders.csv');
    const r = await run(`export orders ${file} --from 2026-01-01 --to 2026-01-31`);
    expect(r.calls).toEqual([{ method: 'GET', path: '/exports/orders?from=2026-01-01&to=2026-01-31', data: file }]);
    expect(r.command.format?.(r.result)).toBe(`Written to ${file} (42 bytes).`);
    await expect(run(`export ledger ${file}x --from 2026-13-01`)).rejects.toThrow(/from/);
    await expect(run('export audit')).rejects.toThrow('FILE is required');
  });
});
