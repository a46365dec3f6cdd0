// What the proxy itself must get right (audit items 2 and 12), checked from real clients at chosen
// loopback addresses: the WebSocket caps count each client (nginx sets X-Forwarded-For on /ws as
// everywhere, so one client cannot fill them for all, and a forged header gains nothing); no
// version in `Server`; the operator token API refused at nginx in every spelling it normalises;
// security headers on nginx's own answers, never doubled on Gavel's; and the TLS template: HTTPS
// with HTTP/2, HSTS, the redirect from port 80.
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import WebSocket from 'ws';
import { TLS_NAME } from './nginx-tls';

export type Check = (ok: boolean, what: string, detail?: string) => void;

export interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request with the path exactly as given (no URL normalising: `..`, `//` and %-escapes stay). */
export function rawRequest(o: {
  port: number;
  path: string;
  from?: string;
  headers?: Record<string, string>;
  /** HTTPS, trusting this certificate, with TLS_NAME as the server name. */
  ca?: string;
}): Promise<Raw> {
  const options = {
    host: '127.0.0.1',
    port: o.port,
    path: o.path,
    localAddress: o.from ?? '127.0.0.1',
    agent: false as const,
    headers: o.ca ? { host: TLS_NAME, ...o.headers } : { ...o.headers },
    timeout: 10_000,
  };
  return new Promise((resolve, reject) => {
    const onAnswer = (res: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    };
    const req = o.ca
      ? https.request({ ...options, ca: o.ca, servername: TLS_NAME }, onAnswer)
      : http.request(options, onAnswer);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/** nginx's own error page (not Gavel's JSON envelope or exported 404 page). */
const fromNginx = (r: Raw) => /<center>nginx<\/center>/.test(r.text);
/** `Server` names nginx and no version. */
const bareServer = (r: Raw) => r.headers.server === 'nginx';
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : (v ?? ''));

interface Upgrade {
  status: number;
  ws?: WebSocket;
}

/** One WebSocket handshake to the proxy's /ws from `from`: 101 (open, kept) or the refusal's status. */
function wsUpgrade(port: number, from: string, headers: Record<string, string> = {}): Promise<Upgrade> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { localAddress: from, headers, handshakeTimeout: 5000 });
    // Persistent: a refused or destroyed handshake may report more than once.
    ws.on('error', () => resolve({ status: 0 }));
    ws.once('open', () => resolve({ status: 101, ws }));
    ws.once('unexpected-response', (req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      res.resume();
      req.destroy();
    });
  });
}

/**
 * Item 2: client 127.0.0.5 opens unauthenticated sockets until every further one is refused
 * (429: the per-address cap on both processes); then client 127.0.0.6 must still connect, and
 * 127.0.0.5 forging X-Forwarded-For must still be refused. Everything is done well within the
 * 10 s a socket may wait for its auth frame.
 */
export async function socketCapsPerClient(port: number, cap: number, check: Check): Promise<void> {
  const [flooder, other] = ['127.0.0.5', '127.0.0.6'];
  const open: WebSocket[] = [];
  const keep = (u: Upgrade) => (u.ws ? open.push(u.ws) : 0, u);
  try {
    let refusedInARow = 0;
    const statuses: number[] = [];
    for (let i = 0; i < cap * 2 + 20 && refusedInARow < 4; i++) {
      const u = keep(await wsUpgrade(port, flooder));
      statuses.push(u.status);
      refusedInARow = u.status === 429 ? refusedInARow + 1 : 0;
    }
    const opened = statuses.filter((s) => s === 101).length;
    const others = [keep(await wsUpgrade(port, other)), keep(await wsUpgrade(port, other))];
    check(
      refusedInARow >= 4 && opened > 0 && others.every((u) => u.status === 101),
      `WebSocket caps count each client: 127.0.0.5 fills its unauthenticated cap (${cap} per process), 127.0.0.6 still connects`,
      `127.0.0.5: ${opened} opened then ${statuses.filter((s) => s === 429).length}× 429; 127.0.0.6: ${others.map((u) => u.status).join(',')}`,
    );
    const forged: number[] = [];
    for (let i = 0; i < 6; i++)
      forged.push(keep(await wsUpgrade(port, flooder, { 'x-forwarded-for': `198.51.100.${20 + i}` })).status);
    check(
      forged.every((s) => s === 429),
      'a forged X-Forwarded-For on /ws opens nothing beyond the cap (nginx replaces it)',
      `${forged.filter((s) => s === 101).length} of ${forged.length} opened (${forged.join(',')})`,
    );
  } finally {
    for (const ws of open) ws.terminate();
  }
}

