'use client';
// The console's live preview of the raw HTML an operator is typing (body-editor.tsx). This is the
// one place the app shows HTML as HTML: buyers read the server's checked tree
// (components/ui/rich-text.tsx), but a body being written has no tree yet. So it goes through
// DOMPurify with the shared allowlist (lib/format/sanitize-html.ts), loaded as its own chunk when a
// body is first previewed; until then a few skeleton lines hold the place, never the raw text.
import { useMemo } from 'react';
import { useSanitizer } from '@/lib/format/use-sanitizer';
import { SkeletonText } from '@/components/ui/skeleton';
import styles from '@/components/ui/rich-text.module.css';

export function HtmlPreview({ html }: { html: string }) {
  const sanitizer = useSanitizer();
  const clean = useMemo(() => sanitizer?.sanitizeHtml(html) ?? null, [sanitizer, html]);
  if (clean === null)
    return (
      <div className={styles.richText} data-testid="rich-text-pending">
        <SkeletonText lines={3} />
      </div>
    );
  // The console's only dangerouslySetInnerHTML: `clean` has been through DOMPurify.
  return <div className={styles.richText} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
