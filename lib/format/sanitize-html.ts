// The console's live preview of raw operator HTML (components/console/content/html-preview.tsx):
// the only HTML the app shows as HTML, since buyers read the server's checked tree
// (lib/api/schemas/rich-text.ts) and never parse HTML. DOMPurify with the shared allowlist
// (lib/format/rich-text-rules.ts) on a private instance, so no other code's hooks or settings change
// it, and so the preview shows what a buyer's tree will hold. Fails closed: where DOMPurify cannot
// run (no DOM, e.g. prerendering) the result is the empty string, never the input.
import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { DROP_WITH_CONTENT, RICH_ATTRS, RICH_TAGS, readableImageSource, readableLink } from './rich-text-rules';

/** Every attribute some element may keep; which element may keep which is checked in the hook. */
const ALLOWED_ATTR = [...new Set(Object.values(RICH_ATTRS).flat())];

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
    const tag = node.nodeName.toLowerCase();
    const own: readonly string[] = (RICH_ATTRS as Record<string, readonly string[]>)[tag] ?? [];
    for (const name of ALLOWED_ATTR) if (!own.includes(name)) node.removeAttribute(name);
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href === null || !readableLink(href)) node.removeAttribute('href');
      // Every link leaves the app in a new tab without handing it `window.opener` or a referrer.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src === null || !readableImageSource(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  // The configuration is set once on this private instance: passed to every sanitize() call it was
  // parsed again each time (its tag and attribute sets rebuilt), ~2–3 ms a call at 4 × CPU, which a
  // list of notice excerpts paid once per item (measured in Chromium: 20 calls 58–68 ms → 6–36 ms).
  p.setConfig({
    ALLOWED_TAGS: [...RICH_TAGS],
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
    FORBID_TAGS: [...DROP_WITH_CONTENT, 'form', 'svg', 'math'],
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
