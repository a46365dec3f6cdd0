// The read checks (client/read-check.ts) against zod: the committed tables are what the compiler
// makes of today's schemas, every call's sample answer passes, and on generated answers (valid ones,
// and ones broken one field at a time) each compiled check gives zod's verdict and zod's output.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { callGroupSchemas, type CallGroupName } from './call-schemas';
import { anyEnvelope } from './envelope';
import { samples } from './samples';
import { checker, type CheckNode, type CheckTable } from './client/read-check';
import { compileEnvelope, compileGroup, compileSchema, readCheckFiles, UnsupportedSchema } from './read-checks-compile';
import { CONTROL_CHARACTERS } from './schemas/common';
import { z as zm } from 'zod/mini';

const groups = Object.keys(callGroupSchemas) as CallGroupName[];
const committed = (name: string) => readFileSync(new URL(`./client/read-checks/${name}.json`, import.meta.url), 'utf8');

/**
 * Answers near a node's schema: each value valid most of the time (so that large answers are often
 * valid as a whole), else at a bound, broken, or of the wrong type.
 */
function near(table: CheckTable, index: number, depth = 0): fc.Arbitrary<unknown> {
  const node: CheckNode = table.nodes[index]!;
  const wrong = fc.constantFrom<unknown>(null, undefined, 0, -1, 1.5, '', ' ', 'x', true, [], {});
  const mostly = (valid: fc.Arbitrary<unknown>, edge?: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 40, arbitrary: valid },
      { weight: 1, arbitrary: edge ?? wrong },
      { weight: 1, arbitrary: wrong },
    );
  switch (node.t) {
    case 's': {
      const re = node.c.find((c) => c[0] === 're');
      const max = node.c.find((c) => c[0] === 'max')?.[1];
      const min = node.c.find((c) => c[0] === 'min')?.[1];
      const plain = fc
        .string({ minLength: Math.max(0, (min ?? 1) - 1), maxLength: Math.min(max ?? 12, 12) - 1 })
        .map((t) => `a${t}`.slice(0, max ?? Infinity));
      const valid = re ? fc.stringMatching(new RegExp(re[1], re[2])) : plain;
      // Lengths at the bounds (a description may hold 50 000 characters: built, not drawn one by one).
      const bounds = [min, max]
        .filter((n) => n !== undefined)
        .map((n) => fc.tuple(fc.constantFrom(n - 1, n, n + 1), fc.constantFrom('a', ' ', '中')));
      const edge = fc.oneof(
        fc.string({ maxLength: 6 }),
        fc.constantFrom(' a ', '\ta b\n', 'a\u0000b', 'x\u007f', 'line\nbreak', '  ', 'é中文'),
        ...bounds.map((b) => b.map(([k, c]) => c.repeat(Math.max(0, k)))),
      );
      return mostly(valid, edge);
    }
    case 'n': {
      const lower = node.c.find((c) => c[0] === 'gt');
      const low = lower ? lower[1] + (lower[2] ? 0 : 1) : -100;
      const bounds = node.c.flatMap((c) => (c[0] === 'int' ? [] : [c[1] - 1, c[1], c[1] + 1]));
      return mostly(
        fc.integer({ min: low, max: low + 1000 }),
        fc.oneof(
          fc.constantFrom(...bounds, 0, -0, 0.5, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        ),
      );
    }
    case 'b':
      return mostly(fc.boolean());
    case 'x':
      return fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined));
    case 'e':
      return mostly(fc.constantFrom(...node.v), fc.constant('other'));
    case '?':
      return fc.oneof(fc.constant(undefined), near(table, node.i, depth));
    case 'N':
      return fc.oneof(fc.constant(null), near(table, node.i, depth));
    case 'a':
      return mostly(fc.array(near(table, node.e, depth + 1), { maxLength: depth > 1 ? 1 : 3 }));
    case 'u':
      return fc.oneof(...node.o.map((o) => near(table, o, depth)));
    case 'r':
      return mostly(fc.dictionary(fc.string({ maxLength: 4 }), near(table, node.v, depth + 1), { maxKeys: 3 }));
    case 'o': {
      const keys = Object.keys(node.f);
      const fields = Object.fromEntries(keys.map((k) => [k, near(table, node.f[k]!, depth + 1)]));
      const extra = fc.dictionary(fc.constantFrom('extra', 'other', 'id2'), fc.jsonValue({ maxDepth: 0 }), {
        maxKeys: 1,
      });
      const whole = fc.tuple(fc.record(fields), extra).map(([r, e]) => ({ ...e, ...r }));
      // A key missing altogether (not the same as present with `undefined` for zod).
      const missing =
        keys.length === 0
          ? whole
          : fc.tuple(whole, fc.constantFrom(...keys)).map(([r, k]) => {
              const { [k]: _gone, ...rest } = r as Record<string, unknown>;
              return rest;
            });
      return mostly(whole, missing);
    }
  }
}

