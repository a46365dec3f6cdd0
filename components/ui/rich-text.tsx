'use client';
// Rich text from the server (notices, articles and agreements, the company page, descriptions) on
// screen: the server sends a checked tree, never HTML (lib/api/schemas/rich-text.ts), and it is
// drawn here with React elements from the shared allowlist (lib/format/rich-tree.ts holds every
// node to it again). No HTML is parsed and nothing is set as HTML: an element, attribute or URL
// outside the list is text or gone, never markup. Links open in a new tab with
// rel="noopener noreferrer"; images load lazily, with their alt text, and never overflow.
// The tree's reader arrives as its own small chunk (lib/format/use-rich-tree.ts): until it has, a
// few skeleton lines hold the place.
import { createElement, useMemo, type ReactNode } from 'react';
import type { RichBlock, RichElementBlock, RichNode } from '@/lib/format/rich-tree';
import { useTreeReader } from '@/lib/format/use-rich-tree';
import { SkeletonText } from './skeleton';
import { FallbackNote } from './content-text';
import styles from './rich-text.module.css';

export interface RichTextProps {
  /** The server's tree. */
  tree: readonly RichNode[];
  /** The language the server says the text is in (issue 22): the block's `lang`, and a note where it fell back. */
  lang?: string | undefined;
  /** Shown instead when the tree shows nothing (no text, no image). */
  empty?: ReactNode;
}

function props(block: RichElementBlock, key: number): Record<string, unknown> {
  const { href, title, src, alt, width, height } = block.attrs;
  if (block.tag === 'a')
    return href === undefined ? { key, title } : { key, href, title, target: '_blank', rel: 'noopener noreferrer' };
  if (block.tag === 'img') return { key, src, alt: alt ?? '', width, height, loading: 'lazy', decoding: 'async' };
  return { key };
}

function render(blocks: RichBlock[]): ReactNode[] {
  return blocks.map((b, i) =>
    typeof b === 'string'
      ? b
      : b.children.length > 0
        ? createElement(b.tag, props(b, i), ...render(b.children))
        : createElement(b.tag, props(b, i)),
  );
}

export function RichText({ tree, lang, empty }: RichTextProps) {
  const reader = useTreeReader();
  const blocks = useMemo(() => reader?.readTree(tree) ?? null, [reader, tree]);
  const content = useMemo(() => (blocks ? render(blocks) : null), [blocks]);
  if (blocks === null)
    return (
      <div className={styles.richText} data-testid="rich-text-pending">
        <SkeletonText lines={3} />
      </div>
    );
  if (empty !== undefined && !reader?.blocksHaveContent(blocks)) return <>{empty}</>;
  return (
    <>
      <FallbackNote lang={lang} />
      <div lang={lang} className={styles.richText} data-testid="rich-text">
        {content}
      </div>
    </>
  );
}
