// The one allowlist of rich text (notices, articles and agreements, the company page, item
// descriptions), shared by every place that decides what of an operator's HTML may reach a reader:
// - the server's sanitiser when a body is written (server/content/sanitize.ts, sanitize-html);
// - the server's tree builder when a body is read (server/content/rich-tree.ts): buyers get a tree;
// - the buyer app's renderer of that tree (lib/format/rich-tree.ts, components/ui/rich-text.tsx),
//   which holds a tree from the network to these rules again, element by element;
// - the console's live preview of raw operator HTML (lib/format/sanitize-html.ts, DOMPurify).
// Free of zod and of any parser: the buyer app loads it with the renderer.

/** Text-level and block elements an article needs; nothing interactive, no embedding, no SVG/MathML. */
export const RICH_TAGS = [
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

export type RichTag = (typeof RICH_TAGS)[number];

const TAG_SET: ReadonlySet<string> = new Set(RICH_TAGS);

export const isRichTag = (tag: string): tag is RichTag => TAG_SET.has(tag);

/** Elements without content. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);

/**
 * Elements whose content is not text a reader should see (code, styles, embedded documents, form
 * controls): dropped with everything inside. Any other element outside the list is dropped but its
 * content kept (an element a newer server adds still reads as its text; inside an `<svg>` or a
 * `<math>`, only the texts of the elements the list allows).
 */
export const DROP_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'option',
  'select',
  'xmp',
  'title',
  'head',
]);

/** Elements whose only children are elements: a blank text inside one is layout noise. */
export const NO_TEXT_CHILDREN: ReadonlySet<string> = new Set([
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'ul',
  'ol',
  'dl',
]);

/**
 * Attributes by element; none elsewhere. No `style` (the CSP refuses inline styles anyway), no
 * `id`/`name` (DOM clobbering), no `class`, no handlers. `target`, `rel`, `loading` and
 * `decoding` are set by whoever renders, never taken from the input.
 */
export const RICH_ATTRS = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
} as const satisfies Partial<Record<RichTag, readonly string[]>>;

export type RichAttr = (typeof RICH_ATTRS)[keyof typeof RICH_ATTRS][number];

/** Longest attribute value kept (a URL's practical limit; alt and title texts are far shorter). */
export const MAX_ATTR_LENGTH = 2048;

/** Deepest nesting a tree keeps; deeper elements give their content to the deepest one kept. */
export const MAX_DEPTH = 24;

/** This server's public uploads by their random names (`<hex>.png`, `<hex>.thumb.webp`); no folder, so never `private/`. */
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
/** A raster image inside the page: no request, nobody to tell. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]*$/i;

/** An image source a body may be stored with (server/content/sanitize.ts). The value as written, never repaired. */
export function storableImageSource(src: string | undefined): boolean {
  return src !== undefined && (OWN_UPLOAD.test(src) || DATA_IMAGE.test(src));
}

/**
 * An image source a reader's browser may load: this server's public uploads only. A remote image
 * would tell its host who reads what (a tracking pixel); a data: image (storable) is not served in
 * the tree, as the buyer app never showed one.
 */
export function readableImageSource(src: string | undefined): boolean {
  return src !== undefined && OWN_UPLOAD.test(src);
}

const BASE = 'https://gavel.invalid/';

/** Whether a link's path is under /api on whatever host, as the router would read it. Unreadable counts as yes. */
export function reachesApi(href: string): boolean {
  let path: string;
  try {
    path = new URL(href, BASE).pathname;
  } catch {
    return true;
  }
  // Each round undoes one layer of percent-encoding and then what the URL parser does (dot
  // segments, backslashes); doubled slashes are folded as the router folds them.
  for (let round = 0; round < 4; round += 1) {
    const folded = path
      .replace(/\\/g, '/')
      .replace(/\/{2,}/g, '/')
      .toLowerCase();
    if (folded === '/api' || folded.startsWith('/api/')) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(folded);
      path = new URL(decoded.replace(/\\/g, '/').replace(/^\/+/, '/'), BASE).pathname;
    } catch {
      return true;
    }
    if (decoded === folded) return false;
  }
  // Still encoded after four rounds: nobody writes a link like that.
  return true;
}

/** Web, mail, a path on this site (not `//host`) or a fragment. */
const LINK = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;
/** Spaces, control characters and backslashes: a browser drops or rewrites them, so the value would not be what was checked. */
// eslint-disable-next-line no-control-regex
const UNCLEAN = /[\u0000-\u0020\u007f-\u009f\\]/;

/** Whether a link may be followed: http(s), mailto or relative, clean, and never into the API. */
export function readableLink(href: string | undefined): boolean {
  return (
    href !== undefined && href.length <= MAX_ATTR_LENGTH && LINK.test(href) && !UNCLEAN.test(href) && !reachesApi(href)
  );
}

const SIZE = /^\d{1,4}$/;

/** The value an allowed attribute keeps, or undefined when it is dropped. */
export function attrValue(tag: string, name: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_ATTR_LENGTH) return undefined;
  const allowed: readonly string[] | undefined = (RICH_ATTRS as Record<string, readonly string[]>)[tag];
  if (!allowed?.includes(name)) return undefined;
  if (name === 'href') return readableLink(value) ? value : undefined;
  if (name === 'src') return readableImageSource(value) ? value : undefined;
  if (name === 'width' || name === 'height') return SIZE.test(value) ? value : undefined;
  return value;
}
