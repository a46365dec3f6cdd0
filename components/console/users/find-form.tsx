'use client';
// The Users screen's search: which key (full phone number, id or invitation code) and its value,
// checked with userFind's own rules before the URL changes.
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorInput } from '@/lib/api/operator/calls';
import type { FieldErrors } from '@/lib/api/reasons';
import { checkInput } from '@/lib/console/transport';
import styles from '../kit/panels.module.css';

export const KINDS = ['phone', 'id', 'invitationCode'] as const;
export type Kind = (typeof KINDS)[number];

export function findInput(kind: Kind, value: string): OperatorInput<'userFind'> {
  if (kind === 'id') return { id: Number(value) };
  return { [kind]: value };
}

export function FindForm({ kind, value, onFind }: { kind: Kind; value: string; onFind: (k: Kind, v: string) => void }) {
  const t = useTranslations('console.users');
  const fieldText = useFieldErrorText();
  const [by, setBy] = useState<Kind>(kind);
  const [text, setText] = useState(value);
  const [fields, setFields] = useState<FieldErrors>({});
  const selectId = useId();
  return (
    <form
      className={styles.filters}
      aria-label={t('find')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const v = text.trim();
        const bad = checkInput('userFind', findInput(by, v));
        if (bad) {
          setFields({ value: Object.values(bad)[0] ?? { rule: 'invalid' } });
          return;
        }
        onFind(by, v);
      }}
    >
      <div className={styles.selectField}>
        <label htmlFor={selectId}>{t('by')}</label>
        <select id={selectId} value={by} onChange={(e) => setBy(e.target.value as Kind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t(`kinds.${by}`)}
        value={text}
        onChange={(v) => {
          setFields({});
          setText(v);
        }}
        inputMode={by === 'invitationCode' ? 'text' : 'numeric'}
        error={fieldText(fields.value)}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('find')}</Button>
      </div>
    </form>
  );
}
