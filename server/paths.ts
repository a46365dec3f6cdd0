// Folders inside DATA_DIR.
import path from 'node:path';
import type { Config } from './config';

/**
 * Where the running server writes its own URL (DATA_DIR/server-url, beside operator-token), so the
 * operator CLI finds it from DATA_DIR alone. Removed when the server stops.
 */
export function serverUrlFile(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'server-url');
}

/** The loopback URL the operator CLI should call for a server listening on host:port. */
export function localUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const shown = wildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/**
 * Private uploads (identity photos, payment receipts): outside the public uploads folder, so no
 * spelling of a /uploads/ URL reaches them; served only through signed URLs (uploads/private.ts).
 */
export function privateUploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'private-uploads');
}
