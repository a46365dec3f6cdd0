// A typed client of the operator contract over any transport: the CLI's (token header, loopback)
// and the console's (cookie session + CSRF header) differ only in how a request is sent. Input is
// checked by the request schema before it leaves (a typo is a field error, not a round trip);
// the answer is typed by the call (no re-declared shapes). No React, no browser APIs.
import { operatorCalls, type OperatorAnswer, type OperatorCallName, type OperatorInput } from './calls';

export interface OperatorRequest {
  method: 'GET' | 'POST';
  /** Below the surface's prefix, query string included for GET. */
  path: string;
  /** JSON body for POST. */
  body?: unknown;
  write: boolean;
}

/** Sends one request; answers the envelope's `result`, or throws OperatorCallError. */
export type OperatorTransport = (req: OperatorRequest) => Promise<unknown>;

export class OperatorCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly reason?: string,
    readonly fields?: Record<string, { rule: string; params?: Record<string, string | number> }>,
  ) {
    super(message);
  }
}

/** Turns a parsed query object into a query string (arrays as repeated keys, undefined left out). */
export function queryString(input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) q.append(k, String(item));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The request a call makes for an input (validated by the call's request schema). */
export function operatorRequest<K extends OperatorCallName>(name: K, input: OperatorInput<K>): OperatorRequest {
  const c = operatorCalls[name];
  const parsed = c.request.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, { rule: string }> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] = { rule: issue.code };
    const first = parsed.error.issues[0];
    throw new OperatorCallError(
      400,
      `${first?.path.join('.') || 'input'}: ${first?.message ?? 'invalid'}`,
      'invalid_input',
      fields,
    );
  }
  // The raw input travels (the server parses it again with the same schema and fills defaults).
  if (c.method === 'GET') {
    return { method: 'GET', path: c.path + queryString(input), write: false };
  }
  return { method: 'POST', path: c.path, body: input, write: c.write };
}

export interface OperatorClient {
  call<K extends OperatorCallName>(name: K, input: OperatorInput<K>): Promise<OperatorAnswer<K>>;
}

export function operatorClient(transport: OperatorTransport): OperatorClient {
  return {
    async call(name, input) {
      // The server's answer follows the contract (tested on the server side); the client trusts it.
      return (await transport(operatorRequest(name, input))) as OperatorAnswer<typeof name>;
    },
  };
}
