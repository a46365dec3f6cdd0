'use client';
// Server HTML (product descriptions, notices, articles) rendered only after DOMPurify has cleaned
// it in the browser, whatever the server promised: a conservative allow-list of text tags, links
// and images; no scripts, handlers, forms, frames, styles or inline style attributes (the CSP
// forbids them anyway). Links open in a new tab without giving it a handle on this page.
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import styles from './rich-text.module.css';

const CONFIG: Config = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'caption',
    'code',
    'div',
    'em',
    'figcaption',
    'figure',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'],
  // http(s), mailto and tel links; images also from data: URLs. No javascript:, no protocol-relative.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input', 'svg', 'math'],
  FORBID_ATTR: ['style', 'class', 'id'],
  RETURN_TRUSTED_TYPE: false,
};

let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      if (node.tagName === 'IMG') {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
        if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** The cleaned HTML; '' where there is no DOM (prerendering): the text appears once hydrated. */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return '';
  // The hook adds target/rel after the allow-list ran, so they survive.
  return String(purifier().sanitize(html, { ...CONFIG, ADD_ATTR: ['target', 'rel', 'loading', 'decoding'] }));
}

export interface RichTextProps {
  html: string;
  className?: string;
}

export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={`${styles.rich} ${className ?? ''}`.trim()}
      // Cleaned by DOMPurify just above; never the server's string as it came.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
