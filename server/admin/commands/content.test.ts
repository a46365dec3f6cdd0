// The update-configuration CLI commands against a recording fake client, and against the real
// operator API and the public GetAppUpdateConfig.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { UPDATE_CONFIG_CODES } from '../../content/routes';
import { createHarness, type Harness } from '../../test/harness';
import { findCommand, parseArgs } from '../cli';
import { UsageError, type AdminClient } from '../command';
import { contentCommands } from './content';

async function run(words: string[], client?: AdminClient) {
  const args = parseArgs(words);
  const found = findCommand(contentCommands, args.positional);
  if (!found) throw new Error(`no command for ${words.join(' ')}`);
  const calls: { method: string; path: string; data: unknown }[] = [];
  const fake: AdminClient = {
    get: (path, query) => (calls.push({ method: 'GET', path, data: query }), Promise.resolve([])),
    post: (path, body) => (calls.push({ method: 'POST', path, data: body }), Promise.resolve(body)),
  };
  const result = await found.command.run({ ...args, positional: found.rest }, client ?? fake);
  return { result, calls, command: found.command };
}

describe('config commands', () => {
  it('map to the operator API', async () => {
    expect((await run(['config', 'set', 'app_version', '1.1.0'])).calls[0]).toEqual({
      method: 'POST',
      path: '/config',
      data: { code: 'app_version', value: '1.1.0' },
    });
    // A change log of several words, as a shell passes them unquoted.
    expect((await run(['config', 'set', 'app_change_log', 'Faster', 'notices.'])).calls[0]?.data).toEqual({
      code: 'app_change_log',
      value: 'Faster notices.',
    });
    expect((await run(['config', 'unset', 'app_version'])).calls[0]?.data).toEqual({
      code: 'app_version',
      value: null,
    });
    expect((await run(['config', 'list'])).calls[0]).toEqual({ method: 'GET', path: '/config', data: undefined });
  });

  it('refuse unknown codes and missing values before calling anything', async () => {
    await expect(run(['config', 'set', 'app_version'])).rejects.toBeInstanceOf(UsageError);
    await expect(run(['config', 'set', 'jwt_secret', 'x'])).rejects.toBeInstanceOf(UsageError);
    await expect(run(['config', 'unset'])).rejects.toBeInstanceOf(UsageError);
    await expect(run(['config', 'unset', 'other'])).rejects.toBeInstanceOf(UsageError);
  });

  it('know the same codes as the server', async () => {
    for (const code of UPDATE_CONFIG_CODES) {
      expect((await run(['config', 'unset', code])).calls[0]?.data).toEqual({ code, value: null });
    }
  });

  describe('against the server', () => {
    let h: Harness;
    let client: AdminClient;
    beforeAll(async () => {
      h = await createHarness({ seed: true });
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

    const served = async () => (await h.api('GetAppUpdateConfig', {})).body.result;

    it('sets, lists and removes the update configuration that clients read', async () => {
      await run(['config', 'set', 'app_version', '2.0.0'], client);
      await run(['config', 'set', 'app_change_log', 'New', 'look.'], client);
      expect(await served()).toEqual([
        { code: 'app_change_log', value: 'New look.', lang: 'en' },
        { code: 'app_version', value: '2.0.0' },
      ]);
      const listed = await run(['config', 'list'], client);
      expect(listed.command.format?.(listed.result)).toBe('app_change_log\tNew look.\napp_version\t2.0.0');

      await run(['config', 'unset', 'app_version'], client);
      await run(['config', 'unset', 'app_change_log'], client);
      expect(await served()).toEqual([]);
      const empty = await run(['config', 'list'], client);
      expect(empty.command.format?.(empty.result)).toBe('No update configuration.');

      const audit = await rows<{ action: string; target: string }>(
        h.app.ctx.db,
        sql`SELECT action, target FROM operator_actions WHERE target LIKE 'config:%' ORDER BY id`,
      );
      expect(audit.map((a) => `${a.action} ${a.target}`)).toEqual([
        'config set config:app_version',
        'config set config:app_change_log',
        'config unset config:app_version',
        'config unset config:app_change_log',
      ]);
    });

    it('the operator API refuses other codes', async () => {
      const r = await h.operator('POST', '/config', { code: 'operator_token', value: 'x' });
      expect(r.status).toBe(400);
    });
  });
});
