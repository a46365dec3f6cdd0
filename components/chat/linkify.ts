// Chat text is plain text from other users: it is rendered as React text nodes, never as HTML.
// The only markup it gets is a link around http(s) URLs, after the URL parser agrees it is one.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_LIKE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that usually ends the sentence rather than the URL.
const TRAILING = /[.,;:!?)\]}'"»。，；：！？）】」』]+$/u;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits a message into text and http(s) link parts (other schemes stay text). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_LIKE)) {
    const start = match.index;
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href || raw.length === 0) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
