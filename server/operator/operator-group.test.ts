// The operator groups behind their types (operator-group.typecheck.ts): every call of the contract
// is in exactly one group and is served on the surfaces its facts name, and a table joined from
// untyped parts still cannot leave a call without its handler or smuggle in another group's.
import fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PREFIX,
  OPERATOR_CALL_NAMES,
  OPERATOR_GROUP_NAMES,
  TOKEN_PREFIX,
  operatorCallsOfGroup,
  operatorFacts,
} from '@/lib/api/operator/facts';
import { operatorCalls, operatorGroupSchemas } from '@/lib/api/operator/calls';
import type { AppContext } from '../context';
import { operatorGroupPlugins, operatorRouteModules } from '../routes';
import { operatorSurfacePlugin } from './operator-call';
import { defineOperatorGroup, type OperatorHandlers } from './operator-group';

const stub = async () => Promise.resolve({});

/** The two surfaces with the given groups, routes registered, no request made (no database). */
async function surfaces(groups: Parameters<typeof operatorSurfacePlugin>[1]): Promise<FastifyInstance> {
  const app = fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', {} as AppContext);
  app.decorate('operatorRoutes', [] as string[]);
  app.decorate('consoleRoutes', [] as string[]);
  await app.register(operatorSurfacePlugin('token', groups), { prefix: TOKEN_PREFIX });
  await app.register(operatorSurfacePlugin('console', groups), { prefix: CONSOLE_PREFIX });
  await app.ready();
  return app;
}

async function load(table: Record<string, unknown>): Promise<void> {
  const app = await surfaces([defineOperatorGroup('users', table as unknown as OperatorHandlers<'users'>)]);
  await app.close();
}

describe('operator groups', () => {
  it('place every operator call of the contract in exactly one group, facts and schemas alike', () => {
    const grouped = OPERATOR_GROUP_NAMES.flatMap((g) => operatorCallsOfGroup(g));
    expect([...grouped].sort()).toEqual([...OPERATOR_CALL_NAMES].sort());
    for (const g of OPERATOR_GROUP_NAMES) {
      expect(Object.keys(operatorGroupSchemas[g]).sort(), g).toEqual([...operatorCallsOfGroup(g)].sort());
    }
    expect(Object.keys(operatorGroupPlugins).sort()).toEqual([...OPERATOR_GROUP_NAMES].sort());
  });

  it('serve every operator call on exactly the surfaces its facts say, and nothing else', async () => {
    const app = await surfaces(operatorRouteModules);
    try {
      const want = (surface: 'token' | 'console', prefix: string) =>
        OPERATOR_CALL_NAMES.filter((n) => [surface, 'both'].includes(operatorFacts[n].surface))
          .map((n) => `${operatorFacts[n].method} ${prefix}${operatorFacts[n].path}`)
          .sort();
      expect([...app.operatorRoutes].sort()).toEqual(want('token', TOKEN_PREFIX));
      expect([...app.consoleRoutes].sort()).toEqual(want('console', CONSOLE_PREFIX));
      // Each call's route answers where its facts say, and only there.
      for (const name of OPERATOR_CALL_NAMES) {
        const c = operatorCalls[name];
        for (const prefix of [TOKEN_PREFIX, CONSOLE_PREFIX]) {
          const served = c.surface === 'both' || (c.surface === 'token') === (prefix === TOKEN_PREFIX);
          expect(app.hasRoute({ method: c.method, url: `${prefix}${c.path}` }), `${name} ${prefix}`).toBe(served);
        }
      }
    } finally {
      await app.close();
    }
  });

  it('refuse a group with a call left without a handler', async () => {
    await expect(load({ userFind: stub, userList: stub, userDetail: stub })).rejects.toThrow(
      'the users operator call userFreeze has no handler',
    );
  });

  it("refuse a handler for another group's call", async () => {
    await expect(
      load({ userFind: stub, userList: stub, userDetail: stub, userFreeze: stub, chatGroups: stub }),
    ).rejects.toThrow('the users operator group has handlers for calls of other groups: chatGroups');
  });
});
