// Operator secrets: the TOTP secret encrypted at rest (AES-256-GCM under DATA_DIR/console-key,
// mode 0600, made at first use), RFC 6238 codes through otplib, and the temporary passwords.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';
import { generateSecret, generateURI, verify } from 'otplib';
import { DATA_DIR_MODE } from '../../config';
import { operatorPasswordReason } from './passwords';

export const CONSOLE_KEY_FILE = 'console-key';
const keys = new Map<string, Buffer>();

/** The 32-byte key of this DATA_DIR (read once per process). */
export function consoleKey(dataDir: string): Buffer {
  const known = keys.get(dataDir);
  if (known) return known;
  const file = path.join(dataDir, CONSOLE_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
    // 'wx': two processes starting together never overwrite each other's key.
    try {
      writeFileSync(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    chmodSync(file, 0o600);
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} must hold 32 bytes (base64)`);
  keys.set(dataDir, key);
  return key;
}

/** iv.tag.ciphertext (base64url); the operator's name is the associated data (no swapping rows). */
export function sealSecret(key: Buffer, secret: string, name: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(name));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(key: Buffer, sealed: string, name: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('sealed secret malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(name));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (name: string, secret: string): string =>
  generateURI({ issuer: 'Gavel console', label: name, secret });

/**
 * The time step of a valid code, or null. One step of drift either way; a step at or before
 * `lastStep` is refused (a code already used, or an older one, cannot be replayed).
 */
export async function totpStep(secret: string, code: string, lastStep: number, now: Date): Promise<number | null> {
  try {
    const r = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
      afterTimeStep: lastStep,
    });
    return r.valid && 'timeStep' in r ? r.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * A temporary password: 20 characters from an unambiguous alphabet (shown once), drawn again until
 * it passes the check a chosen password must pass.
 */
export function temporaryPassword(name: string): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const password = Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (operatorPasswordReason(password, name) === null) return password;
  }
}
