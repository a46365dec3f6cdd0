// The operator API's shared pieces: the token check of the loopback API, and the audit log.
// The surfaces and the registration of every operator call are in operator-call.ts; every call is
// described in lib/api/operator/ (the contract). A token's own name is who acted.
import { AsyncLocalStorage } from 'node:async_hooks';
import { timingSafeEqual } from 'node:crypto';
import type { OperatorToken } from '../config';
import type { Tx } from '../db/client';
import { operatorActions } from '../db/schema';

export { TOKEN_PREFIX as OPERATOR_PREFIX, CONSOLE_PREFIX } from '@/lib/api/operator/facts';

export type OperatorSurfaceName = 'token' | 'console';

/** The operator whose token the header carries, compared in constant time; null when none. */
export function operatorFor(tokens: OperatorToken[], header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Operator\s+(\S+)$/.exec(header.trim());
  if (!m?.[1]) return null;
  const given = Buffer.from(m[1]);
  let found: string | null = null;
  for (const t of tokens) {
    const expected = Buffer.from(t.token);
    // Walk every token (no early exit) so the answer time does not tell which one was close.
    if (given.length === expected.length && timingSafeEqual(given, expected) && found === null) found = t.name;
  }
  return found;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator's name (token name or console account), set by the surface's guard. */
    operator: string | null;
  }
  interface FastifyInstance {
    /** "METHOD /api/admin/..." of every token-API route (tests walk them). */
    operatorRoutes: string[];
  }
  interface FastifyContextConfig {
    /** The route belongs to an operator surface (never CORS-open, never user-authenticated). */
    operator?: boolean;
  }
}

/** Who acted, from where and through which surface: set around every operator call. */
export interface AuditScope {
  operator: string;
  via: OperatorSurfaceName;
  address: string;
}
export const auditScope = new AsyncLocalStorage<AuditScope>();

export interface OperatorAction {
  operator: string;
  /** What, e.g. recharge.approve (its first word is the kind the audit log filters on). */
  action: string;
  target: string;
  details?: Record<string, unknown>;
  /** The value before and after the change (null when there was none). */
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row to the audit log in the caller's transaction (it commits with the change).
 * There is no update or delete of this table anywhere, and its trigger refuses them (0020).
 */
export async function recordOperatorAction(tx: Tx, a: OperatorAction): Promise<void> {
  const scope = auditScope.getStore();
  await tx.insert(operatorActions).values({
    operator: a.operator,
    action: a.action,
    target: a.target,
    details: a.details ?? {},
    via: scope?.via ?? null,
    address: scope?.address ?? null,
    before: a.before ?? null,
    after: a.after ?? null,
  });
}
