// Access tokens are short JWTs; refresh tokens are JWTs too (so clients can read `exp`) but are
// only valid while their hash is in refresh_tokens. A refresh rotates; a reused one revokes its family.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../config';
import type { Executor, Tx } from '../db/client';
import { refreshTokens } from '../db/schema';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export type AccessCheck = { kind: 'ok'; userId: number; familyId: string } | { kind: 'expired' } | { kind: 'invalid' };

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

async function sign(config: Config, claims: Record<string, unknown>, sub: number, ttl: number, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(sub))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .setJti(randomUUID())
    .sign(config.jwtSecret);
}

export async function verifyAccess(config: Config, token: string, now: Date): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: ['HS256'],
      currentDate: now,
      // The spec says a token is expired when now is at or past exp; jose allows equality.
      clockTolerance: 0,
    });
    if (payload.typ !== 'access' || !payload.sub || typeof payload.fam !== 'string') return { kind: 'invalid' };
    if (!payload.exp || payload.exp * 1000 <= now.getTime()) return { kind: 'expired' };
    return { kind: 'ok', userId: Number(payload.sub), familyId: payload.fam };
  } catch (e) {
    return e instanceof joseErrors.JWTExpired ? { kind: 'expired' } : { kind: 'invalid' };
  }
}

/** Issues a pair; a new family unless the rotation passes the old one on. */
export async function issueTokens(
  tx: Tx,
  config: Config,
  userId: number,
  now: Date,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const accessToken = await sign(config, { typ: 'access', fam: familyId }, userId, config.accessTtl, now);
  const refreshToken = await sign(config, { typ: 'refresh', fam: familyId }, userId, config.refreshTtl, now);
  await tx.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hash(refreshToken),
    expiresAt: new Date(now.getTime() + config.refreshTtl * 1000),
    createdAt: now,
  });
  return { accessToken, refreshToken };
}

export type RotateResult = { kind: 'ok'; userId: number; familyId: string; tokens: TokenPair } | { kind: 'invalid' };

export async function rotateRefresh(tx: Tx, config: Config, token: string, now: Date): Promise<RotateResult> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, { algorithms: ['HS256'], currentDate: now });
    if (payload.typ !== 'refresh') return { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
  const tokenHash = hash(token);
  // The conditional update is the whole check: two processes cannot both rotate one token.
  const [claimed] = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (!claimed) {
    const [known] = await tx
      .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    // A token presented again after rotation was stolen or replayed: end the whole session.
    if (known?.rotatedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
    }
    return { kind: 'invalid' };
  }
  const tokens = await issueTokens(tx, config, claimed.userId, now, claimed.familyId);
  return { kind: 'ok', userId: claimed.userId, familyId: claimed.familyId, tokens };
}

/**
 * Whether the session (refresh-token family) has been ended: by logout, by a reused refresh
 * token, or by a password change elsewhere. Access tokens are checked against it on every call,
 * so they die with their session instead of living out their two hours.
 */
export async function sessionRevoked(db: Executor, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** Logout: ends one session. */
export async function revokeSession(tx: Tx, userId: number, familyId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)),
    );
}

/** After a password change: every other session of the user ends; this one stays. */
export async function revokeOtherSessions(
  tx: Tx,
  userId: number,
  keepFamilyId: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}