/** Spellings of the operator token API that nginx normalises to /api/admin… before matching. */
export const ADMIN_SPELLINGS = [
  '/api/admin/identities',
  '/api/admin',
  '/api//admin/identities',
  '/api/%61dmin/identities',
  '/api%2Fadmin/identities',
  '/api/./admin/identities',
  '/api/x/../admin/identities',
  '//api/admin/identities?x=1',
];

/** Item 12 on the plain-HTTP config the rest of the test runs through. */
export async function plainEdge(port: number, check: Check): Promise<void> {
  const admin = await Promise.all(ADMIN_SPELLINGS.map((p) => rawRequest({ port, path: p, from: '127.0.0.7' })));
  const through = admin
    .map((r, i) => [ADMIN_SPELLINGS[i], r] as const)
    .filter(([, r]) => !(r.status === 404 && fromNginx(r)));
  check(
    through.length === 0,
    `/api/admin is refused by nginx in every spelling (${ADMIN_SPELLINGS.length}: //, %61, %2F, /./, /../)`,
    through.map(([p, r]) => `${p} → ${r.status}`).join('; '),
  );
  const own = await rawRequest({ port, path: '/metrics' });
  const page = await rawRequest({ port, path: '/en/' });
  check(
    bareServer(own) && bareServer(page),
    'no nginx version in `Server` (server_tokens off)',
    `${one(own.headers.server)} / ${one(page.headers.server)}`,
  );
  const headers = (r: Raw) =>
    [r.headers['x-content-type-options'], r.headers['x-frame-options'], r.headers['referrer-policy']].map(one);
  const wanted = ['nosniff', 'DENY', 'no-referrer'].join('|');
  check(
    fromNginx(own) && headers(own).join('|') === wanted && headers(page).join('|') === wanted,
    "nginx's own answers carry nosniff, DENY and no-referrer; Gavel's carry them once (not doubled)",
    `nginx 404: ${headers(own).join(' ')}; page: ${headers(page).join(' ')}`,
  );
}

/** Whether the TLS handshake picks HTTP/2 when the client offers it (ALPN). */
function negotiates(port: number, ca: string): Promise<string> {
  return new Promise((resolve) => {
    const s = tls.connect({ host: '127.0.0.1', port, ca, servername: TLS_NAME, ALPNProtocols: ['h2', 'http/1.1'] });
    s.once('secureConnect', () => {
      resolve(String(s.alpnProtocol));
      s.end();
    });
    s.once('error', (e: Error) => resolve(`error: ${e.message}`));
  });
}

/** Item 12 on the TLS template, running: HTTPS (the certificate as the CA), HSTS, redirect, h2. */
export async function tlsEdge(ports: { https: number; http: number }, ca: string, check: Check): Promise<void> {
  const port = ports.https;
  const page = await rawRequest({ port, path: '/en/', ca });
  const admin = await Promise.all(ADMIN_SPELLINGS.map((p) => rawRequest({ port, path: p, ca })));
  const hsts = (r: Raw) => /^max-age=31536000; includeSubDomains$/.test(one(r.headers['strict-transport-security']));
  check(
    page.status === 200 &&
      hsts(page) &&
      bareServer(page) &&
      typeof page.headers['content-security-policy'] === 'string',
    'TLS template: a page over HTTPS, with HSTS (once) and no nginx version in `Server`',
    `${page.status} hsts "${one(page.headers['strict-transport-security'])}" server "${one(page.headers.server)}"`,
  );
  check(
    admin.every((r) => r.status === 404 && fromNginx(r) && hsts(r) && one(r.headers['x-frame-options']) === 'DENY'),
    "TLS template: /api/admin refused by nginx in every spelling, its 404 with HSTS and nginx's security headers",
    admin.map((r) => r.status).join(','),
  );
  const plain = await rawRequest({ port: ports.http, path: '/en/?tab=1', headers: { host: TLS_NAME } });
  check(
    plain.status === 301 && plain.headers.location === `https://${TLS_NAME}/en/?tab=1` && bareServer(plain),
    'TLS template: port 80 redirects to https (301, same path and query)',
    `${plain.status} ${one(plain.headers.location)}`,
  );
  const alpn = await negotiates(port, ca);
  check(alpn === 'h2', 'TLS template: HTTP/2 is offered (ALPN h2)', alpn);
}
