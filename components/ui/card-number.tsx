// A card or account number on screen, in groups of four that never break inside: each group is
// kept whole (nowrap) and a narrow screen wraps only between groups. The text stays the grouped
// number with plain spaces, so copying or reading it aloud gives "6222 0202 …".
import styles from './card-number.module.css';

export interface CardNumberProps {
  /** The grouped number, e.g. "6222 0202 0000 0000 000" or "**** **** **** 9424". */
  value: string;
  className?: string;
  'data-testid'?: string;
}

export function CardNumber({ value, className, 'data-testid': testId }: CardNumberProps) {
  const groups = value.split(' ').filter((g) => g !== '');
  return (
    <span className={className ? `${styles.number} ${className}` : styles.number} data-testid={testId}>
      {groups.map((group, i) => (
        <span key={i}>
          {i > 0 ? ' ' : null}
          <span className={styles.group}>{group}</span>
        </span>
      ))}
    </span>
  );
}
