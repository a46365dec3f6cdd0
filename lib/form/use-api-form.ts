'use client';
// The one form hook. A form is text values (what the inputs hold); `toInput` turns them into
// the call's input, which is checked with the call's own request schema (the same zod schema the
// server validates with, loaded with the contract: contract-loader.ts) before anything is sent. It submits through
// useApiMutation (one idempotency key per distinct input, toast off: this form shows every
// failure itself), puts the server's field errors under their fields and any other refusal
// (a reason such as wrong_pay_password without a field) in `formError`.
import { useCallback, useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api/client/api-error';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import type { FieldError, FieldErrors } from '@/lib/api/reasons';
import type { CallName } from '@/lib/api/call-facts';
import { loadContract } from '@/lib/api/client/contract-loader';
import type { CallInput, CallResult } from '@/lib/api/registry';

export type FormValues = Record<string, string>;

export interface ApiFormOptions<N extends CallName, V extends FormValues> {
  initial: V;
  /** The call's input from the text values (trim, strip spaces, drop empty optionals…). */
  toInput: (values: V) => unknown;
  /** After a success: the result and the input that was sent. */
  onSuccess?: (result: CallResult<N>, input: CallInput<N>) => void;
  /** Form field for an error path the input names differently (e.g. { cardNumber: 'card' }). */
  fieldOf?: (path: string) => keyof V | undefined;
}

export interface ApiForm<N extends CallName, V extends FormValues> {
  values: V;
  set: <K extends keyof V>(field: K, value: string) => void;
  /** Field → the rule it broke (translate with fieldErrorText). */
  errors: Partial<Record<keyof V, FieldError>>;
  /** A failure no field explains: show with errorText. */
  formError: unknown;
  isSubmitting: boolean;
  submit: (event?: FormEvent) => Promise<CallResult<N> | undefined>;
  reset: (values?: V) => void;
}

function fieldsFor<V extends FormValues>(
  fields: FieldErrors,
  initial: V,
  fieldOf: ((path: string) => keyof V | undefined) | undefined,
): { errors: Partial<Record<keyof V, FieldError>>; unplaced: FieldError | undefined } {
  const errors: Partial<Record<keyof V, FieldError>> = {};
  let unplaced: FieldError | undefined;
  for (const [path, error] of Object.entries(fields)) {
    const field = fieldOf?.(path) ?? (path in initial ? path : undefined);
    if (field === undefined) unplaced ??= error;
    else errors[field] ??= error;
  }
  return { errors, unplaced };
}

export function useApiForm<N extends CallName, V extends FormValues>(
  name: N,
  { initial, toInput, onSuccess, fieldOf }: ApiFormOptions<N, V>,
): ApiForm<N, V> {
  const mutation = useApiMutation(name);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, FieldError>>>({});
  const [formError, setFormError] = useState<unknown>(undefined);

  const set = useCallback(<K extends keyof V>(field: K, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Editing a field takes its complaint away; the next submit checks again.
    setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
  }, []);

  const { trigger } = mutation;
  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      setFormError(undefined);
      let contract;
      try {
        contract = await loadContract();
      } catch (error) {
        setFormError(error);
        return undefined;
      }
      const { callSchemas, zodFields } = contract;
      const parsed = callSchemas[name].request.safeParse(toInput(values));
      if (!parsed.success) {
        const placed = fieldsFor(zodFields(parsed.error), initial, fieldOf);
        setErrors(placed.errors);
        if (placed.unplaced) setFormError(placed.unplaced);
        return undefined;
      }
      setErrors({});
      const input = parsed.data as CallInput<N>;
      try {
        const result = await trigger(input, { toast: false });
        onSuccess?.(result, input);
        return result;
      } catch (error) {
        if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
          const placed = fieldsFor(error.fields, initial, fieldOf);
          setErrors(placed.errors);
          // A refusal whose field is not on this form is still said, once, under the form.
          if (placed.unplaced || Object.keys(placed.errors).length === 0) setFormError(error);
        } else setFormError(error);
        return undefined;
      }
    },
    [name, toInput, values, initial, fieldOf, trigger, onSuccess],
  );

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? initial);
      setErrors({});
      setFormError(undefined);
    },
    [initial],
  );

  return { values, set, errors, formError, isSubmitting: mutation.isMutating, submit, reset };
}
