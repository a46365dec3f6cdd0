'use client';
// A table's filter row: text, choice and date fields over the URL's filters. The values are typed
// here and reach the URL (and so the server) only on Apply or Enter, after the screen's own check
// (`check`, usually the call's request schema through checkInput): a half-typed phone number is
// not a request. Clear removes every filter. A refusal the server sends back for a field (a 4xx
// with `fields`) shows under that field too, through `serverError`.
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { isApiError } from '@/lib/api/client/api-error';
import type { FieldErrors } from '@/lib/api/reasons';
import type { TableQuery } from './use-table-query';
import panels from './panels.module.css';

export interface TableFilterField<F extends string> {
  /** The filter's URL key (and, usually, its field in the call's request). */
  key: F;
  label: string;
  kind: 'text' | 'select' | 'date';
  /** A select's choices; an empty value means "any" (the filter is removed). */
  options?: readonly { value: string; label: string }[];
  inputMode?: 'text' | 'numeric';
  hint?: string;
}

export interface TableFiltersProps<F extends string> {
  query: TableQuery<string, F>;
  fields: readonly TableFilterField<F>[];
  /** Names the filter row (a search landmark). */
  label: string;
  /** Field errors of the values, or null when they may be sent. */
  check?: (values: Record<F, string | undefined>) => FieldErrors | null;
  /** The table read's error: its field errors show under the fields. */
  serverError?: unknown;
}

const trimmed = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

export function TableFilters<F extends string>(props: TableFiltersProps<F>) {
  // The typed values start from the URL's, again whenever the URL's change (Clear, a link, Back).
  return <FilterForm key={JSON.stringify(props.query.filters)} {...props} />;
}

function FilterForm<F extends string>({ query, fields, label, check, serverError }: TableFiltersProps<F>) {
  const t = useTranslations('console.table');
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState<Record<F, string | undefined>>(() => ({ ...query.filters }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const shown = { ...(isApiError(serverError) ? serverError.fields : undefined), ...errors };
  const change = (key: F, value: string) => {
    setErrors({});
    setValues((v) => ({ ...v, [key]: value }));
  };
  return (
    <form
      role="search"
      aria-label={label}
      className={panels.filters}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const next = Object.fromEntries(fields.map((f) => [f.key, trimmed(values[f.key])])) as Record<
          F,
          string | undefined
        >;
        const bad = check?.(next) ?? null;
        if (bad) {
          setErrors(bad);
          return;
        }
        query.setFilters(next);
      }}
    >
      {fields.map((f) =>
        f.kind === 'select' ? (
          <div key={f.key} className={panels.selectField}>
            <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
            <select id={`${id}-${f.key}`} value={values[f.key] ?? ''} onChange={(e) => change(f.key, e.target.value)}>
              <option value="">{t('any')}</option>
              {(f.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <TextField
            key={f.key}
            label={f.label}
            type={f.kind === 'date' ? 'date' : 'text'}
            inputMode={f.kind === 'date' ? undefined : f.inputMode}
            value={values[f.key] ?? ''}
            onChange={(v) => change(f.key, v)}
            hint={f.hint}
            error={fieldText(shown[f.key])}
          />
        ),
      )}
      <div className={panels.filterActions}>
        <Button type="submit">{t('apply')}</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            const none = Object.fromEntries(fields.map((f) => [f.key, undefined])) as Record<F, undefined>;
            setErrors({});
            setValues(none);
            query.setFilters(none);
          }}
        >
          {t('clear')}
        </Button>
      </div>
    </form>
  );
}
