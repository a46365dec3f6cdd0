'use client';
// A one-line notice bar: a label, the notice's title as a link, and an optional "More" link.
// A title too long for the line scrolls sideways (slowly, then pauses); with
// prefers-reduced-motion it stays still and is cut with an ellipsis.
import { Link } from './link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './notice-bar.module.css';

export interface NoticeBarProps {
  /** Short word before the text, e.g. "Notice". */
  label: string;
  href: string;
  children: ReactNode;
  more?: { href: string; label: string };
}

export function NoticeBar({ label, href, children, more }: NoticeBarProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(0);
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = () => {
      const inner = node.firstElementChild as HTMLElement | null;
      setOverflow(inner ? Math.max(0, inner.scrollWidth - node.clientWidth) : 0);
    };
    // The observer reports the first size itself, after the browser's own layout: measuring here
    // would force a layout in the middle of the page's first render.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [children]);
  return (
    <div className={styles.bar}>
      <span className={styles.label}>{label}</span>
      <Link href={href} className={styles.link}>
        <span ref={box} className={styles.viewport}>
          <span
            className={overflow > 0 ? `${styles.text} ${styles.scrolling}` : styles.text}
            style={overflow > 0 ? ({ '--notice-shift': `-${overflow}px` } as React.CSSProperties) : undefined}
          >
            {children}
          </span>
        </span>
      </Link>
      {more ? (
        <Link href={more.href} className={styles.more}>
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}
