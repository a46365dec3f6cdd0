// Errors as sentences in the reader's language: the reason of a refusal (messages `reasons.*`),
// a field's rule (messages `rules.*`, ICU parameters such as {min}), or the request layer's own
// texts (`errors.*`: timeout, network…). Screens, forms and the request layer's toasts all use these.
import { isReason, isRule, type FieldError, type RuleParams } from '../reasons';
import { isApiError } from './api-error';

/**
 * Any translator over the root namespace: next-intl's `useTranslations()` or the request layer's
 * `translate`. Typed loosely (`never`) so next-intl's strictly keyed `t` fits without a cast.
 */
export type Translator = (key: never, values?: never) => string;
type Loose = (key: string, values?: RuleParams) => string;

/** The fallback when a reason is missing or unknown (e.g. sent by a newer server). */
export const UNKNOWN_REASON_KEY = 'reasons.unknown';

/** The sentence for a failed call (or any thrown value): its reason, else its message key, else a generic one. */
export function errorText(t: Translator, error: unknown): string {
  const say = t as unknown as Loose;
  if (!isApiError(error)) return say(UNKNOWN_REASON_KEY);
  if (error.reason !== undefined && isReason(error.reason)) return say(`reasons.${error.reason}`);
  if (error.key !== undefined) return say(error.key);
  return say(UNKNOWN_REASON_KEY);
}

/** The sentence for one field's error: a validation rule (with its parameters) or a refusal's reason. */
export function fieldErrorText(t: Translator, rule: FieldError | string, params?: RuleParams): string {
  const say = t as unknown as Loose;
  const code = typeof rule === 'string' ? rule : rule.rule;
  const values = typeof rule === 'string' ? params : (rule.params ?? params);
  if (isRule(code)) return say(`rules.${code}`, values ?? {});
  if (isReason(code)) return say(`reasons.${code}`);
  return say('rules.invalid');
}
