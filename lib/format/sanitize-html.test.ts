// @vitest-environment jsdom
// (jsdom, not happy-dom: DOMPurify does not work on happy-dom's DOM, it needs a faithful HTML parser)
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

/** Parses sanitised output the way the browser will when it is set as innerHTML. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

function assertInert(html: string): void {
  const out = sanitizeHtml(html);
  const host = parse(out);
  expect(host.querySelector('script, iframe, object, embed, svg, math, style, form, template, noscript')).toBeNull();
  for (const el of host.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name} in ${out}`).toBe(false);
      expect(attr.name).not.toBe('style');
      expect(attr.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
  }
  // Sanitising is stable: a second pass over the output changes nothing (no mutation left to exploit).
  expect(sanitizeHtml(out)).toBe(out);
}

describe('sanitizeHtml', () => {
  it('keeps the formatting an article needs', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> text.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts and event handlers', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">hi</p><script>window.x=1</script><img src="/uploads/a.png" onerror="x()">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|alert/);
    expect(out).toContain('<p>hi</p>');
    expect(out).toContain('src="/uploads/a.png"');
  });

  it('keeps only images of our own public uploads (a remote image would track its readers)', () => {
    for (const src of [
      'https://tracker.example/p.gif',
      'http://tracker.example/p.gif',
      '/uploads/private/id.jpg',
      '/api/console/exports/audit',
      '/uploads/../api/x',
      '/a.png',
    ]) {
      const img = parse(sanitizeHtml(`<img src="${src}" alt="a">`)).querySelector('img');
      expect(img?.getAttribute('src') ?? null, src).toBeNull();
    }
    expect(parse(sanitizeHtml('<img src="/uploads/ab12.webp">')).querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/ab12.webp',
    );
  });

  it('drops javascript:, data: and vbscript: links but keeps the text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
    ]) {
      const host = parse(sanitizeHtml(`<a href="${href}">link</a>`));
      expect(host.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
      expect(host.textContent).toBe('link');
    }
  });

  it('opens links in a new tab without opener or referrer, whatever the input said', () => {
    const a = parse(sanitizeHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://example.com');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(parse(sanitizeHtml('<a href="mailto:a@b.c">m</a>')).querySelector('a')?.getAttribute('href')).toBe(
      'mailto:a@b.c',
    );
  });

  it('removes style attributes and style elements (the CSP would refuse them)', () => {
    const out = sanitizeHtml('<p style="color:red">x</p><style>p{color:red}</style>');
    expect(out).toBe('<p>x</p>');
  });

  it('removes ids and names (DOM clobbering) and protocol-relative or data images', () => {
    const out = sanitizeHtml(
      '<img id="x" name="cookie" src="//evil.example/a.png"><img src="data:image/png;base64,AA">',
    );
    expect(out).not.toMatch(/id=|name=|evil|data:/);
  });

  it('removes iframes, objects, forms and SVG', () => {
    const out = sanitizeHtml(
      '<iframe src="https://e.x"></iframe><object data="x"></object><form action="/x"><input></form><svg><script>x</script></svg>ok',
    );
    expect(out).toBe('ok');
  });

  // Mutation XSS: markup that is harmless when parsed once and turns active when serialised and
  // parsed again (the innerHTML round trip). Each output must stay inert.
  const vectors = [
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<svg><foreignObject><p><style><img src=x onerror=alert(1)></style></p></foreignObject></svg>',
    '<a href="&#x6A;avascript:alert(1)">x</a>',
    '<a href="java\u0000script:alert(1)">x</a>',
    '<a href="java&#9;script:alert(1)">x</a>',
    '<img src="x" alt="`<img src=x onerror=alert(1)>`">',
    '<template><img src=x onerror=alert(1)></template>',
    '<xmp><img src=x onerror=alert(1)></xmp>',
    '<title><img src=x onerror=alert(1)></title>',
    '<textarea><img src=x onerror=alert(1)></textarea>',
    '<p><!--<img src=x onerror=alert(1)>--></p>',
    '<div><![CDATA[<img src=x onerror=alert(1)>]]></div>',
    '<img src=x onerror=alert(1)//',
    '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
    '<details open ontoggle=alert(1)>',
    '<body onload=alert(1)>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:/">',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
  ];
  it.each(vectors)('leaves mutation-XSS vector %s inert', (vector) => {
    assertInert(vector);
  });
});
