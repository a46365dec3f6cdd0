// Runtime caching rules of the service worker, as plain data and pure functions so they can be
// tested without a worker. Only public reads are ever cached; everything else goes to the
// network untouched (money, chat, account data, every POST).

import { isLocale } from '../i18n/config';

/** The request layer's locale parameter (lib/api/client/http-request.ts LANG_PARAM). */
export const LANG_PARAM = 'lang';

/** Cache names. `private` ones can hold what one user saw and are cleared on logout/user change. */
export const CACHES = {
  /** The page HTML of one build (`gavel-pages-<buildId>`). */
  pagesPrefix: 'gavel-pages-',
  /** The dictionary list (stale-while-revalidate). */
  dict: 'gavel-dict',
  /** Notices, articles (agreements) and the company page (network first, cache fallback). */
  content: 'gavel-content',
  /** Images (cache first, bounded). Never the private uploads (identity photos, receipts). */
  images: 'gavel-images',
} as const;

/** Caches that may hold one user's data: cleared when the user logs out or another logs in. */
export const PRIVATE_CACHES: readonly string[] = [CACHES.images];

/** Image cache bounds: enough for a browsing session, never unbounded. */
export const IMAGE_LIMITS = { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/**
 * The public reads cached at runtime, by API path (the registry's `getAllDictList`, `GetNotice`,
 * `GetArtical`, `getCompany`; a test checks they are unauthenticated GETs there). The update
 * configuration is not cached: the update check must ask the server, never an old answer. Kept as paths so the worker
 * does not bundle the zod schemas.
 */
export const RUNTIME_API = {
  '/api/front/getAllDictList': 'dict',
  '/api/front/GetNotice': 'content',
  '/api/front/GetArtical': 'content',
  '/api/front/getCompany': 'content',
} as const;

export type RuntimeRule = 'dict' | 'content' | 'image';

/**
 * Private uploads (identity photos, payment receipts) are served through short-lived signed URLs
 * with `Cache-Control: private, no-store` (server/uploads/private.ts): never stored by the worker,
 * on whatever origin the API lives.
 */
export const PRIVATE_UPLOAD_PATH = '/uploads/private/';

export interface RequestFacts {
  url: URL;
  method: string;
  /** `Request.destination` ('image', 'document', ...). */
  destination: string;
  /** The request carries credentials of a user (Authorization header). */
  authorized: boolean;
  /** The worker's own origin. */
  origin: string;
}

/** Which runtime cache a request goes through, or null: straight to the network, never stored. */
export function runtimeRule(req: RequestFacts): RuntimeRule | null {
  if (req.method !== 'GET' || req.authorized) return null;
  if (req.url.origin === req.origin && req.url.pathname.startsWith('/api/')) {
    const rule = (RUNTIME_API as Record<string, RuntimeRule | undefined>)[req.url.pathname] ?? null;
    // Content is per locale and cached by URL (issue 22): a read that does not say its locale
    // (`lang`, added by the request layer) could be any language and is never stored.
    if (rule === 'content' && !isLocale(req.url.searchParams.get(LANG_PARAM))) return null;
    return rule;
  }
  if (req.url.pathname.startsWith(PRIVATE_UPLOAD_PATH)) return null;
  if (req.destination === 'image') return 'image';
  return null;
}
