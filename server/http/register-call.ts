// Every API route is registered from its contract entry: method, path, payload schema and auth
// come from the registry, the result is checked against the response schema and wrapped.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CallDef } from '@/lib/api/registry';
import type { AppContext } from '../context';
import { okEnvelope } from './envelope';
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
}

export type CallHandler<C extends CallDef> = (input: Input<C>, ctx: CallContext) => Promise<z.input<C['response']>>;

export function registerCall<C extends CallDef>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  const url = call.path;
  const schema =
    call.payload === 'query' ? { querystring: call.request } : call.payload === 'body' ? { body: call.request } : {};
  const strictResponses = app.ctx.config.env !== 'production';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url,
    schema,
    config: { auth: call.auth },
    handler: async (req, reply) => {
      const input = (call.payload === 'query' ? req.query : call.payload === 'body' ? req.body : {}) as Input<C>;
      const ctx: CallContext = {
        ...app.ctx,
        req,
        reply,
        maybeUserId: req.userId,
        userId: () => {
          if (req.userId === null) throw unauthorized();
          return req.userId;
        },
      };
      if (call.auth) ctx.userId();
      const raw = await handler(input, ctx);
      const checked = call.response.safeParse(raw);
      if (!checked.success) {
        // A handler broke the contract: a bug, never the client's fault.
        req.log.error({ issues: checked.error.issues, url }, 'response does not match the contract');
        if (strictResponses) throw new ApiError(500, 'Internal server error');
        return okEnvelope(raw);
      }
      return okEnvelope(checked.data);
    },
  });
}
