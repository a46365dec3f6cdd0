// Issue 42 #7: the audit log's Operator filter matched only the whole name, in its exact case
// ("anna" found nothing of Anna.Li). It matches any part of the name in any case, a % or _ typed
// is a character (not a wildcard), and the log sorts by time either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { operatorActions } from '../../db/schema';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../../test/console';
import { createHarness, type Harness } from '../../test/harness';

type Audit = OperatorAnswer<'auditList'>;
let h: Harness;
let viewer: ConsoleSession;

beforeAll(async () => {
  h = await createHarness();
  await h.app.ctx.db.insert(operatorActions).values(
    ['Anna.Li', 'joANNe', 'bob', 'an_x', 'anyx'].map((operator, i) => ({
      operator,
      action: 'notice edit',
      target: `notice:${i + 1}`,
      details: {},
    })),
  );
  viewer = await consoleSession(h, 'viewer');
}, 300_000);
afterAll(() => h.close());

async function audit(query: string): Promise<Audit> {
  const r = await consoleInject(h, viewer, 'GET', `/audit?kind=notice&${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return envelopeOf<Audit>(r).result;
}
const names = (a: Audit) => a.items.map((e) => e.operator);

describe('auditList operator filter', () => {
  it('matches any part of the name, in any case', async () => {
    expect(names(await audit('operator=ANN'))).toEqual(['joANNe', 'Anna.Li']);
    expect(names(await audit('operator=li'))).toEqual(['Anna.Li']);
    expect((await audit('operator=ann')).total).toBe(2);
  });

  it('takes % and _ as characters, not wildcards', async () => {
    expect(names(await audit('operator=an_'))).toEqual(['an_x']);
    expect(names(await audit('operator=%25'))).toEqual([]);
  });

  it('sorts by time, newest first unless asked oldest first', async () => {
    expect(names(await audit('operator=an'))).toEqual(['anyx', 'an_x', 'joANNe', 'Anna.Li']);
    expect(names(await audit('operator=an&sort=at&dir=asc'))).toEqual(['Anna.Li', 'joANNe', 'an_x', 'anyx']);
    const refused = await consoleInject(h, viewer, 'GET', '/audit?dir=up');
    expect(refused.statusCode).toBe(400);
    expect(envelopeOf(refused).reason).toBeTruthy();
  });
});
