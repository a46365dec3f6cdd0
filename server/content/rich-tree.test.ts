// The tree buyers read, made from a stored body: the shared allowlist (lib/format/rich-text-rules.ts)
// applied where the tree is made, and read back by the app's reader to the same content.
import { describe, expect, it } from 'vitest';
import { readTree, treeText } from '@/lib/format/rich-tree';
import { htmlToTree, richTree } from './rich-tree';
import { sanitizeBody } from './sanitize';

const UPLOAD = '/uploads/0123456789abcdef.png';

describe('htmlToTree', () => {
  it('writes elements in document order, each followed by its children', () => {
    expect(htmlToTree('<h2>Rules</h2><p>Read <b>this</b> &amp; that</p>')).toEqual([
      { t: 'h2', n: 1 },
      'Rules',
      { t: 'p', n: 3 },
      'Read ',
      { t: 'b', n: 1 },
      'this',
      ' & that',
    ]);
  });

  it('keeps links and own images with their allowed attributes only', () => {
    expect(
      htmlToTree(
        `<a href="https://example.com/a" title="A" class="x" target="_self">a</a><img src="${UPLOAD}" alt="vase" width="20" style="x" onerror="y()">`,
      ),
    ).toEqual([
      { t: 'a', a: { href: 'https://example.com/a', title: 'A' }, n: 1 },
      'a',
      { t: 'img', a: { src: UPLOAD, alt: 'vase', width: '20' } },
    ]);
  });

  it('drops scripts and embedded documents with their content, other unknown elements but not their text', () => {
    expect(
      htmlToTree('<div>a<script>alert(1)</script><iframe>f</iframe><section>b<custom-el>c</custom-el></section></div>'),
    ).toEqual([{ t: 'div', n: 1 }, 'abc']);
  });

  it('drops refused URLs: a javascript: or /api link keeps its text; a remote or data image goes whole', () => {
    expect(
      htmlToTree(
        '<a href="javascript:alert(1)">x</a><a href="/api/console/exports/audit">y</a><img src="https://t.example/p.gif" alt="t"><img src="data:image/png;base64,AA" alt="d">',
      ),
    ).toEqual([{ t: 'a', n: 1 }, 'x', { t: 'a', n: 1 }, 'y']);
  });

  it('leaves out the blank lines between list items and table rows', () => {
    expect(htmlToTree('<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>')).toEqual([
      { t: 'ul', n: 2 },
      { t: 'li', n: 1 },
      'one',
      { t: 'li', n: 1 },
      'two',
    ]);
  });

  it('caps nesting: deeper elements give their text to the deepest one kept', () => {
    const html = `${'<span>'.repeat(100)}deep${'</span>'.repeat(100)}`;
    const tree = htmlToTree(html);
    expect(tree.filter((n) => typeof n !== 'string')).toHaveLength(24);
    expect(treeText(tree)).toBe('deep');
  });

  it('is what the app reads back: the reader keeps every node of a sanitised body', () => {
    const body = sanitizeBody(
      `<h1>T</h1><p>x <em>y</em><br>z</p><ol><li><a href="mailto:a@b.c">m</a></li></ol><table><tbody><tr><td>c</td></tr></tbody></table><img src="${UPLOAD}" alt="v">`,
    );
    const tree = htmlToTree(body);
    const count = (blocks: ReturnType<typeof readTree>): number =>
      blocks.reduce<number>((sum, b) => sum + (typeof b === 'string' ? 1 : 1 + count(b.children)), 0);
    expect(count(readTree(tree))).toBe(tree.length);
    expect(treeText(tree)).toBe('T x y z m c');
  });

  it('richTree answers the same tree for the same body', () => {
    expect(richTree('<p>cached</p>')).toBe(richTree('<p>cached</p>'));
    expect(richTree('<p>cached</p>')).toEqual([{ t: 'p', n: 1 }, 'cached']);
  });
});
