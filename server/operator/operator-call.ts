// One registration per operator call of the contract (lib/api/operator/), served on two surfaces:
// the loopback token API (/api/admin, the CLI and scripts) and the console API (/api/console, an
// operator's cookie session). Each surface is an encapsulated fastify plugin whose onRequest hook
// guards every route it holds, deciding on the route the router matched (its `operatorCall`),
// never on the raw URL: who is calling, the CSRF token of a console write, the password change a
// temporary password still owes, and the role the contract allows. A role refused gets 403
// `role_forbidden` before the body is even read.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  operatorCalls,
  type OperatorCallName,
  type OperatorParsed,
  type OperatorResult,
} from '@/lib/api/operator/calls';
import { roleMay, type OperatorRole } from '@/lib/api/operator/facts';
import type { AppContext } from '../context';
import { okEnvelope } from '../http/envelope';
import { forbidden, unauthorized } from '../http/errors';
import { auditScope, operatorFor, type OperatorSurfaceName } from './operator-api';
import { consoleSessionGuard, type ConsoleSession } from './console-sessions';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export type { OperatorSurfaceName };

declare module 'fastify' {
  interface FastifyRequest {
    operatorRole: OperatorRole | null;
    /** The console session (console surface only). */
    consoleSession: ConsoleSession | null;
  }
  interface FastifyInstance {
    /** "METHOD /api/console/..." of every console route (tests walk them). */
    consoleRoutes: string[];
    /** Which surface this (encapsulated) instance serves. */
    operatorSurface: OperatorSurfaceName | null;
  }
  interface FastifyContextConfig {
    /** The contract call this route serves (what the guard decides on). */
    operatorCall?: OperatorCallName;
  }
}

export interface OperatorCallContext extends AppContext {
  req: FastifyRequest;
  reply: FastifyReply;
  operator: string;
  role: OperatorRole;
  via: OperatorSurfaceName;
  /** The client's address (trust-proxy aware). */
  address: string;
  /** The console session, when the call came through the console. */
  session: ConsoleSession | null;
}

/** The operator's name and role, refusing a request the guard did not let through. */
function who(req: FastifyRequest): { operator: string; role: OperatorRole } | null {
  return req.operator && req.operatorRole ? { operator: req.operator, role: req.operatorRole } : null;
}

function contextFor(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): OperatorCallContext {
  const via = app.operatorSurface ?? 'token';
  const w = who(req);
  return {
    ...app.ctx,
    req,
    reply,
    operator: w?.operator ?? '',
    role: w?.role ?? 'viewer',
    via,
    address: req.ip,
    session: req.consoleSession,
  };
}

function onSurface(app: FastifyInstance, name: OperatorCallName): boolean {
  const surface = operatorCalls[name].surface;
  return surface === 'both' || surface === app.operatorSurface;
}

function routeSchema(name: OperatorCallName) {
  const c = operatorCalls[name];
  // A multipart body is read by the handler itself (the file, never a JSON schema).
  if (c.payload === 'none' || c.payload === 'multipart') return {};
  return c.payload === 'query' ? { querystring: c.request } : { body: c.request };
}

/**
 * Registers one contract call on the surface plugin's instance (the plugin adds the prefix; a
 * call not served on this surface is skipped). The handler's answer is typed by the contract and
 * wrapped in the envelope.
 */
export function registerOperatorCall<K extends OperatorCallName>(
  app: FastifyInstance,
  name: K,
  handler: (input: OperatorParsed<K>, ctx: OperatorCallContext) => Promise<OperatorResult<K>>,
): void {
  if (!onSurface(app, name)) return;
  const c = operatorCalls[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: c.method,
    url: c.path,
    schema: routeSchema(name),
    config: { operator: true, operatorCall: name },
    handler: async (req, reply) => {
      const ctx = contextFor(app, req, reply);
      // The guard set who; a route outside the plugin would have none, so refuse rather than act.
      if (!ctx.operator && c.roles !== 'public') throw unauthorized('Operator required');
      const input = (c.payload === 'query' ? req.query : c.payload === 'body' ? req.body : {}) as OperatorParsed<K>;
      const result = await auditScope.run({ operator: ctx.operator, via: ctx.via, address: ctx.address }, () =>
        handler(input, ctx),
      );
      return okEnvelope(result);
    },
  });
}

/** A call whose answer is a file (CSV export, backup): the handler sends it through `ctx.reply`. */
export function registerOperatorStream<K extends OperatorCallName>(
  app: FastifyInstance,
  name: K,
  handler: (input: OperatorParsed<K>, ctx: OperatorCallContext) => Promise<FastifyReply>,
): void {
  if (!onSurface(app, name)) return;
  const c = operatorCalls[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: c.method,
    url: c.path,
    schema: routeSchema(name),
    config: { operator: true, operatorCall: name },
    handler: async (req, reply) => {
      const ctx = contextFor(app, req, reply);
      if (!ctx.operator) throw unauthorized('Operator required');
      const input = (c.payload === 'none' ? {} : c.payload === 'query' ? req.query : req.body) as OperatorParsed<K>;
      return auditScope.run({ operator: ctx.operator, via: ctx.via, address: ctx.address }, () => handler(input, ctx));
    },
  });
}

/** Refuses a call the role may not make: 403 with the reason and the role in the message. */
export function checkRole(role: OperatorRole, call: OperatorCallName): void {
  if (!roleMay(role, call)) throw forbidden(`The ${role} role may not ${call}`, 'role_forbidden');
}

/** The token API's guard: loopback (unless ADMIN_ALLOW_REMOTE) and a token; a token acts as admin. */
function tokenGuard(app: FastifyInstance) {
  return async (req: FastifyRequest) => {
    const { config } = app.ctx;
    if (!config.adminAllowRemote && !LOOPBACK.has(req.ip)) {
      throw forbidden('The operator API answers only on this machine (ADMIN_ALLOW_REMOTE)');
    }
    const name = operatorFor(config.operators, req.headers.authorization);
    if (!name) throw unauthorized('Operator token required');
    req.operator = name;
    req.operatorRole = 'admin';
    const call = req.routeOptions.config.operatorCall;
    if (call) checkRole('admin', call);
    await Promise.resolve();
  };
}

/**
 * One surface's plugin: register it with `{ prefix }`. `groups` (one plugin per group of operator
 * calls, server/operator/operator-group.ts) are registered inside the plugin's own instance, so the
 * hook guards exactly them. An unknown path under the prefix matches no route and gets the
 * ordinary 404 (nothing to guard).
 */
export function operatorSurfacePlugin(surface: OperatorSurfaceName, groups: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    app.decorate('operatorSurface', surface);
    app.decorateRequest('operator', null);
    app.decorateRequest('operatorRole', null);
    app.decorateRequest('consoleSession', null);
    const list = surface === 'token' ? app.operatorRoutes : app.consoleRoutes;
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, operator: true };
      for (const m of [route.method].flat()) if (m !== 'HEAD') list.push(`${m} ${route.url}`);
    });
    app.addHook('onRequest', surface === 'token' ? tokenGuard(app) : consoleSessionGuard(app));
    for (const group of groups) await app.register(group);
  };
}
