'use client';
// A labelled checkbox on a full-width 48 px row (the whole row is the touch target), with an
// optional hint under the label. For yes/no choices in forms ("Use as my default address").
import { useId } from 'react';
import styles from './check-field.module.css';

export interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  name?: string;
  disabled?: boolean;
}

export function CheckField({ label, checked, onChange, hint, name, disabled }: CheckFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.row} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
