// The group plugins' runtime guard, behind the types (call-group.typecheck.ts): a table joined
// from untyped parts still cannot leave a call without its handler or smuggle in another group's.
import fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { callGroupSchemas } from '@/lib/api/call-schemas';
import { callNames } from '@/lib/api/registry';
import { callsOfGroup, defineCallGroup, type CallHandlers } from './call-group';

const stub = async () => Promise.resolve({});

async function load(table: Record<string, unknown>): Promise<void> {
  const app = fastify();
  try {
    await app.register(defineCallGroup('upload', table as unknown as CallHandlers<'upload'>));
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('defineCallGroup', () => {
  it('places every call of the contract in exactly one group', () => {
    const grouped = Object.keys(callGroupSchemas).flatMap((g) => callsOfGroup(g as keyof typeof callGroupSchemas));
    expect([...grouped].sort()).toEqual([...callNames].sort());
  });

  it('refuses a group with a call left without a handler', async () => {
    await expect(load({ uploadImages: stub })).rejects.toThrow('the upload call storageAuth has no handler');
  });

  it("refuses a handler for another group's call", async () => {
    await expect(load({ uploadImages: stub, storageAuth: stub, chatSend: stub })).rejects.toThrow(
      'the upload group has handlers for calls of other groups: chatSend',
    );
  });
});
