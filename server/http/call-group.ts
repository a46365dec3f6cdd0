// One encapsulated fastify plugin per group of contract calls (the modules of
// lib/api/call-schemas/: auth, catalog, orders, wallet, account, content, upload, chat, notify),
// built from a handler table typed to exactly that group's calls: a call of the group without a
// handler, or a handler for a call of another group, does not compile (call-group.typecheck.ts).
// Route modules hold parts of a table (`{ … } satisfies Partial<CallHandlers<'wallet'>>`); the
// group's plugin joins them. What only the group needs (multipart, a plain route, a hook) goes in
// `setup`, inside the same encapsulated context, so it applies to exactly those routes.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { callGroupSchemas, type CallGroupName, type CallsOfGroup } from '@/lib/api/call-schemas';
import { calls, type CallDef, type Calls } from '@/lib/api/registry';
import { registerCall, type CallHandler } from './register-call';

/** Every call of group G, each with its handler. */
export type CallHandlers<G extends CallGroupName> = { [N in CallsOfGroup<G>]: CallHandler<Calls[N]> };

export interface CallGroupOptions {
  /** Registers what only this group needs (content parsers, plain routes, hooks) in its context. */
  setup?: (app: FastifyInstance) => void | Promise<void>;
}

/** The names of a group's calls, read from its schema module (the one source of membership). */
export const callsOfGroup = <G extends CallGroupName>(group: G): CallsOfGroup<G>[] =>
  Object.keys(callGroupSchemas[group]) as CallsOfGroup<G>[];

export function defineCallGroup<G extends CallGroupName>(
  group: G,
  handlers: CallHandlers<G> | ((app: FastifyInstance) => CallHandlers<G>),
  options: CallGroupOptions = {},
): FastifyPluginAsync {
  // Not wrapped in fastify-plugin: each group is its own encapsulated context.
  return async (app) => {
    await options.setup?.(app);
    const table: Record<string, unknown> = typeof handlers === 'function' ? handlers(app) : handlers;
    const names: string[] = callsOfGroup(group);
    // The types already forbid both; spreads of untyped parts could still slip one past them.
    const stray = Object.keys(table).filter((name) => !names.includes(name));
    if (stray.length > 0)
      throw new Error(`the ${group} group has handlers for calls of other groups: ${stray.join(', ')}`);
    for (const name of names) {
      const handler = table[name];
      if (typeof handler !== 'function') throw new Error(`the ${group} call ${name} has no handler`);
      registerCall(app, (calls as Record<string, CallDef>)[name] as CallDef, handler as CallHandler<CallDef>);
    }
  };
}
