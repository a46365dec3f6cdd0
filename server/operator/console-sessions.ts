// Console sessions: a random token in an httpOnly, SameSite=Strict cookie (Secure when the
// request came over https, as a trusted proxy tells), only its SHA-256 stored; idle timeout 30
// minutes, absolute 12 hours. The guard of the console surface reads it on every request, then
// checks the CSRF header of a write, the password change a temporary password owes, and the role.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operatorFacts, roleMay, type OperatorRole } from '@/lib/api/operator/facts';
import {
  CONSOLE_ABSOLUTE_MS,
  CONSOLE_COOKIE,
  CONSOLE_IDLE_MS,
  CONSOLE_PREFIX,
  CSRF_HEADER,
} from '@/lib/api/operator/facts';
import type { Db, Tx } from '../db/client';
import { operatorAccounts, operatorSessions } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';

export interface ConsoleSession {
  id: string;
  operatorId: number;
  name: string;
  role: OperatorRole;
  mustChangePassword: boolean;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The cookie's value, or null (a plain parse: one name, no attributes). */
export function cookieValue(header: string | undefined, name = CONSOLE_COOKIE): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

function cookie(req: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${CONSOLE_COOKIE}=${value}; Path=${CONSOLE_PREFIX}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', cookie(req, token, Math.floor(CONSOLE_ABSOLUTE_MS / 1000)));
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(req, '', 0));
}

/** Starts a session; answers the cookie's token (shown to nobody else) and the stored session. */
export async function createSession(
  tx: Tx,
  account: { id: number; name: string; role: OperatorRole; mustChangePassword: boolean },
  now: Date,
  address: string,
): Promise<{ token: string; session: ConsoleSession }> {
  const token = randomBytes(32).toString('base64url');
  const row = {
    id: sha256(token),
    operatorId: account.id,
    csrfToken: randomBytes(24).toString('base64url'),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + CONSOLE_ABSOLUTE_MS),
    address,
  };
  await tx.insert(operatorSessions).values(row);
  // Housekeeping: this operator's sessions that have run out.
  await tx
    .delete(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, account.id),
        or(
          lt(operatorSessions.expiresAt, now),
          lt(operatorSessions.lastSeenAt, new Date(now.getTime() - CONSOLE_IDLE_MS)),
        ),
      ),
    );
  return {
    token,
    session: { ...row, name: account.name, role: account.role, mustChangePassword: account.mustChangePassword },
  };
}

/** Ends every session of one operator (sign-out everywhere, disable, role change, reset). */
export async function endSessions(exec: Db | Tx, operatorId: number): Promise<number> {
  const ended = await exec
    .delete(operatorSessions)
    .where(eq(operatorSessions.operatorId, operatorId))
    .returning({ id: operatorSessions.id });
  return ended.length;
}

export async function endSession(exec: Db | Tx, sessionId: string): Promise<void> {
  await exec.delete(operatorSessions).where(eq(operatorSessions.id, sessionId));
}

/** The live session of a cookie token, touched (idle clock restarted); null when none or expired. */
export async function loadSession(db: Db, token: string, now: Date): Promise<ConsoleSession | null> {
  const id = sha256(token);
  const [row] = await db
    .select({ s: operatorSessions, a: operatorAccounts })
    .from(operatorSessions)
    .innerJoin(operatorAccounts, eq(operatorAccounts.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.id, id));
  if (!row) return null;
  const { s, a } = row;
  const idleEnd = s.lastSeenAt.getTime() + CONSOLE_IDLE_MS;
  if (a.disabled || s.expiresAt.getTime() <= now.getTime() || idleEnd <= now.getTime()) {
    await endSession(db, id);
    return null;
  }
  // Touch at most every 15 s: the idle clock needs no write per request.
  if (now.getTime() - s.lastSeenAt.getTime() > 15_000) {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
  }
  return {
    id: s.id,
    operatorId: a.id,
    name: a.name,
    role: a.role,
    mustChangePassword: a.mustChangePassword,
    csrfToken: s.csrfToken,
    createdAt: s.createdAt,
    lastSeenAt: now,
    expiresAt: s.expiresAt,
  };
}

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The console surface's onRequest guard (see operator-call.ts). */
export function consoleSessionGuard(app: FastifyInstance) {
  return async (req: FastifyRequest) => {
    const call = req.routeOptions.config.operatorCall;
    if (!call) {
      // No route matched: the 404 answers. A route that is not a contract call has no guard here.
      if (req.routeOptions.url === undefined) return;
      throw unauthorized('Not a console call');
    }
    const facts = operatorFacts[call];
    if (facts.roles === 'public') return;
    const token = cookieValue(req.headers.cookie);
    if (!token) throw unauthorized('Please sign in to the console');
    const session = await loadSession(app.ctx.db, token, app.ctx.now());
    if (!session) throw unauthorized('The console session has ended', 'session_expired');
    if (facts.write) {
      const header = req.headers[CSRF_HEADER];
      if (!sameToken(typeof header === 'string' ? header : undefined, session.csrfToken)) {
        throw forbidden('The CSRF token is missing or wrong', 'csrf_failed');
      }
    }
    if (session.mustChangePassword && !facts.beforePasswordChange) {
      throw forbidden('Choose a new password first', 'password_change_required');
    }
    if (!roleMay(session.role, call)) throw forbidden(`The ${session.role} role may not ${call}`, 'role_forbidden');
    req.operator = session.name;
    req.operatorRole = session.role;
    req.consoleSession = session;
  };
}
