// Rich text is rendered, not parsed (issue 39): the server answers buyers' reads with a checked tree
// (lib/api/schemas/rich-text.ts) and the app draws it with React from the allowlist
// (components/ui/rich-text.tsx). A notice written as HTML reads with its headings, lists, links
// and images; a forged tree (a script element, an onclick attribute, a javascript: URL, a data:
// image, an unknown element), injected into the API's answer, comes out as text or not at all.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './test';
import sharp from 'sharp';
import { clickAndSettle, collectErrors, imagesSettled, operator } from './helpers';

// page.route must see the app's API requests (a service worker would answer them first).
test.use({ serviceWorkers: 'block' });

const richText = (page: Page) => page.getByTestId('rich-text');

/** A public upload of the server's own (the only image source a tree keeps), via the operator API. */
async function uploadPhoto(request: APIRequestContext): Promise<string> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const token = readFileSync(path.join(dir, 'operator-token'), 'utf8').trim();
  // Wider than any phone: the screen must fit it to the column.
  const photo = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const res = await request.post('/api/admin/uploads/images', {
    headers: { authorization: `Operator ${token}` },
    multipart: { file: { name: 'tree.png', mimeType: 'image/png', buffer: photo } },
  });
  const body = (await res.json()) as { code: number; result: { url: string } };
  expect(body.code).toBe(200);
  return body.result.url;
}

async function addNotice(request: APIRequestContext, title: string, body: string): Promise<number> {
  const { id } = await operator(request, 'noticeAdd', { title, body, pinned: false });
  return id;
}

test('a notice written as HTML reads as a tree: headings, lists, links and images', async ({ page, request }) => {
  const errors = collectErrors(page);
  const photo = await uploadPhoto(request);
  const title = `Tree notice ${Date.now().toString(36)}`;
  const id = await addNotice(
    request,
    title,
    [
      '<h2>Tree heading</h2>',
      '<h3>Smaller heading</h3>',
      '<p>Read <strong>the rules</strong> at <a href="https://example.com/rules">the rules page</a>',
      ' or <a href="javascript:alert(1)">a bad link</a>.</p>',
      '<ul>\n<li>First point</li>\n<li>Second point</li>\n</ul>',
      '<ol><li>Step one</li></ol>',
      `<p><img src="${photo}" alt="A green field" width="1600" height="400"></p>`,
    ].join(''),
  );

  // The buyer's read carries the tree, never HTML.
  const res = await request.get('/api/front/GetNotice?lang=en');
  const notices = ((await res.json()) as { result: { id: number; content: unknown }[] }).result;
  const content = notices.find((n) => n.id === id)?.content;
  expect(Array.isArray(content)).toBe(true);
  expect(content).toContainEqual({ t: 'h2', n: 1 });
  expect(JSON.stringify(content)).not.toMatch(/<|javascript:/);

  await page.goto(`/en/notice/?id=${id}`);
  const body = richText(page);
  await expect(body.getByRole('heading', { level: 2, name: 'Tree heading' })).toBeVisible();
  await expect(body.getByRole('heading', { level: 3, name: 'Smaller heading' })).toBeVisible();
  await expect(body.locator('strong')).toHaveText('the rules');
  await expect(body.locator('ul > li')).toHaveText(['First point', 'Second point']);
  await expect(body.locator('ol > li')).toHaveText(['Step one']);
  const link = body.getByRole('link', { name: 'the rules page' });
  await expect(link).toHaveAttribute('href', 'https://example.com/rules');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The bad link kept its text, not its href (the server dropped it; so would the app).
  await expect(body.getByText('a bad link')).not.toHaveAttribute('href', /.+/);
  // ...and reads as text: the paragraph's colour, not a link's.
  const colour = (el: Element) => getComputedStyle(el).color;
  expect(await body.getByText('a bad link').evaluate(colour)).toBe(
    await body.locator('p').filter({ hasText: 'a bad link' }).evaluate(colour),
  );
  const img = body.getByRole('img', { name: 'A green field' });
  await expect(img).toHaveAttribute('src', photo);
  await expect(img).toHaveAttribute('loading', 'lazy');
  await img.scrollIntoViewIfNeeded();
  await imagesSettled(body);
  expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1600);
  // Never wider than its column, however wide the photo.
  const [imgBox, bodyBox] = [await img.boundingBox(), await body.boundingBox()];
  expect(imgBox!.width).toBeLessThanOrEqual(bodyBox!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Screenshots at 390 × 844 in English and in Simplified Chinese (the notice falls back to English there).
  const shots = path.join('test-results', 'rich-text-tree');
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'notice-390-en.png'), fullPage: true });
  await page.goto(`/zh-CN/notice/?id=${id}`);
  await expect(richText(page).getByRole('heading', { level: 2, name: 'Tree heading' })).toBeVisible();
  await expect(page.getByTestId('content-fallback')).toBeVisible();
  await richText(page).locator('img').scrollIntoViewIfNeeded();
  await imagesSettled(richText(page));
  await page.screenshot({ path: path.join(shots, 'notice-390-zh-CN.png'), fullPage: true });

  // The list's excerpt is the tree's text, blocks apart.
  await page.goto('/en/notice/');
  await expect(page.getByRole('link').filter({ hasText: title })).toContainText(
    'Tree heading Smaller heading Read the rules at the rules page',
  );
  expect(errors).toEqual([]);
});

