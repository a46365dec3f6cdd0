// Checking and serializing an answer once for the many requests that send it (the product list's
// cached first pages): every request otherwise re-checked the same page against the contract and
// stringified it again, about half the CPU of a cached list request (docs/benchmarks.md). The
// check is the one register-call.ts runs on every other answer, with the same compiled schema.
import { compile, type z } from 'zod/mini';
import { success } from '@/lib/api/envelope';
import type { CallDef } from '@/lib/api/registry';
import type { SerializedAnswer } from '../ports/serialized-answer';

const checks = new WeakMap<CallDef, CallDef['response']>();

/** The call's response schema, compiled once per process (zod's generated fast path). */
export function responseCheck<C extends CallDef>(call: C): C['response'] {
  let check = checks.get(call);
  if (!check) {
    check = compile(call.response);
    checks.set(call, check);
  }
  return check;
}

/** A handler's answer that does not match its call's response schema: a bug, answered with a 500. */
export class ContractBreach extends Error {
  constructor(
    readonly call: string,
    readonly issues: readonly unknown[],
  ) {
    super(`the answer of ${call} does not match the contract`);
  }
}

class CheckedAnswer implements SerializedAnswer {
  constructor(
    readonly call: string,
    readonly resultJson: string,
  ) {}
}

/**
 * `value` as `call`'s answer: the check's output (what the schema leaves out is gone), or
 * ContractBreach. Fail closed: never the unchecked object, which may hold an unmasked number.
 */
export function checkedOutput<C extends CallDef>(call: C, value: unknown): z.output<C['response']> {
  const checked = responseCheck(call).safeParse(value);
  if (!checked.success) throw new ContractBreach(call.name, checked.error.issues);
  return checked.data;
}

/** Checks `value` as `call`'s answer and serializes the checked output; throws ContractBreach. */
export function checkedAnswer<C extends CallDef>(call: C, value: z.input<C['response']>): SerializedAnswer {
  return new CheckedAnswer(call.name, JSON.stringify(checkedOutput(call, value)));
}

/** Made by checkedAnswer for this very call (anything else goes through the check). */
export function isCheckedAnswerOf(value: unknown, call: CallDef): value is SerializedAnswer {
  return value instanceof CheckedAnswer && value.call === call.name;
}

// The success envelope around a serialized result: success()'s fields in success()'s order, its
// time stamped per request.
const HEAD = JSON.stringify({ ...success(null), result: undefined, time: undefined }).slice(0, -1);

/** The JSON of success(result) for a serialized result. */
export function successJson(answer: SerializedAnswer): string {
  return `${HEAD},"result":${answer.resultJson},"time":${JSON.stringify(new Date().toISOString())}}`;
}
