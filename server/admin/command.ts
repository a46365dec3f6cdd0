// The shape of an operator CLI command module (server/admin/commands/*.ts).
import type { OperatorAnswer, OperatorCallName, OperatorInput } from '@/lib/api/operator/calls';

export interface AdminClient {
  /** A call of the operator contract by name, typed both ways (lib/api/operator/). */
  call?: <K extends OperatorCallName>(name: K, input: OperatorInput<K>) => Promise<OperatorAnswer<K>>;
  /** Calls the operator API (path below /api/admin) and returns the envelope's result. */
  get(path: string, query?: Record<string, string>): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  /** POSTs to the operator API and writes the (non-envelope) answer into `file` (mode 0600). */
  download?(path: string, file: string): Promise<{ headers: Headers; bytes: number }>;
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

export class UsageError extends Error {}

export function requireFlag(args: ParsedArgs, name: string): string {
  const v = args.flags[name];
  if (v === undefined || v === '' || v === 'true') throw new UsageError(`--${name} is required`);
  return v;
}
