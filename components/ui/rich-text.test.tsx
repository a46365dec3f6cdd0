// @vitest-environment happy-dom
// The buyer's rich text: the server's tree drawn with React from the allowlist. Forged trees (what a
// compromised server, a tampered cache or a proxy could send) lose markup, never gain it.
import { cleanup, screen } from '@testing-library/react';
import { renderEn as render } from './test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RichNode } from '@/lib/format/rich-tree';
import { loadTreeReader } from '@/lib/format/use-rich-tree';
import { RichText } from './rich-text';

afterEach(cleanup);
// The reader loads on demand in the app; loaded once here, so every render draws at once.
beforeAll(() => loadTreeReader());

/** Every attribute of every element the tree produced, as `tag attr=value`. */
function attributes(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => `${el.tagName.toLowerCase()} ${a.name}=${a.value}`),
  );
}

function renderTree(tree: unknown[]) {
  render(<RichText tree={tree as RichNode[]} />);
  return screen.getByTestId('rich-text');
}

describe('RichText', () => {
  it('draws headings, paragraphs, lists, links and images', () => {
    const root = renderTree([
      { t: 'h2', n: 1 },
      'Rules',
      { t: 'p', n: 3 },
      'Read ',
      { t: 'strong', n: 1 },
      'carefully',
      '.',
      { t: 'ul', n: 2 },
      { t: 'li', n: 1 },
      'one',
      { t: 'li', n: 1 },
      'two',
      { t: 'a', a: { href: 'https://example.com/rules', title: 'The rules' }, n: 1 },
      'rules',
      { t: 'img', a: { src: '/uploads/ab12.webp', alt: 'A vase', width: '320', height: '200' } },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toBeTruthy();
    expect(screen.getByText('carefully').tagName).toBe('STRONG');
    expect(root.querySelector('p')?.textContent).toBe('Read carefully.');
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    const link = screen.getByRole('link', { name: 'rules' });
    expect(link.getAttribute('href')).toBe('https://example.com/rules');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('title')).toBe('The rules');
    const img = screen.getByRole('img', { name: 'A vase' });
    expect(img.getAttribute('src')).toBe('/uploads/ab12.webp');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('320');
  });

  it('keeps mailto, relative and fragment links', () => {
    const root = renderTree([
      { t: 'a', a: { href: 'mailto:help@example.com' }, n: 1 },
      'mail',
      { t: 'a', a: { href: '/en/notice/?id=3' }, n: 1 },
      'notice',
      { t: 'a', a: { href: '#part-2' }, n: 1 },
      'part 2',
    ]);
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:help@example.com',
      '/en/notice/?id=3',
      '#part-2',
    ]);
  });

  it('a script element is dropped with its content, an iframe and a style too; an svg is no element', () => {
    const root = renderTree([
      { t: 'p', n: 1 },
      'safe',
      { t: 'script', n: 1 },
      'window.pwned = 1',
      { t: 'iframe', a: { src: 'https://evil.example/' }, n: 1 },
      'frame text',
      { t: 'style', n: 1 },
      'p { color: red }',
      { t: 'svg', n: 1 },
      { t: 'script', n: 1 },
      'alert(2)',
    ]);
    expect(root.querySelector('script, iframe, style, svg')).toBeNull();
    expect(root.textContent).toBe('safe');
  });

  it('an unknown element renders as its content, never as an element', () => {
    const root = renderTree([
      { t: 'p', n: 2 },
      'before ',
      { t: 'marquee', a: { href: 'https://x.example' }, n: 2 },
      'moving ',
      { t: 'b', n: 1 },
      'bold',
      { t: 'form', n: 1 },
      { t: 'button', n: 1 },
      'press',
      { t: 'P', n: 1 },
      'upper case',
    ]);
    expect(root.querySelector('marquee, form, button')).toBeNull();
    expect(root.querySelector('p')?.textContent).toBe('before moving bold');
    expect(root.querySelector('b')?.textContent).toBe('bold');
    expect(root.textContent).toBe('before moving boldpressupper case');
    expect(root.querySelectorAll('p')).toHaveLength(1);
  });

  it('an onclick, a style, an id or a class attribute is dropped', () => {
    const root = renderTree([
      { t: 'p', a: { onclick: 'window.pwned = 1', style: 'color:red', id: 'x', class: 'y' }, n: 1 },
      'text',
      { t: 'a', a: { href: 'https://ok.example', onclick: 'x()', onmouseover: 'y()', target: '_self' }, n: 1 },
      'link',
      { t: 'img', a: { src: '/uploads/a.png', onerror: 'z()', srcset: 'https://evil.example/a.png 2x' } },
    ]);
    expect(attributes(root).sort()).toEqual([
      'a href=https://ok.example',
      'a rel=noopener noreferrer',
      'a target=_blank',
      'img alt=',
      'img decoding=async',
      'img loading=lazy',
      'img src=/uploads/a.png',
    ]);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'tel:+100',
    '//evil.example/x',
    '/\\evil.example/x',
    '/api/console/exports/audit',
    '/%61pi/console/exports/audit',
    'https://gavel.example/api/admin/exports/orders',
  ])('a link to %j keeps its text, not its href', (href) => {
    const root = renderTree([{ t: 'a', a: { href }, n: 1 }, 'click']);
    const a = root.querySelector('a');
    expect(a?.hasAttribute('href')).toBe(false);
    expect(a?.textContent).toBe('click');
    expect(root.innerHTML).not.toMatch(/javascript|data:|vbscript|evil|api/i);
  });

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'https://tracker.example/p.gif',
    '//tracker.example/p.gif',
    '/uploads/private/id.jpg',
    '/uploads/../api/x',
    '/api/console/exports/audit',
    'javascript:alert(1)',
  ])('an image from %j is dropped whole', (src) => {
    const root = renderTree([{ t: 'p', n: 2 }, 'a', { t: 'img', a: { src, alt: 'pixel' } }]);
    expect(root.querySelector('img')).toBeNull();
    expect(root.innerHTML).toBe('<p>a</p>');
  });

  it('survives a tree that lies about its shape', () => {
    // Counts beyond the end, zero and negative counts, non-nodes, an element with children under a
    // void element: whatever it says, the result is text and allowed elements.
    const root = renderTree([
      { t: 'br', n: 2 },
      'under br',
      { t: 'script' },
      { t: 'p', n: -1 },
      42,
      null,
      ['nested'],
      { n: 3 },
      { t: 'em', n: 1_000_000 },
      'last',
    ]);
    expect(root.querySelector('br')?.childNodes).toHaveLength(0);
    expect(root.textContent).toBe('last');
    expect(root.querySelector('em')?.textContent).toBe('last');
  });

  it('a tree nested deeper than the limit gives its content to the deepest element kept', () => {
    const depth = 10_000;
    const tree: unknown[] = [];
    for (let i = 0; i < depth; i++) tree.push({ t: 'span', n: 1 });
    tree.push('deep');
    const root = renderTree(tree);
    expect(root.textContent).toBe('deep');
    expect(root.querySelectorAll('span').length).toBeLessThanOrEqual(24);
  });

  it('an answer stored before the tree (HTML in a string) shows nothing, not its markup', () => {
    render(<RichText tree={'<p>old</p>' as unknown as RichNode[]} empty={<p>No description</p>} />);
    expect(screen.getByText('No description')).toBeTruthy();
    expect(document.body.textContent).not.toContain('old');
  });

  it('text is text: markup inside a string is shown, not parsed', () => {
    const root = renderTree([{ t: 'p', n: 1 }, '<img src=x onerror="window.pwned=1"><script>x</script>']);
    expect(root.querySelector('img, script')).toBeNull();
    expect(root.querySelector('p')?.textContent).toBe('<img src=x onerror="window.pwned=1"><script>x</script>');
  });
});

describe('RichText around its reader', () => {
  it('shows `empty` for a tree with no text and no image', () => {
    render(<RichText tree={[{ t: 'p', n: 1 }, '  ', { t: 'script', n: 1 }, 'x']} empty={<p>No description</p>} />);
    expect(screen.getByText('No description')).toBeTruthy();
    expect(screen.queryByTestId('rich-text')).toBeNull();
  });

  it('shows skeleton lines until the reader has loaded, then the tree', async () => {
    vi.resetModules();
    const fresh = await import('./rich-text');
    const { container } = render(<fresh.RichText tree={[{ t: 'p', n: 1 }, 'later']} />);
    expect(screen.getByTestId('rich-text-pending')).toBeTruthy();
    expect(container.textContent).not.toContain('later');
    expect((await screen.findByText('later')).tagName).toBe('P');
  });
});
