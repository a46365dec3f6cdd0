// HTTP to the proxy as a client at a chosen loopback address (127.0.0.2, 127.0.0.3 ...: Linux
// routes all of 127/8 to this machine), so the test can be several clients with several IPs.
import http from 'node:http';
import { calls } from '@/lib/api/registry';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { code?: number; reason?: string; message?: string; result?: unknown } & Record<string, unknown>;
}

export interface RequestOpts {
  token?: string;
  from?: string;
  headers?: Record<string, string>;
}

const agents = new Map<string, http.Agent>();
function agentFor(from: string): http.Agent {
  let a = agents.get(from);
  if (!a) agents.set(from, (a = new http.Agent({ keepAlive: true, localAddress: from, maxSockets: 64 })));
  return a;
}

export function closeAgents(): void {
  for (const a of agents.values()) a.destroy();
  agents.clear();
}

export function request(
  base: string,
  method: string,
  pathAndQuery: string,
  body: unknown,
  opts: RequestOpts = {},
): Promise<Answer> {
  const url = new URL(pathAndQuery, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: agentFor(opts.from ?? '127.0.0.1'),
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Answer['body'] = {};
          try {
            parsed = JSON.parse(text) as Answer['body'];
          } catch {
            parsed = { text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

type CallName = keyof typeof calls;

/** A contract call by name: method, path and where the input goes come from the registry. */
export function api(base: string, name: CallName, input: Record<string, unknown> = {}, opts: RequestOpts = {}) {
  const call = calls[name];
  if (call.payload === 'query') {
    const q = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
    return request(base, call.method, q ? `${call.path}?${q}` : call.path, undefined, opts);
  }
  return request(base, call.method, call.path, call.payload === 'body' ? input : undefined, opts);
}
