// Compiles the contract's zod schemas into the read checks the browser runs without zod
// (lib/api/client/read-check.ts): a table of plain JSON nodes, one per distinct schema, that says
// what the schema accepts and how it rewrites what it accepts (trim). A screen's reads are checked
// with these, so a first visit downloads no validation library; forms and writes keep zod.
//
// Only what the schemas the reads answer with use is compiled, and anything else is refused at
// compile time (`npm run openapi` fails, read-checks.test.ts fails): a new kind of schema or check
// cannot slip through as "accept anything". read-checks.test.ts also holds every compiled check to
// zod's own verdict and output on generated values (a differential test).
//
// Runs at build time and in tests only (it imports zod): `npm run openapi` writes the tables to
// lib/api/client/read-checks/.
import { z } from 'zod/mini';
import { anyEnvelope } from './envelope';
import { callGroupSchemas, type CallGroupName } from './call-schemas';
import type { CheckNode, CheckTable, StringCheck, NumberCheck, LengthCheck } from './client/read-check';

type Schema = z.ZodMiniType;
const core = z.core;

/** A check or schema this compiler does not know; the message names where it is. */
export class UnsupportedSchema extends Error {}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  maximum?: number;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
  tx?: (v: unknown) => unknown;
  fn?: (v: unknown) => unknown;
  params?: { rule?: string };
}

const checkDefs = (s: Schema): CheckDef[] =>
  ((s._zod.def as { checks?: { _zod: { def: CheckDef } }[] }).checks ?? []).map((c) => c._zod.def);

// The two functions a check may carry are recognised by what they do, then held to it by the
// differential test: z.trim()'s overwrite, and the control-character refinement (schemas/common.ts).
function isTrim(tx: CheckDef['tx']): boolean {
  return tx !== undefined && tx(' \t a b \n') === 'a b' && tx('x') === 'x';
}
function isNoControl(d: CheckDef): boolean {
  return d.params?.rule === 'control_characters' && d.fn?.('a\u0000') === false && d.fn('a\tb\r\n') === true;
}

function regexCheck(pattern: RegExp | undefined, where: string): StringCheck {
  if (!pattern) throw new UnsupportedSchema(`${where}: a string format without a pattern`);
  return ['re', pattern.source, pattern.flags.replace('g', '')];
}

function stringChecks(s: Schema, where: string): StringCheck[] {
  const out: StringCheck[] = [];
  const def = s._zod.def as { format?: string; pattern?: RegExp };
  // z.iso.datetime(), z.iso.date(): the schema is itself its format's check.
  if (def.format) out.push(regexCheck(def.pattern, where));
  for (const d of checkDefs(s)) {
    if (d.check === 'min_length') out.push(['min', d.minimum!]);
    else if (d.check === 'max_length') out.push(['max', d.maximum!]);
    else if (d.check === 'string_format' && d.format === 'regex') out.push(regexCheck(d.pattern, where));
    else if (d.check === 'overwrite' && isTrim(d.tx)) out.push(['trim']);
    else if (d.check === 'custom' && isNoControl(d)) out.push(['nc']);
    else throw new UnsupportedSchema(`${where}: string check ${d.check}${d.format ? ` (${d.format})` : ''}`);
  }
  return out;
}

function numberChecks(s: Schema, where: string): NumberCheck[] {
  return checkDefs(s).map((d): NumberCheck => {
    if (d.check === 'number_format' && d.format === 'safeint') return ['int'];
    if (d.check === 'greater_than') return ['gt', d.value!, d.inclusive === true];
    if (d.check === 'less_than') return ['lt', d.value!, d.inclusive === true];
    throw new UnsupportedSchema(`${where}: number check ${d.check}${d.format ? ` (${d.format})` : ''}`);
  });
}

function lengthChecks(s: Schema, where: string): LengthCheck[] {
  return checkDefs(s).map((d): LengthCheck => {
    if (d.check === 'min_length') return ['min', d.minimum!];
    if (d.check === 'max_length') return ['max', d.maximum!];
    throw new UnsupportedSchema(`${where}: array check ${d.check}`);
  });
}

function noChecks(s: Schema, where: string): void {
  const checks = checkDefs(s);
  if (checks.length > 0) throw new UnsupportedSchema(`${where}: ${s._zod.def.type} check ${checks[0]!.check}`);
}

