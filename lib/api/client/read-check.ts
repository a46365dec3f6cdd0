// Runs the read checks: the contract's response schemas compiled at build time into plain JSON
// nodes (lib/api/read-checks-compile.ts, written to read-checks/ by `npm run openapi`). The browser
// holds every answer a screen reads to its schema with these instead of zod, so no validation
// library is part of a first visit. Same verdicts and same output as zod's safeParse (objects keep
// only their schema's keys, trimmed strings come out trimmed): read-checks.test.ts holds the two
// together on generated values. Free of zod.

/** In order, like zod runs a string's checks: a trim rewrites the value the later checks see. */
export type StringCheck = ['trim'] | ['min', number] | ['max', number] | ['re', string, string] | ['nc'];
/** int: a safe integer (zod's z.int()); gt/lt: [bound, inclusive]. */
export type NumberCheck = ['int'] | ['gt', number, boolean] | ['lt', number, boolean];
export type LengthCheck = ['min', number] | ['max', number];

/** One schema; children are indexes into the table's nodes. */
export type CheckNode =
  | { t: 's'; c: StringCheck[] }
  | { t: 'n'; c: NumberCheck[] }
  | { t: 'b' }
  | { t: 'x' }
  | { t: 'e'; v: unknown[] }
  | { t: '?'; i: number }
  | { t: 'N'; i: number }
  | { t: 'a'; e: number; c: LengthCheck[] }
  | { t: 'u'; o: number[] }
  | { t: 'r'; v: number }
  | { t: 'o'; f: Record<string, number> };

export interface CheckTable {
  nodes: CheckNode[];
  /** Call name (or `envelope`) → its node. */
  roots: Record<string, number>;
}

export interface CheckIssue {
  path: (string | number)[];
  message: string;
}

/** zod's safeParse result, the parts the request layer reads. */
export type CheckResult<T> = { success: true; data: T } | { success: false; error: { issues: CheckIssue[] } };

export interface Checker<T> {
  safeParse(value: unknown): CheckResult<T>;
}

// Control characters other than tab and line breaks: the same class as schemas/common.ts
// CONTROL_CHARACTERS (that module imports zod; the differential test keeps the two in step).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Where and why a value broke its check: returned (not thrown) up to the checker. */
class Failed {
  constructor(
    readonly path: (string | number)[],
    readonly message: string,
  ) {}
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function lengthFailure(checks: LengthCheck[], n: number, path: (string | number)[]): Failed | undefined {
  for (const [kind, bound] of checks)
    if (kind === 'min' ? n < bound : n > bound) return new Failed(path, `${kind} length ${bound}`);
  return undefined;
}

function numberOk(check: NumberCheck, value: number): boolean {
  if (check[0] === 'int') return Number.isSafeInteger(value);
  const [kind, bound, inclusive] = check;
  if (kind === 'gt') return inclusive ? value >= bound : value > bound;
  return inclusive ? value <= bound : value < bound;
}

/** A table's runner: regular expressions built once, on first use. */
function runner(table: CheckTable) {
  const patterns = new WeakMap<StringCheck, RegExp>();
  const pattern = (check: ['re', string, string]) => {
    let re = patterns.get(check);
    if (!re) patterns.set(check, (re = new RegExp(check[1], check[2])));
    return re;
  };

  const string = (checks: StringCheck[], value: string, path: (string | number)[]): unknown => {
    let v = value;
    for (const check of checks) {
      if (check[0] === 'trim') v = v.trim();
      else if (check[0] === 're') {
        if (!pattern(check).test(v)) return new Failed(path, 'invalid format');
      } else if (check[0] === 'nc') {
        if (CONTROL.test(v)) return new Failed(path, 'control characters');
      } else {
        const failed = lengthFailure([check], v.length, path);
        if (failed) return failed;
      }
    }
    return v;
  };

  const run = (index: number, value: unknown, path: (string | number)[]): unknown => {
    const node = table.nodes[index]!;
    switch (node.t) {
      case 's':
        return typeof value === 'string' ? string(node.c, value, path) : new Failed(path, 'expected string');
      case 'n': {
        if (typeof value !== 'number' || !Number.isFinite(value)) return new Failed(path, 'expected number');
        const broken = node.c.find((check) => !numberOk(check, value));
        return broken ? new Failed(path, `${broken[0]} ${broken[1] ?? ''}`.trim()) : value;
      }
      case 'b':
        return typeof value === 'boolean' ? value : new Failed(path, 'expected boolean');
      case 'x':
        return value;
      case 'e':
        return node.v.includes(value) ? value : new Failed(path, 'invalid option');
      case '?':
        return value === undefined ? undefined : run(node.i, value, path);
      case 'N':
        return value === null ? null : run(node.i, value, path);
      case 'a': {
        if (!Array.isArray(value)) return new Failed(path, 'expected array');
        const out: unknown[] = [];
        for (let i = 0; i < value.length; i++) {
          const item = run(node.e, value[i], [...path, i]);
          if (item instanceof Failed) return item;
          out.push(item);
        }
        return lengthFailure(node.c, value.length, path) ?? out;
      }
      case 'u': {
        // The first option that accepts the value, as zod's union.
        for (const option of node.o) {
          const result = run(option, value, path);
          if (!(result instanceof Failed)) return result;
        }
        return new Failed(path, 'invalid input');
      }
      case 'r': {
        if (!isObject(value)) return new Failed(path, 'expected record');
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(value)) {
          // Never a prototype: a key named __proto__ is dropped, as zod drops it.
          if (key === '__proto__') continue;
          const item = run(node.v, value[key], [...path, key]);
          if (item instanceof Failed) return item;
          out[key] = item;
        }
        return out;
      }
      case 'o': {
        if (!isObject(value)) return new Failed(path, 'expected object');
        // Only the schema's own keys come out (zod's default: unknown keys are stripped); an absent
        // optional key stays absent.
        const out: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(node.f)) {
          const present = Object.hasOwn(value, key);
          const item = run(child, present ? value[key] : undefined, [...path, key]);
          if (item instanceof Failed) return item;
          if (item !== undefined || present) out[key] = item;
        }
        return out;
      }
    }
  };
  return run;
}

/** The checker of `root` in `table`, shaped like a zod schema's safeParse. */
export function checker<T>(table: CheckTable, root: string): Checker<T> {
  const index = table.roots[root];
  if (index === undefined) throw new Error(`no read check for ${root}`);
  const run = runner(table);
  return {
    safeParse(value) {
      const result = run(index, value, []);
      if (result instanceof Failed)
        return { success: false, error: { issues: [{ path: result.path, message: result.message }] } };
      return { success: true, data: result as T };
    },
  };
}
