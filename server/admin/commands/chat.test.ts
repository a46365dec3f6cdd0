// The chat CLI commands against a recording fake client, and against the real operator API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { findCommand, parseArgs } from '../cli';
import { UsageError, type AdminClient } from '../command';
import { chatCommands } from './chat';

async function run(line: string, client?: AdminClient) {
  const args = parseArgs(line.split(' '));
  const found = findCommand(chatCommands, args.positional);
  if (!found) throw new Error(`no command for ${line}`);
  const calls: { method: string; path: string; data: unknown }[] = [];
  const fake: AdminClient = {
    get: (path, query) => (calls.push({ method: 'GET', path, data: query }), Promise.resolve([])),
    post: (path, body) => (calls.push({ method: 'POST', path, data: body }), Promise.resolve({ id: 7 })),
  };
  const result = await found.command.run({ ...args, positional: found.rest }, client ?? fake);
  return { result, calls, command: found.command };
}

describe('chat commands', () => {
  it('map to the operator API', async () => {
    expect((await run('chat group-add --name Collectors')).calls[0]).toEqual({
      method: 'POST',
      path: '/chat/groups',
      data: { name: 'Collectors' },
    });
    expect((await run('chat member-add 3 --user 12')).calls[0]?.data).toEqual({ groupId: 3, userId: 12 });
    expect((await run('chat member-add 3 --phone 13800138000')).calls[0]?.data).toEqual({
      groupId: 3,
      phone: '13800138000',
    });
    expect((await run('chat delete 99')).calls[0]).toEqual({
      method: 'POST',
      path: '/chat/messages/delete',
      data: { id: 99 },
    });
  });

  it('refuse bad arguments before calling anything', async () => {
    await expect(run('chat group-add')).rejects.toBeInstanceOf(UsageError);
    await expect(run('chat member-add 3')).rejects.toBeInstanceOf(UsageError);
    await expect(run('chat member-add 3 --user 1 --phone 13800138000')).rejects.toBeInstanceOf(UsageError);
    await expect(run('chat member-add x --user 1')).rejects.toBeInstanceOf(UsageError);
    await expect(run('chat delete')).rejects.toBeInstanceOf(UsageError);
  });

  describe('against the server', () => {
    let h: Harness;
    let client: AdminClient;
    beforeAll(async () => {
      h = await createHarness();
      const unwrap = (r: { status: number; body: { result: unknown } }) => {
        if (r.status !== 200) throw new Error(JSON.stringify(r.body));
        return r.body.result;
      };
      client = {
        get: async (path) => unwrap(await h.operator('GET', path)),
        post: async (path, body) => unwrap(await h.operator('POST', path, body)),
      };
    });
    afterAll(() => h.close());

    it('creates a group, adds a member by phone and lists it', async () => {
      const u = await h.registerUser();
      const created = await run('chat group-add --name Collectors', client);
      const id = (created.result as { id: number }).id;
      const added = await run(`chat member-add ${id} --phone ${u.phone}`, client);
      expect(added.command.format?.(added.result)).toMatch(new RegExp(`is in group ${id}`));
      const listed = await run('chat groups', client);
      const text = listed.command.format?.(listed.result) ?? '';
      expect(text).toContain('everyone\tGeneral');
      expect(text).toContain(`${id}\t1 members\tCollectors`);
      await expect(run(`chat member-add ${id} --phone 13000000000`, client)).rejects.toThrow(/not found/);
    });
  });
});
