// The market CLI commands against a recording fake client: paths, bodies and usage errors.
import { describe, expect, it } from 'vitest';
import { parseArgs, findCommand } from '../cli';
import { UsageError, type AdminClient } from '../command';
import { marketCommands } from './market';

function fake() {
  const calls: { method: string; path: string; data: unknown }[] = [];
  const client: AdminClient = {
    get: (path, query) => {
      calls.push({ method: 'GET', path, data: query });
      return Promise.resolve({ items: [] });
    },
    post: (path, body) => {
      calls.push({ method: 'POST', path, data: body });
      return Promise.resolve({ id: 7 });
    },
  };
  return { client, calls };
}

async function run(line: string) {
  const args = parseArgs(line.split(' '));
  const found = findCommand(marketCommands, args.positional);
  if (!found) throw new Error(`no command for ${line}`);
  const f = fake();
  const result = await found.command.run({ ...args, positional: found.rest }, f.client);
  return { result, calls: f.calls, command: found.command };
}

describe('market commands', () => {
  it('maps each command to the operator API', async () => {
    expect((await run('window --start 10:00 --end 22:00 --tz Asia/Shanghai')).calls[0]).toEqual({
      method: 'POST',
      path: '/market/window',
      data: { startTime: '10:00', endTime: '22:00', timeZone: 'Asia/Shanghai' },
    });
    const add = await run('product add --name Vase --price 1200 --stock 3 --kind pickup --type 2');
    expect(add.calls[0]?.data).toEqual({ name: 'Vase', price: 1200, stock: 3, kind: 'pickup', typeId: 2 });
    expect(add.command.format?.(add.result)).toBe('7');
    expect((await run('product edit 5 --off-shelf true')).calls[0]?.data).toEqual({ id: 5, offShelf: true });
    expect((await run('type list')).calls[0]).toMatchObject({ method: 'GET', path: '/product-types' });
    expect((await run('withdraw reject 9 --reason closed')).calls[0]?.data).toEqual({
      type: 'withdraw',
      id: 9,
      decision: 'reject',
      reason: 'closed',
    });
    expect((await run('refund approve 4')).calls[0]?.data).toEqual({ type: 'refund', id: 4, decision: 'approve' });
    const recharges = await run('recharge list --status pending');
    expect(recharges.calls[0]).toMatchObject({
      path: '/applications',
      data: { type: 'recharge', status: 'pending' },
    });
    // A recharge's receipt is printed as its signed link (the file is private).
    const receipt = '/uploads/private/0123456789abcdef0123456789abcdef.png?exp=1&u=op&sig=x';
    expect(
      recharges.command.format?.([
        { id: 3, userId: 2, amount: 1000, status: 'pending', reason: null, createdAt: 'T', proofImage: receipt },
      ]),
    ).toContain(`receipt ${receipt}`);
    expect((await run('ledger 13800000000')).calls[0]).toMatchObject({
      path: '/ledger',
      data: { phone: '13800000000' },
    });
  });

  it('refuses bad arguments before calling anything', async () => {
    await expect(run('product add --name X --price 1.5 --stock 1 --type 1')).rejects.toBeInstanceOf(UsageError);
    await expect(run('product add --name X --price 100 --stock 1 --kind car')).rejects.toBeInstanceOf(UsageError);
    // The type is required (issue 42): said before any call, naming the flag.
    await expect(run('product add --name X --price 100 --stock 1')).rejects.toThrow(/--type/);
    await expect(run('recharge reject 3')).rejects.toBeInstanceOf(UsageError);
    await expect(run('withdraw approve abc')).rejects.toBeInstanceOf(UsageError);
    await expect(run('product edit 3')).rejects.toBeInstanceOf(UsageError);
    await expect(run('window --start 10:00')).rejects.toBeInstanceOf(UsageError);
  });

  it('has no command that creates money', () => {
    const names = marketCommands.map((c) => c.name).join(' ');
    expect(names).not.toMatch(/credit|adjust|deposit|grant|balance/);
  });
});
