// Reads a rich-text tree from the server (lib/api/schemas/rich-text.ts: flat, in document order,
// each element followed by its `n` children) into nested blocks the renderer turns into React
// elements (components/ui/rich-text.tsx). The tree has passed its read check, but this does not
// trust it: every element and attribute is held to the shared allowlist again
// (lib/format/rich-text-rules.ts), so a forged or corrupted answer can only lose markup:
// - an element outside the list gives its content to its parent (it reads as text), except
//   scripts, styles and embedded documents, dropped with their content;
// - an attribute outside the element's list, or a URL its rule refuses, is dropped; an image
//   without a readable source is dropped whole;
// - a count larger than what follows ends where the tree ends; deeper than MAX_DEPTH, elements
//   give their content to the deepest one kept. No recursion here, however deep a tree nests.
// Never parses HTML: a string is text, and React writes it as text.
import {
  attrValue,
  DROP_WITH_CONTENT,
  isRichTag,
  MAX_DEPTH,
  NO_TEXT_CHILDREN,
  RICH_ATTRS,
  VOID_TAGS,
  type RichTag,
} from './rich-text-rules';

/** One node as the read check lets it through: a text, or an element and its child count. */
export type RichNode = string | { t: string; a?: Partial<Record<string, string | undefined>>; n?: number };

/** A kept element with checked attributes, or a text. */
export type RichBlock = string | RichElementBlock;
export interface RichElementBlock {
  tag: RichTag;
  attrs: Partial<Record<string, string>>;
  children: RichBlock[];
}

interface Frame {
  /** Where this element's children go; null: dropped with its content. */
  into: RichBlock[] | null;
  /** The kept element they belong to (null: the top level), for its text rules. */
  tag: RichTag | null;
  depth: number;
  left: number;
}

function checkedAttrs(tag: RichTag, given: unknown): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  const names: readonly string[] | undefined = (RICH_ATTRS as Record<string, readonly string[]>)[tag];
  if (!names || typeof given !== 'object' || given === null) return out;
  for (const name of names) {
    const value = attrValue(tag, name, (given as Record<string, unknown>)[name]);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

export function readTree(tree: readonly unknown[]): RichBlock[] {
  const root: RichBlock[] = [];
  // An answer this phone stored before rich text was a tree (last seen, lib/api/hooks/last-seen.ts,
  // is not checked again when recalled offline) holds HTML: it shows nothing, never its markup.
  if (!Array.isArray(tree)) return root;
  const stack: Frame[] = [{ into: root, tag: null, depth: 0, left: Infinity }];
  for (const node of tree) {
    const top = stack[stack.length - 1]!;
    top.left -= 1;
    if (typeof node === 'string') {
      const blank = top.tag !== null && NO_TEXT_CHILDREN.has(top.tag) && node.trim() === '';
      if (top.into && !blank) top.into.push(node);
    } else if (typeof node === 'object' && node !== null && typeof (node as { t?: unknown }).t === 'string') {
      const { t, a, n } = node as { t: string; a?: unknown; n?: unknown };
      const count = typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0;
      let frame: Frame;
      if (top.into === null || DROP_WITH_CONTENT.has(t)) {
        frame = { ...top, into: null, left: count };
      } else if (isRichTag(t) && top.depth < MAX_DEPTH) {
        const attrs = checkedAttrs(t, a);
        const element: RichElementBlock = { tag: t, attrs, children: [] };
        // An image with nothing it may load shows nothing; a void element has no content.
        if (t !== 'img' || attrs.src !== undefined) top.into.push(element);
        const keepsContent = !VOID_TAGS.has(t);
        frame = { into: keepsContent ? element.children : null, tag: t, depth: top.depth + 1, left: count };
      } else {
        // Not in the list (or too deep): its content reads as part of its parent's.
        frame = { ...top, left: count };
      }
      if (count > 0) stack.push(frame);
    }
    // Anything else (a number, null, an array) is not a node: skipped, counted as one child.
    while (stack.length > 1 && stack[stack.length - 1]!.left <= 0) stack.pop();
  }
  return root;
}

const INLINE: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'del',
  'em',
  'i',
  'ins',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

/** The plain text of a tree (a notice's excerpt): words of two blocks never run together. */
export function treeText(tree: readonly unknown[]): string {
  const parts: string[] = [];
  const walk = (blocks: RichBlock[]) => {
    for (const b of blocks) {
      if (typeof b === 'string') parts.push(b);
      else {
        const gap = INLINE.has(b.tag) ? '' : ' ';
        parts.push(gap);
        walk(b.children);
        parts.push(gap);
      }
    }
  };
  walk(readTree(tree));
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Whether read blocks show anything: a text that is not blank, or an image. */
export function blocksHaveContent(blocks: RichBlock[]): boolean {
  return blocks.some((b) =>
    typeof b === 'string' ? b.trim() !== '' : b.tag === 'img' || blocksHaveContent(b.children),
  );
}
