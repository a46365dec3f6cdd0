// Server HTML (notices, articles, the company page, product descriptions) goes through here before
// it reaches the DOM. The server already cleans it when an operator saves it; this is the second,
// independent layer (a compromised or older server, a cached answer): DOMPurify with a
// conservative configuration of our own, on a private instance so no other code's hooks or
// settings change it. Fails closed: where DOMPurify cannot run (no DOM, e.g. prerendering) the
// result is the empty string, never the input.
import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Text-level and block elements an article needs; nothing interactive, no embedding, no SVG/MathML. */
export const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
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
  'ins',
  'li',
  'mark',
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
] as const;

/** No `style` (the CSP refuses inline styles anyway), no `id`/`name` (DOM clobbering), no handlers. */
export const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'class'] as const;

/**
 * Links: web, mail and phone only. Images: this server's public uploads only (`/uploads/<name>`,
 * never `private/`): a remote image would tell its host who reads what (the server drops them on
 * write, server/content/sanitize.ts; this covers rows stored before that).
 */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^\/uploads\/(?!private\/)[^/?#\\]+$/;

let purifier: Purifier | null | undefined;

function instance(): Purifier | null {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined') return null;
  const p = createDOMPurify(window);
  if (!p.isSupported) {
    purifier = null;
    return purifier;
  }
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href === null || !SAFE_LINK.test(href.trim())) node.removeAttribute('href');
      // Every link leaves the app in a new tab without handing it `window.opener` or a referrer.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src === null || !SAFE_IMAGE.test(src.trim())) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  // The configuration is set once on this private instance: passed to every sanitize() call it was
  // parsed again each time (its tag and attribute sets rebuilt), ~2–3 ms a call at 4 × CPU, which a
  // list of notice excerpts paid once per item (measured in Chromium: 20 calls 58–68 ms → 6–36 ms).
  p.setConfig({
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // `target`/`rel`/`loading`/`decoding` are set by the hook, never taken from the input.
    ADD_ATTR: [],
    KEEP_CONTENT: true,
    SAFE_FOR_TEMPLATES: false,
    SANITIZE_DOM: true,
    SANITIZE_NAMED_PROPS: true,
    WHOLE_DOCUMENT: false,
    RETURN_DOM: false,
    RETURN_DOM_FRAGMENT: false,
    FORBID_TAGS: ['style', 'script', 'template', 'iframe', 'object', 'embed', 'form', 'svg', 'math', 'noscript'],
    FORBID_ATTR: ['style', 'id', 'name', 'srcset', 'action', 'formaction', 'xlink:href'],
  });
  purifier = p;
  return purifier;
}

/** Sanitised HTML, safe to hand to `dangerouslySetInnerHTML`; '' when it cannot be sanitised here. */
export function sanitizeHtml(dirty: string): string {
  const p = instance();
  if (!p) return '';
  return p.sanitize(dirty);
}

/** The plain text of server HTML (a notice's excerpt): sanitised first, then read as text. */
export function htmlToText(html: string): string {
  const clean = sanitizeHtml(html);
  if (!clean || typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  // Block boundaries become spaces so words of two paragraphs do not run together.
  doc.body.querySelectorAll('p, div, br, li, h1, h2, h3, h4, h5, h6, tr').forEach((el) => el.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
