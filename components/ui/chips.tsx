'use client';
// A row of filter chips (one chosen), scrolling sideways when it is wider than the screen. The
// chosen chip is scrolled into the row's view (a screen opened with ?status=delivered shows
// "Delivered", not a row of chips that hides it); only the row scrolls, never the page.
import { useEffect, useRef } from 'react';
import styles from './chips.module.css';

/** The row's scrollLeft that shows `chip` whole (centred when it was hidden), or null: already shown. */
export function scrollToShow(
  row: { scrollLeft: number; clientWidth: number },
  chip: { offsetLeft: number; offsetWidth: number },
): number | null {
  const left = chip.offsetLeft;
  const right = left + chip.offsetWidth;
  if (left >= row.scrollLeft && right <= row.scrollLeft + row.clientWidth) return null;
  return Math.max(0, Math.round(left - (row.clientWidth - chip.offsetWidth) / 2));
}

export interface ChipOption<V extends string | number> {
  value: V;
  label: string;
  /** The label's language when it is content (a type's name, issue 22), as product names carry it. */
  lang?: string;
}

export interface ChipsProps<V extends string | number> {
  label: string;
  options: readonly ChipOption<V>[];
  value: V;
  onChange: (value: V) => void;
  sticky?: boolean;
}

export function Chips<V extends string | number>({ label, options, value, onChange, sticky = false }: ChipsProps<V>) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = row.current;
    const chip = bar?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!bar || !chip) return;
    // offsetLeft is measured from the row only when the row is the chip's offset parent.
    const offsetLeft = chip.offsetParent === bar ? chip.offsetLeft : chip.offsetLeft - bar.offsetLeft;
    const to = scrollToShow(bar, { offsetLeft, offsetWidth: chip.offsetWidth });
    if (to !== null) bar.scrollLeft = to;
  }, [value, options.length]);
  return (
    <div ref={row} className={sticky ? `${styles.bar} ${styles.sticky}` : styles.bar} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.chip}
          aria-pressed={option.value === value}
          lang={option.lang}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
