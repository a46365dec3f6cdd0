// Every call answers malformed input with 400 naming the field, no login with 401, an
// unknown id with 404 — and never a 500 or a stack trace, whatever the body.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callNames, calls, type CallName } from '@/lib/api/registry';
import { createHarness, type Harness, type Result, type TestUser } from '../test/harness';

// Every call of the contract, read from the registry: a new call is covered without a list to edit.
const ALL: CallName[] = [...callNames];
const ALLOWED = new Set([200, 400, 401, 404, 409, 422, 429]);

let h: Harness;
let u: TestUser;
beforeAll(async () => {
  h = await createHarness();
  u = await h.registerUser();
});
afterAll(() => h.close());

function expectClean(r: Result<unknown>, label: string) {
  expect(ALLOWED.has(r.status), `${label} answered ${r.status}: ${r.raw.body}`).toBe(true);
  expect(r.body.code, label).toBe(r.status);
  expect(r.raw.body, label).not.toMatch(/\bat .+\.(ts|js):\d+|"stack"/);
}

describe('bad input on every call', () => {
  it('calls that need login answer 401 without a token', async () => {
    for (const name of ALL.filter((n) => calls[n].auth)) {
      const c = calls[name];
      const r = await h.call(c.method, c.path, c.method === 'POST' ? { body: {} } : {});
      expect(r.status, name).toBe(401);
      expect(r.body.code, name).toBe(401);
    }
  });

  it('body calls answer 400 with errors for an empty object, an array and broken JSON', async () => {
    for (const name of ALL.filter((n) => calls[n].payload === 'body')) {
      const c = calls[name];
      // An empty object is valid input for calls whose fields are all optional (logout, a page).
      const bodies = c.request.safeParse({}).success ? [[], 'text'] : [{}, [], 'text'];
      for (const body of bodies) {
        const r = await h.call(c.method, c.path, { token: u.accessToken, body });
        expect(r.status, `${name} ${JSON.stringify(body)}`).toBe(400);
        expect(r.body.errors, name).toBeTruthy();
        expectClean(r, name);
      }
      const broken = await h.call(c.method, c.path, {
        token: u.accessToken,
        body: '{"phone": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status, name).toBe(400);
      expectClean(broken, name);
    }
  });

  it('query calls answer 400 naming the field for malformed values', async () => {
    const cases: [CallName, Record<string, string>, string][] = [
      ['getMobileCodeLogin', { phone: '12ab' }, 'phone'],
      ['getMobileCodeRegist', {}, 'phone'],
      ['GetArtical', { id: '-1' }, 'id'],
      ['getCompany', { id: '1.5' }, 'id'],
      ['GetAddressList', { id: 'zero' }, 'id'],
      ['storageAuth', { filename: '' }, 'filename'],
    ];
    for (const [name, query, field] of cases) {
      const c = calls[name];
      const r = await h.call(c.method, c.path, { token: u.accessToken, query });
      expect(r.status, name).toBe(400);
      expect(r.body.errors, name).toHaveProperty(field);
      expect(r.body.message, name).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('unknown ids answer 404', async () => {
    for (const [name, input] of [
      ['GetArtical', { id: 424242 }],
      ['getCompany', { id: 424242 }],
      ['GetAddressList', { id: 424242 }],
    ] as const) {
      const r = await h.call('GET', calls[name].path, { token: u.accessToken, query: input });
      expect(r.status, name).toBe(404);
    }
    const upd = await h.call('POST', calls.updateAddress.path, {
      token: u.accessToken,
      body: { id: 424242, name: 'A', phone: '13800000000', region: 'R', detail: 'D' },
    });
    expect(upd.status).toBe(404);
  });

  it('random JSON bodies never produce a 500 or a stack trace', async () => {
    // Not the calls that start or end the session the other calls use.
    const bodyCalls = ALL.filter((n) => calls[n].payload === 'body' && !['register', 'login', 'logout'].includes(n));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyCalls), fc.jsonValue({ maxDepth: 3 }), async (name, body) => {
        const c = calls[name];
        const r = await h.call(c.method, c.path, {
          token: u.accessToken,
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expectClean(r, name);
      }),
      { numRuns: 150 },
    );
  });
});
