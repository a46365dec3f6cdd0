// The VAPID key pair Web Push messages are signed with. Set by the operator (VAPID_PUBLIC_KEY,
// VAPID_PRIVATE_KEY, VAPID_SUBJECT), else generated on first start into DATA_DIR/vapid.json (mode
// 0600) and kept: changing keys would silently break every saved subscription. An in-memory
// database (tests) gets in-memory keys.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const DEFAULT_SUBJECT = 'mailto:operator@gavel.invalid';
const cache = new WeakMap<Config, Vapid>();

export function vapidKeys(config: Config, env: NodeJS.ProcessEnv = process.env): Vapid {
  const hit = cache.get(config);
  if (hit) return hit;
  const subject = env.VAPID_SUBJECT ?? DEFAULT_SUBJECT;
  let keys: Vapid;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    keys = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  } else if (config.memoryDb) {
    keys = { ...webpush.generateVAPIDKeys(), subject };
  } else {
    const file = path.join(config.dataDir, 'vapid.json');
    if (!existsSync(file)) {
      // `wx`: two processes starting together on one DATA_DIR: the second fails here and reads.
      try {
        writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    }
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    keys = { ...stored, subject };
  }
  cache.set(config, keys);
  return keys;
}
