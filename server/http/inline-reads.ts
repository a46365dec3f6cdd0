// The first reads of home, the goods list and an item's detail, answered inside the HTML the server
// serves for them (docs/api.md, "Client behaviour"; issue 26): the page's first render needs no
// round trip for its data, and the photos of its first screenful are preloaded from the <head>.
//
// - The reads are the page's own (lib/api/first-reads.ts, the table the screens and the head start
//   use), answered by this server's own handlers (`inject`: the same route, schema and envelope a
//   browser would get), public reads only. Only a 200 with code 200 is inlined; anything else (or
//   answers slower than INLINE_BUDGET_MS) leaves the page as exported, and the browser reads as
//   usual.
// - What is added: `<link rel="preload" as="image">` for those photos, the same photos in the
//   skeleton's empty photo slots (so the largest element paints before any script has run;
//   lib/first-photos.ts) and one `<script type="application/json">` data block. A data block is
//   never executed, so the page's CSP (its export's inline-script hashes, security-headers.ts) is
//   unchanged and stays strict; the client validates each answer with the call's zod schema
//   before rendering it and drops one that fails (lib/api/client/inline-answers.ts).
// - Only for a document navigation (`Sec-Fetch-Dest: document`, or a client that sends no fetch
//   metadata): the service worker's page cache stores the page as exported, not a copy with
//   answers that would go stale (the client also ignores a block older than 30 s).
// - A static host serves the exported files without this step; the head start does the same job
//   from the page itself (lib/api/client/head-start.ts).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpRequest, requestKey } from '@/lib/api/client/http-request';
import { INLINE_READS_ID, inlineReadsJson, type InlineAnswer } from '@/lib/api/client/inline-answers';
import { firstReads, type FirstReadsPage } from '@/lib/api/first-reads';
import type { HeadStartRead } from '@/lib/api/client/head-start';
import { isLocale } from '@/lib/i18n/config';
import { FIRST_PHOTO_ATTR, FIRST_PHOTO_SLOTS } from '@/lib/first-photos';

/** Exported page (under the locale) → its reads. */
export const INLINED_PAGES: Readonly<Record<string, FirstReadsPage>> = {
  'home/': 'home',
  'goods/': 'goods',
  'goods/detail/': 'goodsDetail',
};

/** Past this, the page goes out as exported: a slow database must not hold the first paint. */
export const INLINE_BUDGET_MS = 250;

/** Marks an answer with inlined reads (the service worker does not keep such a copy). */
export const INLINED_HEADER = 'x-gavel-inlined';

interface Inlined {
  answers: InlineAnswer[];
  /** By position on the screen (slot n = the n-th first card); undefined: that card has no photo. */
  photos: (string | undefined)[];
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The photos of an answer's first screenful, by position: the first list cards' thumbnails, an
 * item's first photo (undefined where a card has none, so each photo keeps its card's slot).
 */
