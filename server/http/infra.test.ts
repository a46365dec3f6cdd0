import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('infrastructure', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const r = await h.call('GET', '/api/front/nope');
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(404);
    expect(r.body.result).toBeNull();
  });
  it('guards the operator API with the token', async () => {
    const r = await h.call('GET', '/api/admin/anything');
    expect(r.status).toBe(401);
    const ok = await h.operator('GET', '/anything');
    expect(ok.status).toBe(404);
  });
});
