// Grouped rows for settings-like screens: icon, label, value and a chevron when the row opens
// something. A row with `href` is a link, with `onClick` a button, otherwise plain text.
import { Link } from './link';
import type { ReactNode } from 'react';
import styles from './cell-list.module.css';

export interface CellProps {
  label: ReactNode;
  value?: ReactNode;
  icon?: ReactNode;
  href?: string;
  onClick?: () => void;
}

export function CellList({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.group}>
      {title !== undefined ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

export function Cell({ label, value, icon, href, onClick }: CellProps) {
  const body = (
    <>
      {icon !== undefined ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{label}</span>
      {value !== undefined ? <span className={styles.value}>{value}</span> : null}
      {href !== undefined || onClick !== undefined ? (
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      ) : null}
    </>
  );
  return (
    <li className={styles.item}>
      {href !== undefined ? (
        <Link href={href} className={styles.row}>
          {body}
        </Link>
      ) : onClick !== undefined ? (
        <button type="button" className={styles.row} onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className={styles.row}>{body}</div>
      )}
    </li>
  );
}