test('a forged tree comes out as text or not at all', async ({ page, request }) => {
  const errors = collectErrors(page);
  const id = await addNotice(request, `Forged tree ${Date.now().toString(36)}`, '<p>Honest body</p>');
  const forged = [
    { t: 'p', n: 1 },
    'Forged body',
    { t: 'script', n: 1 },
    'window.__pwned = 1',
    { t: 'p', a: { onclick: 'window.__pwned = 2', style: 'position:fixed;inset:0' }, n: 1 },
    'Click this paragraph',
    { t: 'a', a: { href: 'javascript:window.__pwned = 3' }, n: 1 },
    'A script link',
    { t: 'a', a: { href: ' JaVaScRiPt:window.__pwned = 4' }, n: 1 },
    'A spelt script link',
    { t: 'img', a: { src: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', alt: 'data image', onerror: 'x()' } },
    { t: 'img', a: { src: 'https://tracker.example/p.gif', alt: 'remote image' } },
    { t: 'iframe', a: { src: 'javascript:parent.__pwned = 5' }, n: 1 },
    'frame content',
    { t: 'x-unknown', a: { onclick: 'window.__pwned = 6' }, n: 1 },
    'Unknown element text',
    { t: 'p', n: 1 },
    '<img src=x onerror="window.__pwned = 7">',
  ];
  await page.route('**/api/front/GetNotice*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { result: { id: number; content: unknown }[] };
    for (const n of body.result) if (n.id === id) n.content = forged;
    await route.fulfill({ response: res, json: body });
  });
  await page.goto(`/en/notice/?id=${id}`);
  const body = richText(page);
  await expect(body).toContainText('Forged body');
  // Unknown elements and markup inside a text read as text.
  await expect(body).toContainText('Unknown element text');
  await expect(body).toContainText('<img src=x onerror="window.__pwned = 7">');
  await expect(body.getByText('A script link')).not.toHaveAttribute('href', /.+/);
  await expect(body.getByText('A spelt script link')).not.toHaveAttribute('href', /.+/);
  // Dropped with their content.
  await expect(body).not.toContainText('window.__pwned = 1');
  await expect(body).not.toContainText('frame content');
  await expect(body.locator('script, iframe, img, x-unknown, [onclick], [onerror], [style]')).toHaveCount(0);
  // Nowhere on the page: no element, attribute or URL of the forged tree.
  expect(await page.locator('[onclick], [onerror], a[href^="javascript:" i], iframe').count()).toBe(0);
  expect(await page.evaluate(() => [...document.scripts].some((s) => s.textContent?.includes('__pwned')))).toBe(false);
  await clickAndSettle(body.getByText('Click this paragraph'));
  await clickAndSettle(body.getByText('A script link'));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});
