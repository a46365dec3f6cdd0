// argon2id for login and pay passwords. Tests use cheap parameters (config.fastHashing) only.
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
