'use client';
// Server HTML (notices, articles, descriptions) on screen: always through DOMPurify with the
// app's conservative configuration (lib/format/sanitize-html.ts), never raw. Links open in a new
// tab with rel="noopener noreferrer"; images load lazily and never overflow the column.
// DOMPurify arrives as its own chunk (lib/format/use-sanitizer.ts): until it has, a few skeleton
// lines hold the place.
import { useMemo } from 'react';
import { useSanitizer } from '@/lib/format/use-sanitizer';
import { SkeletonText } from './skeleton';
import { FallbackNote } from './content-text';
import styles from './rich-text.module.css';

export interface RichTextProps {
  /** HTML from the server; sanitised here before it reaches the DOM. */
  html: string;
  /** The language the server says the text is in (issue 22): the block's `lang`, and a note where it fell back. */
  lang?: string | undefined;
}

export function RichText({ html, lang }: RichTextProps) {
  const sanitizer = useSanitizer();
  const clean = useMemo(() => sanitizer?.sanitizeHtml(html) ?? null, [sanitizer, html]);
  if (clean === null)
    return (
      <div className={styles.richText} data-testid="rich-text-pending">
        <SkeletonText lines={3} />
      </div>
    );
  // The only dangerouslySetInnerHTML of the app's content: `clean` has been through DOMPurify.
  return (
    <>
      <FallbackNote lang={lang} />
      <div
        lang={lang}
        className={styles.richText}
        data-testid="rich-text"
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </>
  );
}
