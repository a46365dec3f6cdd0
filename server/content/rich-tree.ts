// A stored body (sanitised HTML: ./sanitize.ts) as buyers read it: the checked tree of
// lib/api/schemas/rich-text.ts, so the buyer app never parses HTML. Built on every read from the
// stored text with the shared allowlist (lib/format/rich-text-rules.ts): an element outside it
// gives its content to its parent (or, for scripts, styles and embedded documents, is dropped with
// its content), an attribute outside it or a URL its rule refuses is left out, an image without a
// readable source is left out whole. Bodies are stored sanitised, so on rows written since
// sanitising began this drops nothing; it is the same rule applied where the tree is made.
import { Parser } from 'htmlparser2';
import {
  attrValue,
  DROP_WITH_CONTENT,
  isRichTag,
  MAX_DEPTH,
  NO_TEXT_CHILDREN,
  RICH_ATTRS,
  VOID_TAGS,
} from '@/lib/format/rich-text-rules';

export interface RichElement {
  t: string;
  a?: Record<string, string>;
  n?: number;
}
export type RichNode = string | RichElement;

interface Open {
  /** The element's node in the output; null when it is not kept (its content goes to the nearest kept one). */
  node: RichElement | null;
  /** Inside an element dropped with its content. */
  dropping: boolean;
}

function attributesOf(tag: string, attribs: Record<string, string>): Record<string, string> | undefined {
  const names: readonly string[] | undefined = (RICH_ATTRS as Record<string, readonly string[]>)[tag];
  if (!names) return undefined;
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = attrValue(tag, name, attribs[name]);
    if (value !== undefined) out[name] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The tree of one body. */
export function htmlToTree(html: string): RichNode[] {
  const out: RichNode[] = [];
  const stack: Open[] = [];
  /** The nearest kept element (null: the top level). */
  const parent = (): RichElement | null => {
    for (let i = stack.length - 1; i >= 0; i -= 1) if (stack[i]!.node) return stack[i]!.node;
    return null;
  };
  const kept = () => stack.filter((o) => o.node !== null).length;
  const dropping = () => stack.length > 0 && stack[stack.length - 1]!.dropping;
  // The text run being built: htmlparser2 hands a text over in pieces (around each entity).
  let run: { index: number; parent: RichElement | null } | null = null;

  const addChild = (node: RichNode) => {
    const p = parent();
    if (p) p.n = (p.n ?? 0) + 1;
    out.push(node);
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        // An element not kept leaves the text around it one text (`a<x-y>b</x-y>c` reads "abc").
        if (dropping() || DROP_WITH_CONTENT.has(name)) {
          stack.push({ node: null, dropping: true });
          return;
        }
        if (!isRichTag(name) || kept() >= MAX_DEPTH) {
          stack.push({ node: null, dropping: false });
          return;
        }
        const a = attributesOf(name, attribs);
        // An image with nothing to load shows nothing: left out whole (its alt text too).
        if (name === 'img' && a?.src === undefined) {
          stack.push({ node: null, dropping: true });
          return;
        }
        const node: RichElement = a ? { t: name, a } : { t: name };
        run = null;
        addChild(node);
        stack.push({ node, dropping: VOID_TAGS.has(name) });
      },
      ontext(text) {
        if (dropping()) return;
        const p = parent();
        if (run && run.parent === p) {
          out[run.index] = (out[run.index] as string) + text;
          return;
        }
        addChild(text);
        run = { index: out.length - 1, parent: p };
      },
      onclosetag() {
        if (stack.pop()?.node) run = null;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return withoutLayoutBlanks(out);
}

/** Blank texts directly inside a table, a row or a list (the line breaks between `<li>`s) go. */
function withoutLayoutBlanks(tree: RichNode[]): RichNode[] {
  const out: RichNode[] = [];
  const parents: { node: RichElement | null; left: number }[] = [{ node: null, left: Infinity }];
  for (const node of tree) {
    const top = parents[parents.length - 1]!;
    top.left -= 1;
    if (typeof node === 'string') {
      if (top.node && NO_TEXT_CHILDREN.has(top.node.t) && node.trim() === '') {
        top.node.n = (top.node.n ?? 1) - 1;
        if (top.node.n === 0) delete top.node.n;
      } else out.push(node);
    } else {
      out.push(node);
      if (node.n) parents.push({ node, left: node.n });
    }
    while (parents.length > 1 && parents[parents.length - 1]!.left <= 0) parents.pop();
  }
  return out;
}

/**
 * The same body is read many times (every notice in every GetNotice): its tree is kept, up to a
 * bound, by its text. Trees are never changed after they are made (callers get the same array).
 */
const CACHE_ENTRIES = 512;
const CACHE_MAX_CHARS = 50_000;
const cache = new Map<string, RichNode[]>();

export function richTree(html: string): RichNode[] {
  if (html.length > CACHE_MAX_CHARS) return htmlToTree(html);
  const hit = cache.get(html);
  if (hit) {
    // Most recently used last: the first key is the one to forget.
    cache.delete(html);
    cache.set(html, hit);
    return hit;
  }
  const tree = htmlToTree(html);
  cache.set(html, tree);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return tree;
}
