// Notice and article bodies (and product descriptions, localised texts, the company page) are HTML
// written by operators: sanitised on write (and the stored form is what every read returns), so no
// script or handler ever reaches a client. Beyond scripts, two kinds of URL are dropped:
// - an image is loaded by every reader's browser without a click, so it may come only from this
//   server's own public uploads (`/uploads/<name>`) or be a `data:` image: a remote image tells
//   its host who read what and when (a tracking pixel), and a same-origin `/api/...` source made
//   an operator's browser call the API with its cookie (an `<img>` of an export ran the export);
// - a link to an `/api/` path, on any host (we cannot know every name the server is reached by),
//   in any spelling the router would still match (percent-encoding, dot segments, backslashes,
//   doubled slashes, case): the link keeps its text, not its href.
import sanitizeHtml from 'sanitize-html';

/** This server's public uploads by their random names (`<hex>.png`, `<hex>.thumb.webp`); no folder, so never `private/`. */
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
/** A raster image inside the page: no request, nobody to tell. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]*$/i;
const BASE = 'https://gavel.invalid/';

/** Whether an image source is one a reader's browser may load. The value as written, never repaired. */
export function allowedImageSource(src: string | undefined): boolean {
  return src !== undefined && (OWN_UPLOAD.test(src) || DATA_IMAGE.test(src));
}

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

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Own uploads are relative (no scheme); a remote http(s) image never reaches the reader.
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // The values here are what the browser will see (entities already decoded by the parser).
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      return { tagName, attribs: href !== undefined && reachesApi(href) ? rest : attribs };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: allowedImageSource(src) ? attribs : rest };
    },
  },
  // An image left without a source shows nothing: drop it whole (its alt text too).
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSource(frame.attribs.src),
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
