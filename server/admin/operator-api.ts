// The operator API under /api/admin: its routes live in one encapsulated fastify plugin whose
// onRequest hook guards every route the plugin holds. The guard runs on what the router matched,
// so no spelling of the URL (percent-encoding, double slashes, dot segments, case) reaches an
// operator handler without passing it. Loopback only (unless ADMIN_ALLOW_REMOTE), and every call
// carries `Authorization: Operator <token>`; the token's own name is who acted (audit table).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { OperatorToken } from '../config';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { operatorActions } from '../db/schema';
import { okEnvelope } from '../http/envelope';
import { forbidden, unauthorized } from '../http/errors';

export const OPERATOR_PREFIX = '/api/admin';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

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
    /** The operator's name (from the token), set by the operator guard. */
    operator: string | null;
  }
  interface FastifyInstance {
    /** "METHOD /api/admin/..." of every operator route (tests walk them). */
    operatorRoutes: string[];
  }
  interface FastifyContextConfig {
    /** The route belongs to the operator API (never CORS-open, never user-authenticated). */
    operator?: boolean;
  }
}

/**
 * The plugin: register it with `{ prefix: OPERATOR_PREFIX }`. `routes` register the operator
 * routes on the plugin's own instance, so the hook below guards exactly them. An unknown path
 * under the prefix matches no operator route and gets the ordinary 404 (nothing to guard).
 */
export function operatorPlugin(routes: ((app: FastifyInstance) => void)[]): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest('operator', null);
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, operator: true };
      for (const m of [route.method].flat()) if (m !== 'HEAD') app.operatorRoutes.push(`${m} ${route.url}`);
    });
    app.addHook('onRequest', (req, _reply, done) => {
      const { config } = app.ctx;
      if (!config.adminAllowRemote && !LOOPBACK.has(req.ip)) {
        return done(forbidden('The operator API answers only on this machine (ADMIN_ALLOW_REMOTE)'));
      }
      const name = operatorFor(config.operators, req.headers.authorization);
      if (!name) return done(unauthorized('Operator token required'));
      req.operator = name;
      done();
    });
    for (const register of routes) register(app);
    return Promise.resolve();
  };
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

/**
 * Registers one operator route on the operator plugin's instance (the plugin adds the prefix);
 * the handler's result is wrapped in the envelope.
 */
export function operatorRoute<B extends z.ZodType | undefined, Q extends z.ZodType | undefined>(
  app: FastifyInstance,
  def: OperatorRouteDef<B, Q>,
  handler: (input: { body: Out<B>; query: Out<Q> }, ctx: OperatorContext) => Promise<unknown>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: { ...(def.body ? { body: def.body } : {}), ...(def.query ? { querystring: def.query } : {}) },
    config: { operator: true },
    handler: async (req) => {
      // The guard set it; a route outside the plugin would have no guard, so refuse rather than act.
      if (!req.operator) throw unauthorized('Operator token required');
      const result = await handler(
        { body: req.body as Out<B>, query: req.query as Out<Q> },
        { ...app.ctx, req, operator: req.operator },
      );
      return okEnvelope(result);
    },
  });
}
