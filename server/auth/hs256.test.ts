// The synchronous HS256 check against jose's jwtVerify (what the server used before), with
// fast-check: whatever the token, ours never accepts what jose refuses, never calls a token
// expired that jose does not, and on the tokens the server issues both say the same.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from './hs256';

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-!!');
const OTHER = new TextEncoder().encode('another-secret-another-secret-another!!');
const NOW = new Date('2026-11-23T12:00:00.500Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

type Verdict = 'ok' | 'expired' | 'invalid';

async function jose(token: string, now = NOW): Promise<{ verdict: Verdict; claims?: unknown }> {
  try {
    const { payload } = await jwtVerify(token, SECRET, { algorithms: ['HS256'], currentDate: now, clockTolerance: 0 });
    return { verdict: 'ok', claims: payload };
  } catch (e) {
    return { verdict: e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

const b64 = (v: string | Buffer) => Buffer.from(v).toString('base64url');
function raw(header: unknown, claims: unknown, key: Uint8Array | null = SECRET, asText = false): string {
  const h = b64(asText ? String(header) : JSON.stringify(header));
  const p = b64(asText ? String(claims) : JSON.stringify(claims));
  const sig = key === null ? '' : createHmac('sha256', key).update(`${h}.${p}`).digest('base64url');
  return `${h}.${p}.${sig}`;
}

const claimsArb = fc.record(
  {
    typ: fc.constantFrom('access', 'refresh', 'other'),
    sub: fc.oneof(fc.integer({ min: 1, max: 1e6 }).map(String), fc.string(), fc.integer()),
    fam: fc.uuid(),
    jti: fc.uuid(),
    iat: fc.oneof(fc.integer({ min: NOW_S - 20_000, max: NOW_S + 20_000 }), fc.string(), fc.constant(null)),
    nbf: fc.oneof(fc.integer({ min: NOW_S - 50, max: NOW_S + 50 }), fc.string()),
    exp: fc.oneof(
      fc.integer({ min: NOW_S - 5, max: NOW_S + 5 }),
      fc.integer({ min: NOW_S - 20_000, max: NOW_S + 20_000 }),
      fc.double({ min: NOW_S - 3, max: NOW_S + 3, noNaN: true }),
      fc.string(),
      fc.constant(null),
    ),
    extra: fc.jsonValue(),
  },
  { requiredKeys: ['typ', 'sub'] },
);

/** Claims as the server writes them (numbers where numbers belong), around now. */
const wellTypedArb = fc.record({
  typ: fc.constantFrom('access', 'refresh'),
  sub: fc.integer({ min: 1, max: 1e6 }).map(String),
  fam: fc.uuid(),
  iat: fc.integer({ min: NOW_S - 20_000, max: NOW_S }),
  exp: fc.oneof(
    fc.integer({ min: NOW_S - 5, max: NOW_S + 5 }),
    fc.double({ min: NOW_S - 2, max: NOW_S + 2, noNaN: true }),
  ),
});

const headerArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ alg: 'HS256', typ: 'JWT' }) },
  fc.constant({ alg: 'HS256' }),
  fc.constant({ alg: 'none', typ: 'JWT' }),
  fc.constant({ alg: 'HS384', typ: 'JWT' }),
  fc.constant({ alg: 'hs256', typ: 'JWT' }),
  fc.constant({ alg: 'HS256', typ: 'jwt' }),
  fc.constant({ alg: 'HS256', crit: ['b64'], b64: false }),
  fc.constant({ alg: 'HS256', kid: '1' }),
  fc.constant({ typ: 'JWT' }),
  fc.constant(['HS256']),
  fc.dictionary(fc.string(), fc.jsonValue()),
);

/** A token of one of the shapes an attacker (or a bug) could send. */
const tokenArb = fc.oneof(
  // Well formed, signed with the right key.
  { weight: 3, arbitrary: wellTypedArb.map((c) => raw({ alg: 'HS256', typ: 'JWT' }, c)) },
  fc.tuple(headerArb, claimsArb).map(([h, c]) => raw(h, c)),
  // Signed with another key, or not at all (alg none).
  fc.tuple(headerArb, claimsArb).map(([h, c]) => raw(h, c, OTHER)),
  fc.tuple(headerArb, claimsArb).map(([h, c]) => raw({ ...h, alg: 'none' }, c, null)),
  // A valid token with one character changed, or cut, or with something appended.
  fc.tuple(claimsArb, fc.nat(), fc.constantFrom(...'AQgw_-.=x ')).map(([c, i, ch]) => {
    const t = raw({ alg: 'HS256', typ: 'JWT' }, c);
    const at = i % t.length;
    return t.slice(0, at) + ch + t.slice(at + 1);
  }),
  fc.tuple(claimsArb, fc.nat()).map(([c, i]) => {
    const t = raw({ alg: 'HS256', typ: 'JWT' }, c);
    return t.slice(0, i % t.length);
  }),
  fc.tuple(claimsArb, fc.string()).map(([c, s]) => raw({ alg: 'HS256', typ: 'JWT' }, c) + s),
  // Parts that are not JSON objects, signed properly.
  fc.tuple(fc.string(), fc.string()).map(([h, c]) => raw(h, c, SECRET, true)),
  fc.tuple(claimsArb, fc.jsonValue()).map(([, c]) => raw({ alg: 'HS256', typ: 'JWT' }, c)),
  // Anything at all.
  fc.string(),
);

