'use client';
// Rich text from the server (notices, articles and agreements, the company page, descriptions) on
// screen: the server sends a checked tree, never HTML (lib/api/schemas/rich-text.ts), and it is
// drawn here with React elements from the shared allowlist (lib/format/rich-tree.ts holds every
// node to it again). No HTML is parsed and nothing is set as HTML: an element, attribute or URL
// outside the list is text or gone, never markup. Links open in a new tab with
// rel="noopener noreferrer"; images load lazily, with their alt text, and never overflow.
import { createElement, useMemo, type ReactNode } from 'react';
import { readTree, type RichBlock, type RichElementBlock, type RichNode } from '@/lib/format/rich-tree';
import { FallbackNote } from './content-text';
import styles from './rich-text.module.css';

export interface RichTextProps {
  /** The server's tree. */
  tree: readonly RichNode[];
  /** The language the server says the text is in (issue 22): the block's `lang`, and a note where it fell back. */
  lang?: string | undefined;
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

export function RichText({ tree, lang }: RichTextProps) {
  const content = useMemo(() => render(readTree(tree)), [tree]);
  return (
    <>
      <FallbackNote lang={lang} />
      <div lang={lang} className={styles.richText} data-testid="rich-text">
        {content}
      </div>
    </>
  );
}
