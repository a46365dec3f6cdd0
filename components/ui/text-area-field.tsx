'use client';
// A text of several lines (a description, a reply): the kit's field frame (label above, hint and
// translated error below, tied with aria-describedby / aria-invalid) around a textarea, with a
// counter "12 / 1000" under it. The counter counts as the contract's maxLength does (UTF-16
// units, String.length), so "0 left" here is exactly where the schema starts refusing. It is part
// of the field's description but not a live region: a count read out on every key is noise.
import { useId, type TextareaHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import styles from './text-area-field.module.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value' | 'id' | 'maxLength'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most the contract takes; the counter shows it and typing stops there. */
  max: number;
  hint?: string;
  /** The translated error text, if any (it replaces the hint). */
  error?: string;
}

export function TextAreaField({
  label,
  value,
  onChange,
  max,
  hint: given,
  error,
  rows = 4,
  ...area
}: TextAreaFieldProps) {
  const t = useTranslations('ui');
  const id = useId();
  const hint = error ? undefined : given;
  const ids = { hint: `${id}-hint`, error: `${id}-error`, count: `${id}-count` };
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null, ids.count].filter(Boolean).join(' ');
  const full = value.length >= max;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={error ? `${styles.control} ${styles.invalid}` : styles.control}>
        <textarea
          {...area}
          id={id}
          rows={rows}
          className={styles.area}
          value={value}
          maxLength={max}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <div className={styles.under}>
        <div className={styles.notes}>
          {error ? (
            <p id={ids.error} className={styles.error} data-testid="field-error">
              {error}
            </p>
          ) : null}
          {hint ? (
            <p id={ids.hint} className={styles.hint}>
              {hint}
            </p>
          ) : null}
        </div>
        <p id={ids.count} className={full ? `${styles.count} ${styles.full}` : styles.count} data-testid="char-count">
          {t('charCount', { count: value.length, max })}
        </p>
      </div>
    </div>
  );
}
