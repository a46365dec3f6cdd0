// Access tokens are short JWTs; refresh tokens are JWTs too (so clients can read `exp`) but are
// only valid while their hash is in refresh_tokens. A refresh rotates; a reused one revokes its family.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db, Executor, Tx } from '../db/client';
import { preparedRows } from '../db/client';
import { Coalescer } from '../db/coalesce';
import { refreshTokens, users } from '../db/schema';
import type { EventBus } from '../ports/event-bus';
import { verifyHs256 } from './hs256';

/** A user id and a session family as the tokens carry them. */
const SUBJECT = /^[1-9][0-9]{0,9}$/;
const FAMILY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * Published (on commit) when sessions end, so every process closes their open WebSockets at once
 * (server/realtime/ws-server.ts): `families` lists the sessions that ended; `families: null` means
 * every session of the user except `except` (a password change keeps the session that made it).
 */
export const SESSION_REVOKED_TOPIC = 'session.revoked';
export interface SessionRevokedEvent {
  [key: string]: number | string | string[] | null;
  userId: number;
  families: string[] | null;
  except: string | null;
}
type Publisher = Pick<EventBus, 'publish'>;

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

/**
 * Checks an access token: CPU only, synchronous (server/auth/hs256.ts; jose's WebCrypto verify cost
 * a key import and a thread-pool job per token). The session it belongs to is checked apart
 * (sessionRevoked).
 */
export function verifyAccess(config: Config, token: string, now: Date): AccessCheck {
  const v = verifyHs256(config.jwtSecret, token, now);
  if (v.kind !== 'ok') return v;
  const { typ, sub, fam } = v.claims;
  if (typ !== 'access' || typeof sub !== 'string' || !SUBJECT.test(sub) || typeof fam !== 'string' || !FAMILY.test(fam))
    return { kind: 'invalid' };
  return { kind: 'ok', userId: Number(sub), familyId: fam };
}

/** Issues a pair; a new family (a sign-in) unless the rotation passes the old one on. */
export async function issueTokens(
  tx: Tx,
  config: Config,
  userId: number,
  now: Date,
  rotated?: string,
): Promise<TokenPair> {
  const familyId = rotated ?? randomUUID();
  // The console's users table shows the last sign-in (0027); a refresh is not one.
  if (rotated === undefined) await tx.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
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

export async function rotateRefresh(
  tx: Tx,
  config: Config,
  bus: Publisher,
  token: string,
  now: Date,
): Promise<RotateResult> {
  const v = verifyHs256(config.jwtSecret, token, now);
  if (v.kind !== 'ok' || v.claims.typ !== 'refresh') return { kind: 'invalid' };
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
      .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    // A token presented again after rotation was stolen or replayed: end the whole session.
    if (known?.rotatedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
      await publishRevoked(tx, bus, { userId: known.userId, families: [known.familyId], except: null });
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

const revokedLookups = new WeakMap<Db, Coalescer<string, boolean>>();

/**
 * sessionRevoked for the request path: the checks of requests that arrive together go to the
 * database as one query (server/db/coalesce.ts): each still sees every revocation committed
 * before it asked. `familyId` must be a UUID (verifyAccessSync checks it).
 */
export function sessionRevokedSoon(db: Db, familyId: string): Promise<boolean> {
  let lookup = revokedLookups.get(db);
  if (!lookup) {
    lookup = new Coalescer<string, boolean>(async (families) => {
      const found = await preparedRows<{ family_id: string }>(
        db,
        'gavel_sessions_revoked',
        `SELECT DISTINCT family_id::text AS family_id FROM refresh_tokens
          WHERE family_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid) AND revoked_at IS NOT NULL`,
        [JSON.stringify([...new Set(families)])],
      );
      const revoked = new Set(found.map((r) => r.family_id));
      return (family) => revoked.has(family);
    });
    revokedLookups.set(db, lookup);
  }
  return lookup.load(familyId.toLowerCase());
}

/** Announces ended sessions when `tx` commits (never for a rollback). */
function publishRevoked(tx: Tx, bus: Publisher, event: SessionRevokedEvent): Promise<void> {
  return bus.publish(SESSION_REVOKED_TOPIC, event, tx);
}

/** Logout: ends one session (and, once committed, its open WebSockets in every process). */
export async function revokeSession(
  tx: Tx,
  bus: Publisher,
  userId: number,
  familyId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)),
    );
  await publishRevoked(tx, bus, { userId, families: [familyId], except: null });
}

/** After a password change: every other session of the user ends; this one stays. */
export async function revokeOtherSessions(
  tx: Tx,
  bus: Publisher,
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
  await publishRevoked(tx, bus, { userId, families: null, except: keepFamilyId });
}
