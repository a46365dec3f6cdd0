// Issue item 9 and extra a (sanitised HTML): a notice's `<img src="/api/console/exports/audit">` made
// an admin's browser run an export with its cookie, and a remote `https:` image told its host who
// read what. Stored bodies now carry images of this server's public uploads (or data: images)
// only, and no link to an /api/ path in any spelling the router matches. Through the real
// surfaces: a notice (the operator API), an article, a product description, a localised text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_ARTICLE_IDS } from '../../content/agreements';
import { allowedImageSource, reachesApi, sanitizeBody } from '../../content/sanitize';
import { createHarness, type Harness } from '../harness';
import { testTypeId } from '../market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef.png';

/** Image sources no reader's browser may be made to request. */
const BAD_IMAGES = [
  '/api/console/exports/audit',
  '/api/console/exports/audit?from=2026-01-01',
  '/api/admin/exports/orders',
  'https://tracker.example/pixel.gif?u=1',
  'http://tracker.example/p.png',
  '//tracker.example/p.png',
  '/uploads/private/0123456789abcdef0123456789abcdef.png',
  '/uploads/../api/console/exports/audit',
  '/uploads/%2e%2e/api/console/exports/audit',
  '/uploads/a/../../api/console/exports/audit',
  '/uploads/x.png?/../../api/x',
  '/%61pi/console/exports/audit',
  'x',
  'nope.png',
  ' /uploads/a.png',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'data:text/html;base64,PHNjcmlwdD4=',
  'javascript:alert(1)',
];

/** Links that would reach the API (the text stays, the href goes). */
const BAD_LINKS = [
  '/api/console/exports/audit',
  '/API/console/exports/audit',
  '/%61pi/console/exports/audit',
  '/%2561pi/console/exports/audit',
  '/./api/console/exports/audit',
  '/x/../api/console/exports/audit',
  '/x/%2e%2e/api/console/exports/audit',
  '/x/..%2fapi/console/exports/audit',
  '/x/..%5capi/console/exports/audit',
  '\\api\\console\\exports\\audit',
  ' /api/console',
  '/api',
  'api/console/exports/audit',
  '../../api/console/exports/audit',
  'https://gavel.example/api/console/exports/audit',
  'https://gavel.example/%61pi/console',
  'http://localhost:3000/api/admin/exports/audit',
];

describe('sanitizeBody: image sources', () => {
  it('keeps this server’s public uploads and data: raster images', () => {
    for (const src of [UPLOAD, '/uploads/0123456789abcdef0123456789abcdef.thumb.webp', PNG]) {
      expect(sanitizeBody(`<p>a<img src="${src}" alt="x" /></p>`), src).toBe(`<p>a<img src="${src}" alt="x" /></p>`);
    }
  });

  it('drops every other image whole, however spelt (entities too)', () => {
    for (const src of BAD_IMAGES) {
      expect(allowedImageSource(src), src).toBe(false);
      for (const written of [src, src.replace(/\//g, '&#x2f;'), src.replace(/a/g, '&#97;')]) {
        expect(sanitizeBody(`<p>a<img src="${written}" alt="x"></p>`), written).toBe('<p>a</p>');
      }
    }
    expect(sanitizeBody('<img alt="no source">')).toBe('');
    // Protocol-relative: another host, refused by the scheme rule.
    expect(sanitizeBody('<a href="//api/console">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBody('<a href="/\t/api/console">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBody(`<img srcset="/api/console/exports/audit 1x" src="${UPLOAD}">`)).toBe(
      `<img src="${UPLOAD}" />`,
    );
  });
});

describe('sanitizeBody: links', () => {
  it('drops the href of a link to an /api/ path, keeping its text', () => {
    for (const href of BAD_LINKS) {
      expect(reachesApi(href), href).toBe(true);
      expect(sanitizeBody(`<p><a href="${href}">export</a></p>`), href).toBe('<p><a>export</a></p>');
    }
  });

  it('keeps ordinary links, relative ones included', () => {
    for (const href of [
      'https://example.com/apiary',
      'https://example.com/docs/api-guide',
      '/en/notice/?id=3',
      '/apiary',
      '/uploads/0123456789abcdef0123456789abcdef.png',
      'mailto:help@example.com',
      '#terms',
    ]) {
      expect(reachesApi(href), href).toBe(false);
      expect(sanitizeBody(`<a href="${href}">x</a>`), href).toBe(`<a href="${href}">x</a>`);
    }
  });
});

describe('every surface stores the sanitised form', () => {
  const dirty = `<p>Read</p><img src="/api/console/exports/audit"><img src="https://tracker.example/p.gif"><img src="${UPLOAD}"><a href="/api/console/exports/orders">go</a>`;
  const clean = `<p>Read</p><img src="${UPLOAD}" /><a>go</a>`;

  it('a notice, an article and a product description', async () => {
    const notice = await h.operator<{ id: number; body: string }>('POST', '/notices', { title: 'Pixel', body: dirty });
    expect(notice.status).toBe(200);
    const list = await h.api('GetNotice', {});
    expect(JSON.stringify(list.body.result)).not.toMatch(/\/api\/|tracker\.example/);
    const article = await h.operator('POST', '/articles', {
      id: AGREEMENT_ARTICLE_IDS.risk,
      title: 'Risk',
      body: dirty,
    });
    expect(article.status).toBe(200);
    const read = await h.api('GetArtical', { id: AGREEMENT_ARTICLE_IDS.risk });
    // Buyers read it as a tree (server/content/rich-tree.ts), made from the stored form.
    expect((read.body.result as { content: unknown }).content).toEqual([
      { t: 'p', n: 1 },
      'Read',
      { t: 'img', a: { src: UPLOAD } },
      { t: 'a', n: 1 },
      'go',
    ]);
    const stored = await h.operator<{ id: number; body: string }[]>('GET', '/articles');
    expect(stored.body.result.find((x) => x.id === AGREEMENT_ARTICLE_IDS.risk)?.body).toBe(clean);
    const product = await h.operator<{ id: number; description: string }>('POST', '/products', {
      name: 'Pixel lamp',
      price: 100,
      stock: 1,
      typeId: await testTypeId(h),
      description: dirty,
    });
    expect(product.status).toBe(200);
    const detail = await h.api('getProduct', { id: product.body.result.id });
    expect(JSON.stringify(detail.body.result)).not.toMatch(/\/api\/|tracker\.example/);
  });
});
