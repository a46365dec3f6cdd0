// A small status word in a pill: neutral, success, warning, error or accent.
import type { ReactNode } from 'react';
import styles from './tag.module.css';

export type TagTone = 'neutral' | 'success' | 'warning' | 'error' | 'accent';

export function Tag({ tone = 'neutral', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={`${styles.tag} ${styles[tone]}`}>{children}</span>;
}
