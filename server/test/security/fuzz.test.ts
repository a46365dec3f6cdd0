// The attack suite: fast-check walks every call of the contract registry and both upload
// endpoints with malformed bodies, queries and ids, control characters, huge and deeply nested
// values, unicode, negative and enormous amounts. Every answer is a well-formed refusal or a
// success (never a 5xx, never a stack trace), and the ledger audit holds afterwards.
// CI runs a bounded pass; `npm run fuzz` sets FUZZ_RUNS for a longer one.
import fc from 'fast-check';
import type { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callNames, calls, type CallName } from '@/lib/api/registry';
import { STORAGE_UPLOAD_PATH } from '@/lib/api/schemas/upload';
import { auditLedger } from '../../wallet/ledger';
import { fund } from '../market';
import { createHarness, type Harness, type TestUser } from '../harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const UPLOAD_RUNS = Math.max(30, Math.round(RUNS / 3));

let h: Harness;
let u: TestUser;
/** A second session of the same user for `logout`, so the walk keeps its own session alive. */
let spare: string;
beforeAll(async () => {
  h = await createHarness();
  u = await h.registerUser();
  const second = await h.call<{ accessToken: string }>('POST', calls.login.path, {
    body: { phone: u.phone, password: u.password },
  });
  spare = second.body.result.accessToken;
  await fund(h, u.accessToken, 50_000);
});
afterAll(() => h.close());

/** The field names of a call's request (an object schema, possibly refined). */
function fieldsOf(schema: z.ZodMiniType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[31mred',
    '\u007f',
    '\uD800',
    '\uFEFF13800000000',
    '💥'.repeat(60),
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '/uploads/../operator-token',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '%00',
    '${7*7}',
    '__proto__',
    'x'.repeat(20_000),
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -100,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
  ),
);
const deepNest = fc.integer({ min: 5, max: 40 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  deepNest,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 5 }),
);

/** A body for the call: its own field names with hostile values, other JSON, or broken text. */
function bodyFor(name: CallName): fc.Arbitrary<string> {
  const fields = fieldsOf(calls[name].request);
  const record =
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: fields.length })
      : fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 });
  return fc.oneof(
    { weight: 5, arbitrary: record.map((r) => JSON.stringify(r)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', 'null', '[]', '"x"', '{"__proto__":{"x":1}}', '\u0000', '') },
  );
}

/** A query for the call: its own field names with hostile strings. */
function queryFor(name: CallName): fc.Arbitrary<Record<string, string>> {
  const fields = fieldsOf(calls[name].request);
  const key = fields.length > 0 ? fc.constantFrom(...fields) : fc.string({ maxLength: 8 });
  return fc.dictionary(
    key,
    fc.oneof(
      hostileString,
      hostileNumber.map(String),
      fc.constantFrom('1e99', '0x10', 'NaN', 'Infinity', '-1', '1.5', '99999999999999999999'),
    ),
    { maxKeys: Math.max(1, fields.length) },
  );
}

function expectWellFormed(status: number, raw: string, label: string) {
  expect(status, `${label} → ${status}: ${raw.slice(0, 300)}`).toBeLessThan(500);
  expect(raw, label).not.toMatch(/\bat .+\.(ts|js):\d+|"stack"|Failed query/);
  const body = JSON.parse(raw) as { code?: unknown };
  expect(body.code, label).toBe(status);
}

describe('fuzz: every call of the contract', () => {
  it(`answers ${RUNS} generated requests with a well-formed envelope, never a 5xx`, async () => {
    const request = fc.constantFrom(...callNames).chain((name) =>
      fc.record({
        name: fc.constant(name),
        loggedIn: fc.boolean(),
        body: bodyFor(name),
        query: queryFor(name),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ name, loggedIn, body, query }) => {
        const c = calls[name];
        const token = name === 'logout' ? spare : u.accessToken;
        const headers: Record<string, string> = loggedIn ? { authorization: `Bearer ${token}` } : {};
        const r = await h.app.inject({
          method: c.method,
          url: c.path,
          remoteAddress: '10.20.30.40',
          ...(c.method === 'GET'
            ? { query }
            : { payload: body, headers: { ...headers, 'content-type': 'application/json' } }),
          ...(c.method === 'GET' ? { headers } : {}),
        });
        expectWellFormed(r.statusCode, r.body, `${name} ${c.method === 'GET' ? JSON.stringify(query) : body}`);
      }),
      { numRuns: RUNS },
    );
    const audit = await auditLedger(h.app.ctx.db);
    expect(audit).toMatchObject({ mismatched: [], negative: [], unbalanced: [], moneyTotal: 0 });
  });
});

describe('fuzz: both upload endpoints', () => {
  const part = fc.record({
    name: fc.oneof(fc.constantFrom('file', 'key', 'token'), fc.string({ maxLength: 10 })),
    filename: fc.option(
      hostileString.map((s) => s.replace(/["\r\n]/g, '')),
      { nil: undefined },
    ),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
      fc.constantFrom(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('GIF89a'),
        Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
        Buffer.from('\u0000'),
      ),
    ),
  });
  const multipart = fc.record({
    boundary: fc.oneof(fc.constant('b0undary'), fc.string({ minLength: 0, maxLength: 80 })),
    declared: fc.oneof(fc.constant('same'), fc.constant('none'), fc.string({ maxLength: 20 })),
    parts: fc.array(part, { maxLength: 4 }),
    cut: fc.option(fc.nat({ max: 2000 }), { nil: undefined }),
  });
  it(`answers ${UPLOAD_RUNS} generated multipart bodies on each endpoint with a 4xx or a 200`, async () => {
    await fc.assert(
      fc.asyncProperty(multipart, fc.boolean(), async (m, loggedIn) => {
        const chunks: Buffer[] = [];
        for (const p of m.parts) {
          const disposition = `form-data; name="${p.name.replace(/["\r\n]/g, '')}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
          chunks.push(
            Buffer.from(`--${m.boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
            p.data,
            Buffer.from('\r\n'),
          );
        }
        chunks.push(Buffer.from(`--${m.boundary}--\r\n`));
        let payload = Buffer.concat(chunks);
        if (m.cut !== undefined) payload = payload.subarray(0, m.cut);
        const type =
          m.declared === 'same'
            ? `multipart/form-data; boundary=${m.boundary}`
            : m.declared === 'none'
              ? 'multipart/form-data'
              : `multipart/form-data; boundary=${m.declared}`;
        for (const url of [calls.uploadImages.path, STORAGE_UPLOAD_PATH]) {
          const r = await h.app.inject({
            method: 'POST',
            url,
            payload,
            headers: {
              'content-type': type.replace(/[\r\n]/g, ''),
              ...(loggedIn ? { authorization: `Bearer ${u.accessToken}` } : {}),
            },
          });
          expectWellFormed(r.statusCode, r.body, `${url} ${type}`);
        }
      }),
      { numRuns: UPLOAD_RUNS },
    );
  });
});
