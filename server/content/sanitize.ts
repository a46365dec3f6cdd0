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
import {
  DROP_WITH_CONTENT,
  RICH_ATTRS,
  RICH_TAGS,
  reachesApi,
  storableImageSource,
} from '@/lib/format/rich-text-rules';

// The URL rules live with the allowlist (lib/format/rich-text-rules.ts), shared with the tree
// buyers read and the console's preview; these names stay for the tests that hold them.
export { reachesApi };
export const allowedImageSource = storableImageSource;

const OPTIONS: sanitizeHtml.IOptions = {
  // The shared allowlist: what is stored is what a buyer's tree can hold.
  allowedTags: [...RICH_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_ATTRS).map(([tag, names]) => [tag, [...names]])),
  // Dropped with what they hold; any other element outside the list leaves its text behind.
  nonTextTags: [...DROP_WITH_CONTENT],
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
