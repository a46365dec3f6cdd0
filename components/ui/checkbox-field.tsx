'use client';
// A labelled checkbox: the box and its label are a 44 px target. The label may hold links (e.g.
// "I accept the [service agreement]"; they open without toggling the box). An optional hint and a
// translated error below are tied to the box with aria-describedby.
import { useId, type ReactNode } from 'react';
import styles from './checkbox-field.module.css';

export interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label. */
  children: ReactNode;
  hint?: string;
  error?: string;
  name?: string;
  disabled?: boolean;
}

export function CheckboxField({ checked, onChange, children, hint, error, name, disabled }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className={styles.box}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={id} className={styles.label}>
          {children}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
