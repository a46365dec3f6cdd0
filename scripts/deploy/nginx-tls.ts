// nginx with TLS for the deployment test: deploy/nginx/gavel-tls.conf as an operator installs it,
// with only its two listen lines, its certificate paths, its two upstream ports and the export's
// path rewritten, and a self-signed certificate made for the run (openssl; valid one day).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeNginxFiles } from './nginx';

export interface TlsSetup {
  root: string;
  dir: string;
  /** Where the template says `listen 443 ssl http2;`. */
  httpsPort: number;
  /** Where the template says `listen 80;` (the redirect). */
  httpPort: number;
  upstreams: [number, number];
  outDir: string;
}

export const TLS_TEMPLATE = 'deploy/nginx/gavel-tls.conf';
/** The name the certificate is for; the test's requests use it as SNI and Host. */
export const TLS_NAME = 'localhost';

/** A self-signed certificate and key in `dir`. */
export function selfSignedCert(dir: string): { cert: string; key: string } {
  mkdirSync(dir, { recursive: true });
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${TLS_NAME}`,
      '-addext',
      `subjectAltName=DNS:${TLS_NAME}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { cert, key };
}

export function tlsSiteConfig(s: TlsSetup, files: { cert: string; key: string }): string {
  const site = readFileSync(path.join(s.root, TLS_TEMPLATE), 'utf8');
  const replaced = site
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${s.httpsPort} ssl http2;`)
    .replace('listen 80;', `listen 127.0.0.1:${s.httpPort};`)
    .replace(/ssl_certificate +\S+;/, `ssl_certificate ${files.cert};`)
    .replace(/ssl_certificate_key +\S+;/, `ssl_certificate_key ${files.key};`)
    .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${s.upstreams[0]} `)
    .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${s.upstreams[1]} `)
    .replace('root /srv/gavel/out;', `root ${s.outDir};`);
  const must = [`:${s.httpsPort} ssl`, `:${s.httpPort};`, files.cert, files.key, ...s.upstreams.map((p) => `:${p} `)];
  for (const m of [...must, s.outDir]) {
    if (!replaced.includes(m)) throw new Error(`${TLS_TEMPLATE} changed shape: could not set ${m}`);
  }
  return replaced;
}

/** Writes the certificate and the configs; answers nginx's arguments and the certificate's path. */
export function writeTlsNginxConfig(s: TlsSetup): { args: string[]; cert: string } {
  const files = selfSignedCert(path.join(s.dir, 'tls'));
  return { args: writeNginxFiles(s.dir, tlsSiteConfig(s, files)), cert: files.cert };
}

/**
 * The directive lines of gavel.conf that gavel-tls.conf lacks (the listen line and the catch-all
 * server name aside): the TLS template is gavel.conf plus TLS, and must not drift from it.
 */
export function driftFromPlain(root: string): string[] {
  const lines = (file: string) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
  const tls = new Set(lines(TLS_TEMPLATE));
  return lines('deploy/nginx/gavel.conf').filter((l) => !tls.has(l) && l !== 'listen 80;' && l !== 'server_name _;');
}
