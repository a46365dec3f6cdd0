// A Web Push receiver for e2e (issue 41): an HTTPS server on loopback that keeps what the app's
// server pushes, so a test decrypts it with the subscription's own keys (http_ece, web-push's own
// library) and reads the payload a device would show. The certificate is made once per e2e data
// directory by playwright.config.ts (the server trusts it through NODE_EXTRA_CA_CERTS, and may
// push to loopback with PUSH_ALLOW_PRIVATE_ENDPOINTS, a test-only switch refused in production).
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import path from 'node:path';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

/** The receiver's certificate and key in `dir` (made when missing); answers the certificate's path. */
export function receiverCertificate(dir: string): string {
  const cert = path.join(dir, 'push-receiver-cert.pem');
  const key = path.join(dir, 'push-receiver-key.pem');
  if (!existsSync(cert) || !existsSync(key))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  return cert;
}

/** A device: the keys a subscription is saved with, and what decrypts its messages. */
export function pushDevice() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body: Buffer) =>
      JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as {
        title: string;
        body: string;
        url: string;
        tag: string;
      },
  };
}

export interface PushReceiver {
  /** The origin endpoints are made under. */
  base: string;
  /** Resolves with the body of the first message pushed to `endpoint`'s path (already or later). */
  message(endpoint: string): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startPushReceiver(dir: string): Promise<PushReceiver> {
  const cert = receiverCertificate(dir);
  const received = new Map<string, Buffer>();
  const waiting = new Set<() => void>();
  const server: Server = createServer(
    { key: readFileSync(path.join(dir, 'push-receiver-key.pem')), cert: readFileSync(cert) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (!received.has(req.url ?? '')) received.set(req.url ?? '', Buffer.concat(chunks));
        waiting.forEach((w) => w());
        res.statusCode = 201;
        res.end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  if (!addr || typeof addr !== 'object') throw new Error('push receiver: no address');
  return {
    base: `https://127.0.0.1:${addr.port}`,
    message: (endpoint) =>
      new Promise((resolve) => {
        const p = new URL(endpoint).pathname;
        const check = () => {
          const body = received.get(p);
          if (!body) return;
          waiting.delete(check);
          resolve(body);
        };
        waiting.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