/** Builds one table: each distinct schema once (shared ones, like `money`, are one node). */
class TableBuilder {
  readonly nodes: CheckNode[] = [];
  private readonly bySchema = new Map<Schema, number>();
  private readonly byText = new Map<string, number>();

  add(s: Schema, where: string): number {
    const known = this.bySchema.get(s);
    if (known !== undefined) return known;
    const node = this.node(s, where);
    const text = JSON.stringify(node);
    let index = this.byText.get(text);
    if (index === undefined) {
      index = this.nodes.push(node) - 1;
      this.byText.set(text, index);
    }
    this.bySchema.set(s, index);
    return index;
  }

  private node(s: Schema, where: string): CheckNode {
    const def = s._zod.def as unknown as Record<string, unknown>;
    if (s instanceof core.$ZodString) return { t: 's', c: stringChecks(s, where) };
    if (s instanceof core.$ZodNumber) return { t: 'n', c: numberChecks(s, where) };
    if (s instanceof core.$ZodBoolean) return (noChecks(s, where), { t: 'b' });
    if (s instanceof core.$ZodUnknown || s instanceof core.$ZodAny) return (noChecks(s, where), { t: 'x' });
    if (s instanceof core.$ZodEnum) return (noChecks(s, where), { t: 'e', v: Object.values(def.entries as object) });
    if (s instanceof core.$ZodLiteral) return (noChecks(s, where), { t: 'e', v: [...(def.values as unknown[])] });
    if (s instanceof core.$ZodOptional)
      return (noChecks(s, where), { t: '?', i: this.add(def.innerType as Schema, where) });
    if (s instanceof core.$ZodNullable)
      return (noChecks(s, where), { t: 'N', i: this.add(def.innerType as Schema, where) });
    if (s instanceof core.$ZodArray)
      return { t: 'a', e: this.add(def.element as Schema, `${where}[]`), c: lengthChecks(s, where) };
    if (s instanceof core.$ZodUnion)
      return (noChecks(s, where), { t: 'u', o: (def.options as Schema[]).map((o) => this.add(o, where)) });
    if (s instanceof core.$ZodRecord) {
      noChecks(s, where);
      const key = def.keyType as Schema;
      if (
        !(key instanceof core.$ZodString) ||
        checkDefs(key).length > 0 ||
        (key._zod.def as { format?: string }).format
      )
        throw new UnsupportedSchema(`${where}: a record whose keys are not plain strings`);
      return { t: 'r', v: this.add(def.valueType as Schema, `${where}{}`) };
    }
    if (s instanceof core.$ZodObject) {
      noChecks(s, where);
      if (def.catchall !== undefined) throw new UnsupportedSchema(`${where}: an object with a catchall`);
      const f: Record<string, number> = {};
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>))
        f[key] = this.add(value, `${where}.${key}`);
      return { t: 'o', f };
    }
    // Defaults, pipes, transforms, coercions: request-side schemas; answers never use them.
    throw new UnsupportedSchema(`${where}: ${def.type as string}`);
  }
}

/** The read checks of one group of calls: every call's response (its envelope's `result`). */
export function compileGroup(group: CallGroupName): CheckTable {
  const b = new TableBuilder();
  const roots: Record<string, number> = {};
  for (const [name, s] of Object.entries(callGroupSchemas[group]) as [string, { response: Schema }][])
    roots[name] = b.add(s.response, name);
  return { nodes: b.nodes, roots };
}

/** One schema's table, its root named `value` (tests). */
export function compileSchema(schema: Schema): CheckTable {
  const b = new TableBuilder();
  return { nodes: b.nodes, roots: { value: b.add(schema, 'value') } };
}

/** The envelope's check (any envelope, its result unchecked). */
export function compileEnvelope(): CheckTable {
  const b = new TableBuilder();
  return { nodes: b.nodes, roots: { envelope: b.add(anyEnvelope, 'envelope') } };
}

/** Every table as the file text `npm run openapi` writes (lib/api/client/read-checks/<name>.json). */
export function readCheckFiles(): Record<string, string> {
  const out: Record<string, string> = { envelope: `${JSON.stringify(compileEnvelope())}\n` };
  for (const group of Object.keys(callGroupSchemas) as CallGroupName[])
    out[group] = `${JSON.stringify(compileGroup(group))}\n`;
  return out;
}
