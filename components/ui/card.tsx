// A white rounded panel; `title` gives it a heading (level 2 by default).
import type { ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  title?: ReactNode;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Card({ title, headingLevel = 2, actions, children, className }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`${styles.card} ${className ?? ''}`.trim()}>
      {title !== undefined || actions !== undefined ? (
        <div className={styles.head}>
          {title !== undefined ? <Heading className={styles.title}>{title}</Heading> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
