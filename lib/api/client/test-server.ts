// A real HTTP server for the request-layer tests (node:http on port 0). Each test sets a handler;
// every request is recorded with its headers and body.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: Seen, res: ServerResponse) => unknown;

export interface TestServer {
  base: string;
  seen: Seen[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const seen: Seen[] = [];
  let handler: Handler = (_req, res) => {
    res.writeHead(404).end();
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      void Promise.resolve(handler(entry, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Send JSON with a status and optional extra headers. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** An unsigned JWT-shaped token with the given exp (seconds): the client only reads `exp`. */
export function fakeJwt(exp: number, sub = 'u1'): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, exp })}.sig`;
}

/**
 * The request layer imported afresh (call vi.resetModules() first), pointed at `base`, with an
 * in-memory token store and a translator that shows the keys.
 */
export async function freshRequestLayer(base: string) {
  const config = await import('./config');
  const tokens = await import('./tokens');
  const loader = await import('./contract-loader');
  const request = await import('./request');
  config.configureApi({ baseUrl: base, tokens: tokens.memoryTokenStore(), translate: (k) => `t:${k}` });
  return { loader, request };
}