function sameAsZod(table: CheckTable, root: string, schema: z.ZodMiniType, runs: number) {
  const check = checker(table, root);
  fc.assert(
    fc.property(near(table, table.roots[root]!), (value) => {
      const ours = check.safeParse(value);
      const zods = schema.safeParse(value);
      expect(ours.success, JSON.stringify(value)).toBe(zods.success);
      if (ours.success && zods.success) expect(ours.data).toStrictEqual(zods.data);
    }),
    { numRuns: runs },
  );
}

describe('read checks', () => {
  it('are committed as the compiler makes them (`npm run openapi` writes them)', () => {
    for (const [name, text] of Object.entries(readCheckFiles())) expect(committed(name), name).toBe(text);
  });

  it('pass every call’s sample answer, as zod does, with the same output', () => {
    for (const group of groups) {
      const table = compileGroup(group);
      for (const [name, s] of Object.entries(callGroupSchemas[group]) as [string, { response: z.ZodMiniType }][]) {
        const result = (samples as Record<string, { result: unknown }>)[name]!.result;
        const ours = checker(table, name).safeParse(result);
        expect(ours, name).toEqual(s.response.safeParse(result));
      }
    }
  });

  it.each(groups)('give zod’s verdict and output on generated answers: %s', (group) => {
    const table = compileGroup(group);
    for (const [name, s] of Object.entries(callGroupSchemas[group]) as [string, { response: z.ZodMiniType }][])
      sameAsZod(table, name, s.response, 300);
  });

  it('give zod’s verdict and output on generated envelopes', () => {
    sameAsZod(compileEnvelope(), 'envelope', anyEnvelope, 500);
  });

  it('say where an answer broke its schema', () => {
    const check = checker(compileGroup('catalog'), 'getProduct');
    const result = check.safeParse({
      ...samples.getProduct.result,
      images: [{ url: 'javascript:x', thumb: '/t.jpg' }],
    });
    expect(result).toMatchObject({ success: false, error: { issues: [{ path: ['images', 0, 'url'] }] } });
  });

  it('never give an answer a prototype', () => {
    const check = checker(compileEnvelope(), 'envelope');
    const result = check.safeParse(JSON.parse('{"code":400,"errors":{"__proto__":{"polluted":"yes"},"a":"b"}}'));
    expect(result.success).toBe(true);
    const errors = (result as { data: { errors: object } }).data.errors;
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(errors).toEqual({ a: 'b' });
  });

  it('refuse the control characters the contract refuses', () => {
    for (let c = 0; c < 0x80; c++) {
      const s = `a${String.fromCharCode(c)}`;
      const text = checker({ nodes: [{ t: 's', c: [['nc']] }], roots: { r: 0 } }, 'r').safeParse(s);
      expect(text.success, `U+${c.toString(16)}`).toBe(!CONTROL_CHARACTERS.test(s));
    }
  });

  it('refuse to compile what they do not know, instead of accepting anything', () => {
    const b = zm.object({
      at: zm.pipe(
        zm.string(),
        zm.transform((s) => s.length),
      ),
    });
    expect(() => compileSchema(b)).toThrow(UnsupportedSchema);
    expect(() => compileSchema(zm.object({ n: zm.number().check(zm.multipleOf(5)) }))).toThrow(/multiple_of/);
    expect(() => compileSchema(zm.object({ s: zm.string().check(zm.refine((v) => v !== 'x')) }))).toThrow(/custom/);
  });
});
