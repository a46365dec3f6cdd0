// argon2id for login and pay passwords. Tests use cheap parameters (config.fastHashing) only.
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Config } from '../config';

const PRODUCTION = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const FAST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
// Algorithm is an ambient const enum (unusable as a value under verbatimModuleSyntax): 2 = Argon2id.
const ARGON2ID = 2 as Algorithm;

export function hashPassword(config: Pick<Config, 'fastHashing'>, password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...(config.fastHashing ? FAST : PRODUCTION) });
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** One throwaway hash per parameter set, made on first use (the same cost as a real hash). */
const dummyHashes = new Map<boolean, Promise<string>>();
export function dummyHash(config: Pick<Config, 'fastHashing'>): Promise<string> {
  let dummy = dummyHashes.get(config.fastHashing);
  if (!dummy) {
    dummy = hashPassword(config, randomBytes(24).toString('base64url'));
    dummyHashes.set(config.fastHashing, dummy);
  }
  return dummy;
}

/**
 * Like verifyPassword, but an unknown account (no stored hash) still pays one full argon2 verify,
 * against a dummy hash of the same parameters, and fails: the answer's timing does not tell a
 * registered phone from an unknown one (without it: 8.5 ms against 21.7 ms).
 */
export async function verifyPasswordOrDummy(
  config: Pick<Config, 'fastHashing'>,
  stored: string | null,
  password: string,
): Promise<boolean> {
  const ok = await verifyPassword(stored ?? (await dummyHash(config)), password);
  return stored !== null && ok;
}
