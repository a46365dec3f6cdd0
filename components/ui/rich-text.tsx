'use client';
// Server HTML (notices, articles, descriptions) on screen: always through DOMPurify with the
// app's conservative configuration (lib/format/sanitize-html.ts), never raw. Links open in a new
// tab with rel="noopener noreferrer"; images load lazily and never overflow the column.
import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/format/sanitize-html';
import styles from './rich-text.module.css';

export interface RichTextProps {
  /** HTML from the server; sanitised here before it reaches the DOM. */
  html: string;
}

export function RichText({ html }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The only dangerouslySetInnerHTML of the app's content: `clean` has been through DOMPurify.
  return <div className={styles.richText} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