describe('verifyHs256 against jose', () => {
  it('never accepts what jose refuses, and agrees with it on what both accept', async () => {
    const seen = { ok: 0, expired: 0, invalid: 0 };
    await fc.assert(
      fc.asyncProperty(tokenArb, async (token) => {
        const ours = verifyHs256(SECRET, token, NOW);
        const theirs = await jose(token);
        seen[ours.kind]++;
        if (ours.kind === 'ok') {
          expect(theirs.verdict).toBe('ok');
          expect(ours.claims).toEqual(theirs.claims);
        }
        if (ours.kind === 'expired') {
          // jose compares exp with now in whole seconds; we compare in milliseconds (exp ≤ now is
          // expired, RFC 7519), so a fractional exp within the current second is ok to jose only.
          if (theirs.verdict === 'ok') {
            const exp = (theirs.claims as { exp: number }).exp;
            expect(exp > NOW_S && exp * 1000 <= NOW.getTime()).toBe(true);
          } else expect(theirs.verdict).toBe('expired');
        }
        if (theirs.verdict === 'invalid') expect(ours.kind).toBe('invalid');
      }),
      { numRuns: 2000 },
    );
    // The generators reach every verdict (not only refusals).
    expect(seen.ok).toBeGreaterThan(20);
    expect(seen.expired).toBeGreaterThan(20);
  });

  it('says what jose says about the tokens the server issues (SignJWT), at any time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('access', 'refresh'),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: -200_000, max: 200_000 }),
        async (typ, sub, ttl, skewMs) => {
          const token = await new SignJWT({ typ, fam: 'f' })
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
            .setSubject(String(sub))
            .setIssuedAt(NOW_S)
            .setExpirationTime(NOW_S + ttl)
            .setJti('j')
            .sign(SECRET);
          const at = new Date(NOW.getTime() + ttl * 1000 + skewMs);
          const ours = verifyHs256(SECRET, token, at);
          const theirs = await jose(token, at);
          // Whole-second exp: jose's `exp <= floor(now)` and ours `exp*1000 <= now` agree.
          expect(ours.kind).toBe(theirs.verdict);
          if (ours.kind === 'ok') expect(ours.claims).toEqual(theirs.claims);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses the classic forgeries', () => {
    const claims = { typ: 'access', sub: '1', fam: 'f', exp: NOW_S + 60 };
    expect(verifyHs256(SECRET, raw({ alg: 'HS256', typ: 'JWT' }, claims), NOW).kind).toBe('ok');
    expect(verifyHs256(SECRET, raw({ alg: 'none', typ: 'JWT' }, claims, null), NOW).kind).toBe('invalid');
    expect(verifyHs256(SECRET, raw({ alg: 'HS256', typ: 'JWT' }, claims, OTHER), NOW).kind).toBe('invalid');
    // Signed with the right key but naming another algorithm, or a critical extension.
    expect(verifyHs256(SECRET, raw({ alg: 'HS512', typ: 'JWT' }, claims), NOW).kind).toBe('invalid');
    expect(verifyHs256(SECRET, raw({ alg: 'HS256', crit: ['b64'], b64: false }, claims), NOW).kind).toBe('invalid');
    // Expired: at exp exactly, and after; a bad signature is invalid, not expired.
    const expired = { ...claims, exp: NOW_S };
    expect(verifyHs256(SECRET, raw({ alg: 'HS256' }, expired), NOW).kind).toBe('expired');
    expect(verifyHs256(SECRET, raw({ alg: 'HS256' }, expired, OTHER), NOW).kind).toBe('invalid');
    // Not yet valid; no exp at all.
    expect(verifyHs256(SECRET, raw({ alg: 'HS256' }, { ...claims, nbf: NOW_S + 5 }), NOW).kind).toBe('invalid');
    expect(verifyHs256(SECRET, raw({ alg: 'HS256' }, { typ: 'access', sub: '1', fam: 'f' }), NOW).kind).toBe('invalid');
    // The signature in a non-canonical spelling (padding) is refused.
    const t = raw({ alg: 'HS256', typ: 'JWT' }, claims);
    expect(verifyHs256(SECRET, `${t}=`, NOW).kind).toBe('invalid');
  });
});
