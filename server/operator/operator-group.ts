// The operator side of call-group.ts: one encapsulated fastify plugin per group of operator calls
// (lib/api/operator/groups/: session, users, queues, catalogue, content, orders, chat, exports,
// upkeep), built from a handler table typed to exactly that group's calls, so a call of the group
// without a handler, or a handler for another group's call, does not compile
// (operator-group.typecheck.ts). Feature modules hold parts of a table
// (`{ … } satisfies Partial<OperatorHandlers<'users'>>`); server/routes.ts joins them, one group
// each. Every call still goes through registerOperatorCall/registerOperatorStream
// (server/operator/operator-call.ts): the surfaces, the guard and the audit scope are theirs. The
// group's plugin is registered inside each surface's plugin, so that surface's guard covers it.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { OperatorParsed, OperatorResult } from '@/lib/api/operator/calls';
import {
  operatorCallsOfGroup,
  operatorFacts,
  type OperatorCallName,
  type OperatorCallsOfGroup,
  type OperatorGroupName,
} from '@/lib/api/operator/facts';
import { registerOperatorCall, registerOperatorStream, type OperatorCallContext } from './operator-call';

/** A JSON call's handler: answers the contract's result (wrapped in the envelope). */
export type OperatorJsonHandler<K extends OperatorCallName> = (
  input: OperatorParsed<K>,
  ctx: OperatorCallContext,
) => Promise<OperatorResult<K>>;
/** A 'stream' call's handler (its answer schema is never): sends the file through `ctx.reply`. */
export type OperatorStreamHandler<K extends OperatorCallName> = (
  input: OperatorParsed<K>,
  ctx: OperatorCallContext,
) => Promise<FastifyReply>;
export type OperatorHandler<K extends OperatorCallName> = [OperatorResult<K>] extends [never]
  ? OperatorStreamHandler<K>
  : OperatorJsonHandler<K>;

/** Every call of group G, each with its handler. */
export type OperatorHandlers<G extends OperatorGroupName> = { [N in OperatorCallsOfGroup<G>]: OperatorHandler<N> };

export interface OperatorGroupOptions<G extends OperatorGroupName> {
  /** Registers what only this group needs (content parsers, hooks) in its context. */
  setup?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Calls served from a child context of their own, with what only they need (the product photo
   * upload's multipart parser: every other operator route still refuses a multipart body).
   */
  scoped?: { calls: readonly OperatorCallsOfGroup<G>[]; setup: (app: FastifyInstance) => void | Promise<void> }[];
}

type AnyHandler = (input: unknown, ctx: OperatorCallContext) => Promise<unknown>;

function register(app: FastifyInstance, name: OperatorCallName, handler: AnyHandler): void {
  if (operatorFacts[name].answer === 'stream') {
    registerOperatorStream(app, name, handler as (input: unknown, ctx: OperatorCallContext) => Promise<FastifyReply>);
  } else {
    registerOperatorCall(app, name, handler as (input: unknown, ctx: OperatorCallContext) => Promise<never>);
  }
}

export function defineOperatorGroup<G extends OperatorGroupName>(
  group: G,
  handlers: OperatorHandlers<G> | ((app: FastifyInstance) => OperatorHandlers<G>),
  options: OperatorGroupOptions<G> = {},
): FastifyPluginAsync {
  // Not wrapped in fastify-plugin: each group is its own encapsulated context.
  return async (app) => {
    await options.setup?.(app);
    const table: Record<string, unknown> = typeof handlers === 'function' ? handlers(app) : handlers;
    const names: OperatorCallName[] = operatorCallsOfGroup(group);
    // The types already forbid both; spreads of untyped parts could still slip one past them.
    const stray = Object.keys(table).filter((name) => !(names as string[]).includes(name));
    if (stray.length > 0)
      throw new Error(`the ${group} operator group has handlers for calls of other groups: ${stray.join(', ')}`);
    const handlerOf = (name: OperatorCallName): AnyHandler => {
      const handler = table[name];
      if (typeof handler !== 'function') throw new Error(`the ${group} operator call ${name} has no handler`);
      return handler as AnyHandler;
    };
    const scoped = new Set<string>((options.scoped ?? []).flatMap((s) => s.calls));
    for (const name of names) if (!scoped.has(name)) register(app, name, handlerOf(name));
    for (const scope of options.scoped ?? []) {
      const own = scope.calls.map((name) => [name, handlerOf(name)] as const);
      await app.register(async (child) => {
        await scope.setup(child);
        for (const [name, handler] of own) register(child, name, handler);
      });
    }
  };
}