export function photosOf(read: HeadStartRead, result: unknown): (string | undefined)[] {
  const count = read.thumbs ?? 0;
  if (count <= 0 || typeof result !== 'object' || result === null) return [];
  const photo = (images: unknown, field: 'thumb' | 'url'): string | undefined => {
    const first: unknown = Array.isArray(images) ? images[0] : undefined;
    const value = typeof first === 'object' && first !== null ? (first as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  if (read.name === 'getProduct') {
    return [photo((result as { images?: unknown }).images, 'url')];
  }
  const items = (result as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  return items
    .slice(0, count)
    .map((item: unknown) =>
      typeof item === 'object' && item !== null ? photo((item as { images?: unknown }).images, 'thumb') : undefined,
    );
}

/**
 * The skeleton's photo slots given their photos (lib/first-photos.ts): the n-th card's photo
 * goes into the first `<img data-first-photo="n"` of the page, which the export leaves without a
 * src. React does not compare attributes when it hydrates, and the client renders the same src.
 */
export function fillPhotoSlots(html: string, photos: readonly (string | undefined)[]): string {
  let out = html;
  photos.slice(0, FIRST_PHOTO_SLOTS).forEach((url, slot) => {
    if (url === undefined) return;
    const tag = `<img ${FIRST_PHOTO_ATTR}="${slot}"`;
    // A function, not a string: `$&` and friends in a URL must stay as they are.
    out = out.replace(tag, () => `${tag} src="${escapeAttr(url)}" fetchpriority="high"`);
  });
  return out;
}

/**
 * The HTML with the preloads after its charset, the skeleton's photo slots filled and the data
 * block at the end of its <head>.
 */
export function inlineInto(html: string, { answers, photos }: Inlined, at: number): string {
  if (answers.length === 0) return html;
  const links = photos
    .filter((u): u is string => u !== undefined)
    .map((u) => `<link rel="preload" as="image" href="${escapeAttr(u)}" fetchpriority="high"/>`);
  const block = `<script type="application/json" id="${INLINE_READS_ID}">${inlineReadsJson({ at, answers })}</script>`;
  let out = fillPhotoSlots(html, photos);
  const charset = out.search(/<meta charSet="utf-8"\/?>/i);
  if (charset >= 0) {
    const end = out.indexOf('>', charset) + 1;
    out = out.slice(0, end) + links.join('') + out.slice(end);
  }
  const head = out.indexOf('</head>');
  if (head < 0) return html;
  return out.slice(0, head) + (charset >= 0 ? '' : links.join('')) + block + out.slice(head);
}

async function answer(app: FastifyInstance, read: HeadStartRead, locale: string): Promise<Inlined> {
  // The page's locale goes in the URL exactly as the app's request layer puts it (a `lang`
  // parameter): the answer is in the reader's language and its key matches the app's request.
  const req = httpRequest(read.name, read.input, '', locale);
  const res = await app.inject({
    method: req.method,
    url: req.url,
    headers: req.headers,
    ...(req.body === undefined ? {} : { payload: req.body }),
  });
  if (res.statusCode !== 200) return { answers: [], photos: [] };
  const envelope = JSON.parse(res.body) as { code?: unknown; result?: unknown };
  if (envelope.code !== 200) return { answers: [], photos: [] };
  return {
    answers: [{ key: requestKey(req), name: read.name, body: res.body }],
    photos: photosOf(read, envelope.result),
  };
}

async function inlined(app: FastifyInstance, reads: HeadStartRead[], locale: string): Promise<Inlined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Inlined>((resolve) => {
    timer = setTimeout(() => resolve({ answers: [], photos: [] }), INLINE_BUDGET_MS);
  });
  const all = Promise.all(reads.map((r) => answer(app, r, locale).catch(() => ({ answers: [], photos: [] })))).then(
    (parts) => ({ answers: parts.flatMap((p) => p.answers), photos: parts.flatMap((p) => p.photos) }),
  );
  try {
    return await Promise.race([all, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The exported file, read once per change. */
function fileCache() {
  const files = new Map<string, { mtimeMs: number; html: string }>();
  return async (file: string): Promise<string | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const hit = files.get(file);
    if (hit?.mtimeMs === info.mtimeMs) return hit.html;
    const html = await readFile(file, 'utf8');
    files.set(file, { mtimeMs: info.mtimeMs, html });
    return html;
  };
}

function isDocumentNavigation(req: FastifyRequest): boolean {
  const dest = req.headers['sec-fetch-dest'];
  return dest === undefined || dest === 'document';
}

/** Routes for the inlined pages, before the static files (which still serve every other page). */
export function registerInlineReads(app: FastifyInstance, outDir: string): void {
  const read = fileCache();
  for (const [segment, page] of Object.entries(INLINED_PAGES)) {
    app.get<{ Params: { locale: string } }>(
      `/:locale/${segment}`,
      { logLevel: 'warn' },
      async (req, reply: FastifyReply) => {
        const { locale } = req.params;
        if (!isLocale(locale)) return reply.callNotFound();
        const relative = `${locale}/${segment}index.html`;
        if (!isDocumentNavigation(req)) return reply.sendFile(relative);
        const html = await read(path.join(outDir, relative));
        if (html === undefined) return reply.callNotFound();
        const query = new URL(req.url, 'http://page.invalid').searchParams;
        const at = Date.now();
        const extra = await inlined(app, firstReads(page, query), locale);
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header(INLINED_HEADER, extra.answers.length > 0 ? '1' : '0');
        return inlineInto(html, extra, at);
      },
    );
  }
}
