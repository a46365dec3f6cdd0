// The operator API under /api/admin/: loopback only (unless ADMIN_ALLOW_REMOTE), and every call
// carries `Authorization: Operator <token>` (the token file in DATA_DIR). The CLI is its client.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { operatorActions } from '../db/schema';
import { okEnvelope } from '../http/envelope';
import { ApiError } from '../http/errors';

export const OPERATOR_PREFIX = '/api/admin';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(expected: string | undefined, header: string | undefined): boolean {
  if (!expected || !header) return false;
  const m = /^Operator\s+(\S+)$/.exec(header.trim());
  if (!m?.[1]) return false;
  const a = Buffer.from(m[1]);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks every /api/admin/ request before routing reaches a handler. */
export function registerOperatorGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    if (!req.url.startsWith(`${OPERATOR_PREFIX}/`)) return done();
    if (!app.ctx.config.adminAllowRemote && !LOOPBACK.has(req.ip)) {
      return done(new ApiError(403, 'The operator API answers only on this machine (ADMIN_ALLOW_REMOTE)'));
    }
    if (!tokenMatches(app.ctx.config.operatorToken, req.headers.authorization)) {
      return done(new ApiError(401, 'Operator token required'));
    }
    done();
  });
}

/** Who acted: the CLI sends X-Operator (the OS user); recorded in the audit table. */
export function operatorName(req: FastifyRequest): string {
  const raw = req.headers['x-operator'];
  const name = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 64);
  return name || 'operator';
}

export interface OperatorAction {
  operator: string;
  action: string;
  target: string;
  details?: Record<string, unknown>;
}

export async function recordOperatorAction(tx: Tx, a: OperatorAction): Promise<void> {
  await tx.insert(operatorActions).values({
    operator: a.operator,
    action: a.action,
    target: a.target,
    details: a.details ?? {},
  });
}

export interface OperatorRouteDef<B extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  method: 'GET' | 'POST';
  /** Below /api/admin, e.g. '/notices'. */
  path: string;
  body?: B;
  query?: Q;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface OperatorContext extends AppContext {
  req: FastifyRequest;
  operator: string;
}

/** Registers one operator route; the handler's result is wrapped in the envelope. */
export function operatorRoute<B extends z.ZodType | undefined, Q extends z.ZodType | undefined>(
  app: FastifyInstance,
  def: OperatorRouteDef<B, Q>,
  handler: (input: { body: Out<B>; query: Out<Q> }, ctx: OperatorContext) => Promise<unknown>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: `${OPERATOR_PREFIX}${def.path}`,
    schema: { ...(def.body ? { body: def.body } : {}), ...(def.query ? { querystring: def.query } : {}) },
    handler: async (req) => {
      const result = await handler(
        { body: req.body as Out<B>, query: req.query as Out<Q> },
        { ...app.ctx, req, operator: operatorName(req) },
      );
      return okEnvelope(result);
    },
  });
}
