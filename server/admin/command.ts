// The shape of an operator CLI command module (server/admin/commands/*.ts).
import type { OperatorAnswer, OperatorCallName, OperatorInput } from '@/lib/api/operator/calls';
import { operatorRequest, type OperatorClient } from '@/lib/api/operator/client';
import { operatorFacts } from '@/lib/api/operator/facts';

/**
 * The CLI's transport to the operator API (path below /api/admin; answers the envelope's result).
 * Commands never call it directly: they make contract calls by name through `contract(client)`.
 */
export interface AdminClient {
  get(path: string, query?: Record<string, string>): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  /**
   * Fetches a streamed call (path and method from the contract: `contractDownload`) and writes the
   * file into `file` (mode 0600). POST when no method is given (the backup).
   */
  download?(path: string, file: string, method?: 'GET' | 'POST'): Promise<{ headers: Headers; bytes: number }>;
}

/**
 * The operator contract (lib/api/operator/) over a CLI transport: calls by name, typed both ways;
 * the input is checked by the call's request schema before anything is sent. A GET's query goes
 * to the transport as an object (none for calls that take no payload).
 */
export function contract(client: AdminClient): OperatorClient {
  return {
    async call(name, input) {
      const req = operatorRequest(name, input);
      if (req.method === 'POST') return (await client.post(req.path, req.body ?? {})) as OperatorAnswer<typeof name>;
      const [route = '', query = ''] = req.path.split('?');
      const params =
        operatorFacts[name].payload === 'none' ? undefined : Object.fromEntries(new URLSearchParams(query));
      return (await client.get(route, params)) as OperatorAnswer<typeof name>;
    },
  };
}

/** A streamed contract call ('stream' answer: a CSV export) into `file`, its input checked first. */
export async function contractDownload<K extends OperatorCallName>(
  client: AdminClient,
  name: K,
  input: OperatorInput<K>,
  file: string,
): Promise<{ headers: Headers; bytes: number }> {
  if (operatorFacts[name].answer !== 'stream') throw new Error(`${name} answers JSON, not a file`);
  if (!client.download) throw new Error('this client cannot download');
  const req = operatorRequest(name, input);
  return client.download(req.path, file, req.method);
}

export interface ParsedArgs {
  /** --name value pairs (a bare --flag is 'true'). */
  flags: Record<string, string>;
  /** Words after the command name. */
  positional: string[];
  json: boolean;
}

export interface AdminCommand {
  /** One or two words, e.g. 'notice add'. */
  name: string;
  usage: string;
  /** Returns what to print: an object is printed as JSON with --json, else by `format`. */
  run(args: ParsedArgs, client: AdminClient): Promise<unknown>;
  /** Human-readable output; JSON when absent. */
  format?: (result: unknown) => string;
  /** Runs without the server (and without its operator token), e.g. `backup restore`. */
  offline?: boolean;
}

/** A command whose `format` reads what its `run` answered (typed by the contract call). */
export function command<T>(c: {
  name: string;
  usage: string;
  run(args: ParsedArgs, client: AdminClient): Promise<T>;
  format?: (result: T) => string;
  offline?: boolean;
}): AdminCommand {
  const { format, ...rest } = c;
  return { ...rest, ...(format ? { format: (result: unknown) => format(result as T) } : {}) };
}

export class UsageError extends Error {}

export function requireFlag(args: ParsedArgs, name: string): string {
  const v = args.flags[name];
  if (v === undefined || v === '' || v === 'true') throw new UsageError(`--${name} is required`);
  return v;
}
