// Every API route is registered from its contract entry: method, path, payload schema, auth and
// idempotency come from the registry, the result is checked against the response schema and wrapped.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compile, type z } from 'zod/mini';
import type { CallDef } from '@/lib/api/registry';
import type { AppContext } from '../context';
import { allowPreflight } from './cors';
import type { Tx } from '../db/client';
import { idempotencyKey, idempotent, keyUsed, requestHash } from './idempotency';
import { okEnvelope } from './envelope';
import { checkedOutput, ContractBreach, isCheckedAnswerOf, responseCheck, successJson } from './checked-answer';
import type { SerializedAnswer } from '../ports/serialized-answer';
import { CALL_BODY_LIMIT } from './json-limits';
import { ApiError, unauthorized } from './errors';

/** Calls without a payload ('none', 'multipart') get `{}`; multipart handlers read the file themselves. */
type Input<C extends CallDef> = z.output<C['request']>;

export interface CallContext extends AppContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in user; throws 401 when nobody is (auth calls never see that). */
  userId: () => number;
  /** The logged-in user or null, for calls that work either way. */
  maybeUserId: number | null;
  /**
   * Idempotent calls (registry `idempotent: true`) must run their effect through this: once per
   * (user, Idempotency-Key) in one money transaction; a replay answers the first answer, the same
   * key with another request is refused. `identity` is what makes two requests the same (default
   * the whole input; leave secrets such as the pay password out). Other calls must not use it.
   */
  once: <T>(effect: (tx: Tx) => Promise<T>, identity?: unknown) => Promise<T>;
  /** Idempotent calls: whether this key was already used, so the answer will be a replay. */
  isReplay: () => Promise<boolean>;
  /**
   * For an idempotent effect that keeps the key itself in the same statement (the one-statement
   * buy): the key and the request's hash to store with it. Counts as `once` for the check below.
   */
  keyed: (identity?: unknown) => { key: string | null; hash: string | null };
}

/** A handler answers its call's result, or that result already checked and serialized (checked-answer.ts). */
export type CallHandler<C extends CallDef> = (
  input: Input<C>,
  ctx: CallContext,
) => Promise<z.input<C['response']> | SerializedAnswer>;

export function registerCall<C extends CallDef>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  const url = call.path;
  // The contract is written with zod/mini, whose objects parse without a JIT (the browser's CSP
  // refuses `new Function`). Here every request and answer is parsed, so each call's schemas are
  // compiled once: zod's generated fast path, which hands any failure (and anything it cannot
  // model) to the runtime parser, so what passes and every issue are the same as without it.
  const request = compile(call.request);
  responseCheck(call); // compiled at registration, not on the first answer
  const schema = call.payload === 'query' ? { querystring: request } : call.payload === 'body' ? { body: request } : {};
  allowPreflight(app, url);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url,
    schema,
    config: { auth: call.auth, cors: true },
    // Sized to the call: a few KiB for JSON calls (multipart has its own limits).
    ...(call.payload === 'multipart' ? {} : { bodyLimit: CALL_BODY_LIMIT }),
    handler: async (req, reply) => {
      const input = (call.payload === 'query' ? req.query : call.payload === 'body' ? req.body : {}) as Input<C>;
      const userId = () => {
        if (req.userId === null) throw unauthorized();
        return req.userId;
      };
      if (call.auth) userId();
      // A malformed key is refused before the handler does anything.
      const key = call.idempotent ? idempotencyKey({ req }) : null;
      let ranOnce = false;
      const ctx: CallContext = {
        ...app.ctx,
        req,
        reply,
        maybeUserId: req.userId,
        userId,
        once: (effect, identity = input) => {
          if (!call.idempotent) throw new Error(`${call.name} is not idempotent in the registry`);
          ranOnce = true;
          const run = { db: app.ctx.db, userId: userId(), key, call: call.name, input: identity, now: app.ctx.now() };
          return idempotent(run, effect);
        },
        isReplay: () => keyUsed(app.ctx.db, userId(), key),
        keyed: (identity = input) => {
          if (!call.idempotent) throw new Error(`${call.name} is not idempotent in the registry`);
          ranOnce = true;
          return { key, hash: key === null ? null : requestHash(call.name, identity) };
        },
      };
      try {
        const raw = await handler(input, ctx);
        if (call.idempotent && !ranOnce) {
          // The registry promises idempotency: a handler that skipped ctx.once is a bug.
          req.log.error({ url }, 'idempotent call answered without ctx.once');
          throw new ApiError(500, 'Internal server error', { reason: 'internal' });
        }
        // Checked when it was made, for this call: sent as it is.
        if (isCheckedAnswerOf(raw, call)) return reply.type('application/json; charset=utf-8').send(successJson(raw));
        return okEnvelope(checkedOutput(call, raw));
      } catch (e) {
        if (!(e instanceof ContractBreach)) throw e;
        // A handler broke the contract (now, or when it made a cached answer): a bug, never the
        // client's fault. Fail closed in every environment: an error envelope, never the unchecked
        // object (it may hold what the schema leaves out, e.g. an unmasked number).
        req.log.error({ issues: e.issues, url }, 'response does not match the contract');
        throw new ApiError(500, 'Internal server error', { reason: 'internal' });
      }
    },
  });
}
