// Rich text as buyers read it (notices, articles and agreements, the company page, item
// descriptions): not HTML but a checked tree of allowed elements (docs/api.md, "Rich text"), built
// by the server from the sanitised body (server/content/rich-tree.ts) and rendered by the app with
// React from the same allowlist (lib/format/rich-text-rules.ts, components/ui/rich-text.tsx).
//
// Flat, in document order: a string is a text; an element `{ t, a?, n? }` is followed by its `n`
// children (each with its own descendants). `<p>Read <b>this</b></p>` is
// `[{ "t": "p", "n": 2 }, "Read ", { "t": "b", "n": 1 }, "this"]`. Flat because the read checks
// compiled for the browser (lib/api/read-checks-compile.ts) know no recursive schema, and a
// flat list is checked and walked without recursion however deep a forged one nests.
//
// `t` is any tag name here, not an enum: an element this app does not know (a newer server's)
// renders as its content instead of failing the whole read; the renderer applies the allowlist.
// Attributes are the allowlist's own names (any other is dropped by the check), values as written.
import { z } from 'zod/mini';
import { MAX_ATTR_LENGTH } from '../../format/rich-text-rules';

const attr = z.optional(z.string().check(z.maxLength(MAX_ATTR_LENGTH)));

export const richElement = z.object({
  /** Tag name (lower case). */
  t: z.string().check(z.minLength(1), z.maxLength(16)),
  /** Attributes: a link's href and title, an image's src, alt, width and height. */
  a: z.optional(z.object({ href: attr, title: attr, src: attr, alt: attr, width: attr, height: attr })),
  /** How many children follow (absent: none). */
  n: z.optional(z.number().check(z.int(), z.positive())),
});

/** A body of at most `maxChars` characters of HTML: no text and no list longer than that. */
export const richText = (maxChars: number) =>
  z.array(z.union([z.string().check(z.maxLength(maxChars)), richElement])).check(z.maxLength(maxChars));
