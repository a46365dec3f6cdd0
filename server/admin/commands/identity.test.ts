// The identity CLI commands against a recording fake client: paths, bodies and usage errors.
import { describe, expect, it } from 'vitest';
import { findCommand, parseArgs } from '../cli';
import { UsageError, type AdminClient } from '../command';
import { identityCommands } from './identity';

const sample = {
  id: 12,
  phone: '13800000000',
  realName: 'Li Wei',
  idNumber: 'E12345678',
  status: 'rejected',
  reason: 'Blurred',
  submittedAt: '2026-11-22T02:00:00.000Z',
  frontImage: '/uploads/a.png',
  backImage: null,
};

async function run(line: string) {
  const calls: { method: string; path: string; data: unknown }[] = [];
  const client: AdminClient = {
    get: (path, query) => {
      calls.push({ method: 'GET', path, data: query });
      return Promise.resolve([sample]);
    },
    post: (path, body) => {
      calls.push({ method: 'POST', path, data: body });
      return Promise.resolve(sample);
    },
  };
  const args = parseArgs(line.split(' '));
  const found = findCommand(identityCommands, args.positional);
  if (!found) throw new Error(`no command for ${line}`);
  const result = await found.command.run({ ...args, positional: found.rest }, client);
  return { result, calls, command: found.command };
}

describe('identity commands', () => {
  it('maps each command to the operator API', async () => {
    const list = await run('identity list --status pending');
    expect(list.calls[0]).toEqual({ method: 'GET', path: '/identities', data: { status: 'pending' } });
    expect(list.command.format?.(list.result)).toContain('user 12\t13800000000\tLi Wei\tE12345678\trejected');
    expect((await run('identity list')).calls[0]?.data).toEqual({});
    expect((await run('identity approve 12')).calls[0]).toEqual({
      method: 'POST',
      path: '/identities/decide',
      data: { id: 12, decision: 'approve' },
    });
    const reject = await run('identity reject 12 --reason Blurred');
    expect(reject.calls[0]?.data).toEqual({ id: 12, decision: 'reject', reason: 'Blurred' });
    expect(reject.command.format?.(reject.result)).toMatch(/^Rejected: user 12/);
    const photos = await run('identity reject 12 --reason Blurred --photos front,back');
    expect(photos.calls[0]?.data).toEqual({ id: 12, decision: 'reject', reason: 'Blurred', photos: ['front', 'back'] });
  });

  it('refuses bad arguments before calling anything', async () => {
    await expect(run('identity approve')).rejects.toBeInstanceOf(UsageError);
    await expect(run('identity approve x')).rejects.toBeInstanceOf(UsageError);
    await expect(run('identity reject 12')).rejects.toThrow('--reason is required');
    await expect(run('identity reject 12 --reason R --photos side')).rejects.toBeInstanceOf(UsageError);
    await expect(run('identity list --status approved')).rejects.toBeInstanceOf(UsageError);
  });
});
