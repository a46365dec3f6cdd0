'use client';
// The audit log's filters: operator, kind (an action or its prefix) and dates, checked with
// auditList's own rules before they are applied; Clear applies none.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { FieldErrors } from '@/lib/api/reasons';
import { checkInput } from '@/lib/console/transport';
import styles from '../kit/panels.module.css';

export const FILTERS = ['operator', 'kind', 'from', 'to'] as const;
export type Filters = Record<(typeof FILTERS)[number], string>;

export function AuditFilters({ applied, onApply }: { applied: Filters; onApply: (f: Filters) => void }) {
  const t = useTranslations('console.audit');
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState(applied);
  const [fields, setFields] = useState<FieldErrors>({});
  const set = (k: keyof Filters) => (v: string) => {
    setFields(({ [k]: _gone, ...rest }) => rest);
    setValues((old) => ({ ...old, [k]: v }));
  };
  return (
    <form
      className={styles.filters}
      aria-label={t('filters')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = Object.fromEntries(FILTERS.map((k) => [k, values[k].trim()])) as Filters;
        const input = Object.fromEntries(FILTERS.filter((k) => trimmed[k] !== '').map((k) => [k, trimmed[k]]));
        const bad = checkInput('auditList', input);
        if (bad) {
          setFields(bad);
          return;
        }
        onApply(trimmed);
      }}
    >
      <TextField
        label={t('operator')}
        value={values.operator}
        onChange={set('operator')}
        error={fieldText(fields.operator)}
        autoCapitalize="none"
      />
      <TextField
        label={t('kind')}
        hint={t('kindHint')}
        value={values.kind}
        onChange={set('kind')}
        error={fieldText(fields.kind)}
        autoCapitalize="none"
      />
      <TextField
        label={t('from')}
        type="date"
        value={values.from}
        onChange={set('from')}
        error={fieldText(fields.from)}
      />
      <TextField label={t('to')} type="date" value={values.to} onChange={set('to')} error={fieldText(fields.to)} />
      <div className={styles.filterActions}>
        <Button type="submit">{t('apply')}</Button>
        <Button
          variant="plain"
          onClick={() => {
            setValues({ operator: '', kind: '', from: '', to: '' });
            onApply({ operator: '', kind: '', from: '', to: '' });
          }}
        >
          {t('clear')}
        </Button>
      </div>
    </form>
  );
}
