'use client';
// Form fields: label above, the control, a hint, and the translated error below, tied to the
// control with aria-describedby / aria-invalid. TextField, PasswordField, CodeField and MoneyField
// are this frame around different controls.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldFrameProps {
  label: string;
  hint?: string;
  /** The translated error text, if any. */
  error?: string;
  /** Something after the control inside the same row (show/hide, Get code). */
  trailing?: ReactNode;
  /** A line under the control that reads back what was entered (MoneyField's formatted amount). */
  readout?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export function FieldFrame({ label, hint: given, error, trailing, readout, children }: FieldFrameProps) {
  const id = useId();
  // An error replaces the hint: it says what to do now, and a rule repeated twice ("At least 8
  // characters" as hint and as error) reads like a glitch.
  const hint = error ? undefined : given;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const readoutId = `${id}-readout`;
  const describedBy =
    [error ? errorId : null, readout ? readoutId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={error ? `${styles.control} ${styles.invalid}` : styles.control}>
        {children({ id, describedBy, invalid: Boolean(error) })}
        {trailing}
      </div>
      {readout !== undefined ? (
        <p id={readoutId} className={styles.readout} data-testid="money-readout">
          {readout}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} data-testid="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  trailing?: ReactNode;
  readout?: ReactNode;
}

export function TextField({ label, hint, error, trailing, readout, value, onChange, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} trailing={trailing} readout={readout}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </FieldFrame>
  );
}
