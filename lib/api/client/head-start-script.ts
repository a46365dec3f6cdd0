// The inline script of head-start reads (head-start.ts) and what it is given. Used when the pages are
// built (components/shell/head-start-reads.tsx); not part of any screen's scripts.
import { facts, type CallName } from '../call-facts';
import {
  HEAD_START_ID_PLACEHOLDER,
  type HeadStartRead,
  type HeadStartRequest,
  type HeadStartState,
} from './head-start';
import { httpRequest, requestKey } from './http-request';

/**
 * The inline script proper. Serialized with toString (headStartScript), so it is
 * self-contained: no imports, no helpers, and it never throws into the page.
 */
export function bootHeadStart(requests: HeadStartRequest[]): void {
  try {
    const state: HeadStartState = { names: [], answers: {} };
    window.__gavelHeadStart = state;
    const search = typeof location === 'undefined' ? '' : location.search;
    // Answers the server already put into the page (inline-answers.ts; the id is INLINE_READS_ID,
    // written out: this function is serialized on its own) are not asked for again.
    const inlined: Record<string, true> = {};
    try {
      const block = document.getElementById('gavel-first-reads');
      const parsed = block ? (JSON.parse(block.textContent ?? '') as { answers?: { key?: unknown }[] }) : null;
      for (const a of parsed?.answers ?? []) if (typeof a.key === 'string') inlined[a.key] = true;
    } catch {
      // No usable block: send every read.
    }
    for (const r of requests) {
      if (r.bareOnly && search !== '' && search !== '?') continue;
      let { url, key } = r;
      let body = r.body;
      if (r.idFrom) {
        const id = new URLSearchParams(search).get(r.idFrom[0]) ?? '';
        if (!/^[1-9][0-9]{0,14}$/.test(id) || !Number.isSafeInteger(Number(id))) continue;
        const ph = r.idFrom[1];
        url = url.split(ph).join(id);
        key = key.split(ph).join(id);
        if (body !== undefined) body = body.split(ph).join(id);
      }
      if (inlined[key]) continue;
      const response = fetch(url, { method: r.method, headers: r.headers, body });
      // Handled here too: a read nobody takes must not be an unhandled rejection.
      response.catch(() => undefined);
      state.names.push(r.name);
      state.answers[key] = { at: Date.now(), response };
      const thumbs = r.thumbs ?? 0;
      const field = r.photo ?? 'thumb';
      if (thumbs > 0) {
        response
          .then((res) => (res.ok ? res.clone().json() : null))
          .then(
            (
              envelope: {
                result?: { images?: Record<string, string>[]; items?: { images?: Record<string, string>[] }[] };
              } | null,
            ) => {
              const result = envelope?.result;
              const items = field === 'url' ? (result ? [result] : []) : (result?.items ?? []);
              for (const item of items.slice(0, thumbs)) {
                const thumb = item.images?.[0]?.[field];
                if (typeof thumb !== 'string' || thumb === '') continue;
                const link = document.createElement('link');
                link.rel = 'preload';
                link.as = 'image';
                link.href = thumb;
                link.setAttribute('fetchpriority', 'high');
                document.head.appendChild(link);
              }
            },
          )
          .catch(() => undefined);
      }
    }
  } catch {
    // No head start: the screen fetches as usual.
  }
}

/**
 * The calls a page may send from its HTML: public reads with no effect on the server. Not every
 * public call is one (getMobileCodeLogin sends a text message), so they are named here.
 */
export const HEAD_START_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'getProductList',
  'GetProductTypeList',
  'GetNotice',
  'getProduct',
  'GetSaleHistory',
  'GetArtical',
  'getCompany',
]);

/** The requests for `reads`; a build error for a call that cannot be sent from the HTML. */
export function headStartRequests(
  reads: readonly HeadStartRead[],
  baseUrl: string,
  locale: string | null = null,
): HeadStartRequest[] {
  return reads.map((read) => {
    if (!HEAD_START_CALLS.has(read.name) || facts[read.name].auth)
      throw new Error(`${read.name} cannot be read from the HTML: only public reads can`);
    const req = httpRequest(read.name, read.input, baseUrl, locale);
    const out: HeadStartRequest = { ...req, key: requestKey(req), name: read.name };
    if (read.thumbs !== undefined) out.thumbs = read.thumbs;
    if (read.name === 'getProduct') out.photo = 'url';
    if (read.bareOnly) out.bareOnly = true;
    if (read.idFrom !== undefined) out.idFrom = [read.idFrom, String(HEAD_START_ID_PLACEHOLDER)];
    return out;
  });
}

/** The script's source: the function as text, its data as JSON (`<` escaped for the HTML). */
export function headStartScript(
  reads: readonly HeadStartRead[],
  baseUrl: string,
  locale: string | null = null,
): string {
  const json = JSON.stringify(headStartRequests(reads, baseUrl, locale)).replace(/</g, '\\u003c');
  return `(${bootHeadStart.toString()})(${json});`;
}
