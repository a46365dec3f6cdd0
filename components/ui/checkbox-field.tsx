'use client';
// A checkbox with a label that may hold links (e.g. "I accept the [service agreement]"), and a
// translated error below tied with aria-describedby. The box and its label are a 44 px target.
import { useId, type ReactNode } from 'react';
import styles from './checkbox-field.module.css';

export interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label; links inside it open without toggling the box. */
  children: ReactNode;
  error?: string;
  name?: string;
}

export function CheckboxField({ checked, onChange, children, error, name }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className={styles.label}>
          {children}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
