'use client';
// A row of filter chips (one chosen), scrolling sideways when it is wider than the screen.
import styles from './chips.module.css';

export interface ChipOption<V extends string | number> {
  value: V;
  label: string;
}

export interface ChipsProps<V extends string | number> {
  label: string;
  options: readonly ChipOption<V>[];
  value: V;
  onChange: (value: V) => void;
  sticky?: boolean;
}

export function Chips<V extends string | number>({ label, options, value, onChange, sticky = false }: ChipsProps<V>) {
  return (
    <div className={sticky ? `${styles.bar} ${styles.sticky}` : styles.bar} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
