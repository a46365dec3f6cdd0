'use client';
// A time in a table cell: the date, and the time under it. One line ("Dec 2, 2026, 12:54 AM") is
// the widest thing in a row; stacked, the users table's two dates fit a 1024 px screen with the
// rest of the row instead of pushing balance and status out of view.
import { useFormatter } from 'next-intl';
import styles from './console-table.module.css';

export function DateTimeCell({ at }: { at: string | number }) {
  const format = useFormatter();
  const when = new Date(at);
  return (
    <time dateTime={when.toISOString()} className={styles.stacked}>
      <span>{format.dateTime(when, { dateStyle: 'medium' })}</span>
      <span className={styles.muted}>{format.dateTime(when, { timeStyle: 'short' })}</span>
    </time>
  );
}
