import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { DEMO_BUYER, runSeed } from '.';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: true });
});
afterAll(() => h.close());

describe('first-start seed', () => {
  it('creates the demo buyer, who can log in with the printed password', async () => {
    const r = await h.api('login', { phone: DEMO_BUYER.phone, password: DEMO_BUYER.password });
    expect(r.status).toBe(200);
  });

  it('runs only once', async () => {
    expect(await runSeed(h.app.ctx.db, h.config, new Date())).toEqual([]);
    const notices = await h.api('GetNotice', {});
    expect(notices.body.result).toHaveLength(2);
  });
});
