// Verifies the server's own HS256 JWTs synchronously with node:crypto. jose's jwtVerify goes
// through WebCrypto: a key import and a thread-pool job for every token, about a fifth of the CPU
// of a flash-sale burst (docs/benchmarks.md). This accepts a subset of what jose accepts (hs256.test.ts
// checks that against jose with fast-check) and nothing the server does not issue:
// - exactly three base64url parts, no padding, the signature the 43 characters of a SHA-256 HMAC,
//   compared in constant time with the canonical encoding of the HMAC of `header.payload`;
// - the header a JSON object with only `alg` (must be "HS256") and `typ` (if present, "JWT"): no
//   `crit`, `b64`, `kid`, `jku`, `jwk` or anything else, so no header can change how it is checked;
// - the claims a JSON object (UTF-8 decoded strictly); `iat`, `nbf`, `exp` numbers when present;
//   `nbf` in the future is invalid; `exp` is required and the token is expired when now ≥ exp
//   (RFC 7519 §4.1.4; jose allows equality, the callers never did).
// The signature is checked before anything in the header or the claims is read.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

export type Hs256Result =
  | { kind: 'ok'; header: Record<string, unknown>; claims: Record<string, unknown> }
  | { kind: 'expired' }
  | { kind: 'invalid' };

const SHAPE = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;
const HEADER_KEYS = new Set(['alg', 'typ']);
const utf8 = new TextDecoder('utf-8', { fatal: true });
const keys = new WeakMap<Uint8Array, KeyObject>();

function keyOf(secret: Uint8Array): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

/** A JSON object from one base64url part, or null (bad length, bad UTF-8, bad JSON, not an object). */
function jsonObject(part: string): Record<string, unknown> | null {
  if (part.length % 4 === 1) return null;
  try {
    const value: unknown = JSON.parse(utf8.decode(Buffer.from(part, 'base64url')));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const INVALID = { kind: 'invalid' } as const;

export function verifyHs256(secret: Uint8Array, token: string, now: Date): Hs256Result {
  if (token.length > 4096) return INVALID;
  const m = SHAPE.exec(token);
  if (!m) return INVALID;
  const [, h = '', p = '', s = ''] = m;
  const expected = createHmac('sha256', keyOf(secret)).update(`${h}.${p}`).digest('base64url');
  // Both are 43 ASCII characters here (the pattern above; a SHA-256 HMAC in base64url).
  if (!timingSafeEqual(Buffer.from(s, 'latin1'), Buffer.from(expected, 'latin1'))) return INVALID;
  const header = jsonObject(h);
  if (!header || header.alg !== 'HS256') return INVALID;
  for (const k of Object.keys(header)) if (!HEADER_KEYS.has(k)) return INVALID;
  if (header.typ !== undefined && header.typ !== 'JWT') return INVALID;
  const claims = jsonObject(p);
  if (!claims) return INVALID;
  const { iat, nbf, exp } = claims;
  if (iat !== undefined && typeof iat !== 'number') return INVALID;
  if (nbf !== undefined && typeof nbf !== 'number') return INVALID;
  if (typeof exp !== 'number') return INVALID;
  const at = Math.floor(now.getTime() / 1000);
  if (nbf !== undefined && nbf > at) return INVALID;
  if (exp * 1000 <= now.getTime()) return { kind: 'expired' };
  return { kind: 'ok', header, claims };
}
