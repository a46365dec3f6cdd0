// Operator CLI: `npm run admin -- <command> [--flag value ...] [--json]`. It calls the operator
// API of the running server (an embedded database folder can be opened by one process only).
import { createWriteStream, readFileSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { chatCommands } from './commands/chat';
import { contentCommands } from './commands/content';
import { contentLocaleCommands } from './commands/content-locale';
import { identityCommands } from './commands/identity';
import { marketCommands } from './commands/market';
import { uploadCommands } from './commands/uploads';
import { backupCommands } from './commands/backup';
import { exportCommands } from './commands/exports';
import { userCommands } from './commands/users';
import { operatorCommands } from './commands/operators';
import { UsageError, type AdminClient, type AdminCommand, type ParsedArgs } from './command';

const commands: AdminCommand[] = [
  ...contentCommands,
  ...contentLocaleCommands,
  ...identityCommands,
  ...marketCommands,
  ...chatCommands,
  ...uploadCommands,
  ...backupCommands,
  ...operatorCommands,
  ...userCommands,
  ...exportCommands,
];

export function parseArgs(words: string[]): ParsedArgs {
  const flags: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    if (w.startsWith('--')) {
      const [key, inline] = w.slice(2).split(/=(.*)/s);
      const next = words[i + 1];
      if (inline !== undefined) flags[key ?? ''] = inline;
      else if (next !== undefined && !next.startsWith('--')) {
        flags[key ?? ''] = next;
        i++;
      } else flags[key ?? ''] = 'true';
    } else positional.push(w);
  }
  const json = flags.json === 'true';
  delete flags.json;
  return { flags, positional, json };
}

export function findCommand(list: AdminCommand[], positional: string[]) {
  for (const size of [2, 1]) {
    const name = positional.slice(0, size).join(' ');
    const found = list.find((c) => c.name === name);
    if (found) return { command: found, rest: positional.slice(size) };
  }
  return undefined;
}

export function httpClient(baseUrl: string, token: string): AdminClient {
  async function call(method: string, p: string, body?: unknown) {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/api/admin${p}`, {
        method,
        headers: {
          authorization: `Operator ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      // fetch says only "fetch failed"; the operator needs to know where we looked.
      throw new Error(`cannot reach the server at ${baseUrl}: is it running? (set PORT or ADMIN_URL)`);
    }
    const envelope = (await res.json()) as { code: number; message: string; result: unknown };
    if (envelope.code !== 200) throw new Error(`${envelope.code}: ${envelope.message}`);
    return envelope.result;
  }
  async function download(p: string, file: string, method: 'GET' | 'POST' = 'POST') {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/api/admin${p}`, {
        method,
        headers: {
          authorization: `Operator ${token}`,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
    } catch {
      throw new Error(`cannot reach the server at ${baseUrl}: is it running? (set PORT or ADMIN_URL)`);
    }
    if (!res.ok || !res.body) {
      const envelope = (await res.json().catch(() => ({ code: res.status, message: res.statusText }))) as {
        code: number;
        message: string;
      };
      throw new Error(`${envelope.code}: ${envelope.message}`);
    }
    // A backup or an export holds personal data: readable by the operator only.
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file, { mode: 0o600 }));
    return { headers: res.headers, bytes: statSync(file).size };
  }
  return {
    get: (p, query) => call('GET', query ? `${p}?${new URLSearchParams(query).toString()}` : p),
    post: (p, body) => call('POST', p, body ?? {}),
    download,
  };
}

function help(): string {
  return ['Usage: npm run admin -- <command> [options] [--json]', '', ...commands.map((c) => `  ${c.usage}`)].join(
    '\n',
  );
}

/**
 * Where the server is: ADMIN_URL if set, else the URL the running server wrote into DATA_DIR,
 * else PORT (default 3000) on this machine.
 */
export function serverUrl(dataDir: string, env: Record<string, string | undefined>): string {
  if (env.ADMIN_URL) return env.ADMIN_URL;
  try {
    const written = readFileSync(path.join(dataDir, 'server-url'), 'utf8').trim();
    if (written) return written;
  } catch {
    // Not running (or an older server): fall back to the port.
  }
  return `http://127.0.0.1:${env.PORT ?? '3000'}`;
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const found = findCommand(commands, args.positional);
  if (!found) {
    console.log(help());
    return args.positional.length === 0 || args.positional[0] === 'help' ? 0 : 2;
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  if (found.command.offline) return runCommand(found.command, { ...args, positional: found.rest }, offlineClient);
  // The server records the token's name as who acted: OPERATOR_TOKEN_FILE picks a named token
  // (DATA_DIR/operators/<name>); the default file acts as `operator`.
  const tokenFile = process.env.OPERATOR_TOKEN_FILE ?? path.join(dataDir, 'operator-token');
  let token: string;
  try {
    token = readFileSync(tokenFile, 'utf8').trim();
  } catch {
    console.error(`No operator token in ${tokenFile}: start the server once first (DATA_DIR must match).`);
    return 1;
  }
  const base = serverUrl(dataDir, process.env);
  return runCommand(found.command, { ...args, positional: found.rest }, httpClient(base, token));
}

/** For commands that work on DATA_DIR without the server. */
const offlineClient: AdminClient = {
  get: () => Promise.reject(new Error('this command runs without the server')),
  post: () => Promise.reject(new Error('this command runs without the server')),
};

async function runCommand(command: AdminCommand, args: ParsedArgs, client: AdminClient): Promise<number> {
  try {
    const result = await command.run(args, client);
    console.log(args.json || !command.format ? JSON.stringify(result, null, 2) : command.format(result));
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`${e.message}\nUsage: ${command.usage}`);
      return 2;
    }
    const message = e instanceof Error ? e.message : String(e);
    console.error(args.json ? JSON.stringify({ error: message }) : `Failed: ${message}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv.slice(2));
}
