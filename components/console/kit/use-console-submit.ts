'use client';
// A console write from a form or a button: busy while it runs, the server's (or the contract's
// client-side check's) field rules under their fields, any other refusal once for the form.
import { useCallback, useState } from 'react';
import { isApiError } from '@/lib/api/client/api-error';
import type { OperatorAnswer, OperatorCallName, OperatorInput } from '@/lib/api/operator/calls';
import type { FieldErrors } from '@/lib/api/reasons';
import { consoleCall } from '@/lib/console/transport';

export function useConsoleSubmit<K extends OperatorCallName>(
  name: K,
  onSuccess: (answer: OperatorAnswer<K>) => unknown,
  /** Field names the form shows; a field rule for any other goes to the form-level error. */
  shown: readonly string[] = [],
) {
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(undefined);

  const submit = useCallback(
    async (input: OperatorInput<K>) => {
      setBusy(true);
      setFields({});
      setError(undefined);
      try {
        await onSuccess(await consoleCall(name, input));
      } catch (e) {
        const named = isApiError(e) && e.fields ? e.fields : {};
        const onScreen = Object.fromEntries(Object.entries(named).filter(([k]) => shown.includes(k)));
        setFields(onScreen);
        if (Object.keys(onScreen).length === 0) {
          const other = Object.values(named)[0];
          setError(other ?? e);
        }
      } finally {
        setBusy(false);
      }
    },
    [name, onSuccess, shown],
  );

  const clear = useCallback((field: string) => {
    setFields((f) => {
      if (!(field in f)) return f;
      const { [field]: _gone, ...rest } = f;
      return rest;
    });
  }, []);

  return { busy, fields, error, submit, clear, setError };
}
