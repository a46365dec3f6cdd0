// zod issues → field rules. The server (refusing a request) and the client (checking a form
// before it leaves) run the same schemas through this one function, so a screen shows the same
// translated text whichever side refused. Server and client both import this file.
import type { z } from 'zod/mini';
import { pathText } from './envelope';
import type { FieldError, FieldErrors, Rule, RuleParams } from './reasons';

/** Pattern (as zod reports it: /source/flags) → rule: the schemas name what their regexes mean (see `named`). */
const patternRules = new Map<string, FieldError>();

/**
 * The arguments of `z.regex()`, with the rule a failure is reported as to screens (the message
 * goes to logs and other clients): `z.string().check(z.regex(...named(/^\d{6}$/, 'must be 6 digits', 'digits', { count: 6 })))`.
 */
export function named(pattern: RegExp, message: string, rule: Rule, params?: RuleParams): [RegExp, string] {
  patternRules.set(String(pattern), params ? { rule, params } : { rule });
  return [pattern, message];
}

/** The loose shape of a zod issue (fastify's validation entries carry the same fields). */
export interface IssueLike {
  code?: string;
  path?: readonly PropertyKey[];
  message?: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: string;
  divisor?: number | bigint;
  expected?: string;
  params?: Record<string, unknown>;
}

const num = (v: number | bigint | undefined) => Number(v ?? 0);
const sized = (origin: string | undefined, number: Rule, text: Rule, items: Rule): Rule =>
  origin === 'string' ? text : origin === 'array' || origin === 'set' ? items : number;

const FORMAT_RULES: Partial<Record<string, Rule>> = {
  url: 'url',
  date: 'date',
  datetime: 'date_time',
  time: 'time',
};

/** One issue as a field rule. Custom checks name theirs with `params: { rule }`. */
export function issueRule(issue: IssueLike): FieldError {
  switch (issue.code) {
    case 'invalid_type':
      return { rule: issue.input === undefined ? 'required' : issue.expected === 'int' ? 'integer' : 'type' };
    case 'too_small': {
      const min = num(issue.minimum);
      if (issue.origin === 'string' && min === 1) return { rule: 'required' };
      if (issue.origin === 'number' && issue.inclusive === false) return { rule: 'greater_than', params: { min } };
      return { rule: sized(issue.origin, 'min', 'min_length', 'min_items'), params: { min } };
    }
    case 'too_big': {
      const max = num(issue.maximum);
      if (issue.origin === 'number' && issue.inclusive === false) return { rule: 'less_than', params: { max } };
      return { rule: sized(issue.origin, 'max', 'max_length', 'max_items'), params: { max } };
    }
    case 'invalid_format': {
      const named = issue.pattern === undefined ? undefined : patternRules.get(issue.pattern);
      if (named) return named;
      return { rule: FORMAT_RULES[issue.format ?? ''] ?? 'format' };
    }
    case 'not_multiple_of':
      return { rule: 'multiple_of', params: { divisor: num(issue.divisor) } };
    case 'invalid_value':
      return { rule: 'one_of' };
    case 'unrecognized_keys':
      return { rule: 'unknown_key' };
    case 'custom': {
      const rule = issue.params?.rule;
      return { rule: typeof rule === 'string' ? (rule as Rule) : 'invalid' };
    }
    default:
      return { rule: 'invalid' };
  }
}

/** The first rule per field path ("" for the whole value), as the envelope's `fields`. */
export function issuesToFields(issues: readonly IssueLike[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = pathText(issue.path ?? []);
    out[key] ??= issueRule(issue);
  }
  return out;
}

/** A zod error's field rules: what a form shows when the client-side check fails. */
export const zodFields = (error: z.core.$ZodError): FieldErrors => issuesToFields(error.issues);
