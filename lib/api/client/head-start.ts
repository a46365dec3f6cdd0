// Head start: a prerendered screen's first public reads, sent by a few lines inline in its HTML
// while the page's scripts are still on their way, instead of after they have loaded, run and
// hydrated the screen (on a phone network that is seconds). The request layer then takes the
// waiting answer in place of its own fetch (request.ts) and handles it exactly as it would have:
// same request (http-request.ts), same envelope, schema, error rows and retries. (Not the request
// layer's `early` option, a read sent before its schemas have loaded; these reads are that too.)
//
// - Only public reads whose input the page knows when it is built (no tokens, nothing from the
//   URL): the answer is the same for every visitor of that page.
// - An answer is used once, and only within HEAD_START_MAX_AGE_MS of being asked for; a later or a
//   second read fetches as usual. A failed head-start read falls back to the layer's own fetch.
// - A product list can name how many of its first items' photos to preload (`thumbs`), so the
//   screen's largest picture is on its way before the screen has rendered.
// - The schemas of those calls start loading as soon as the request layer is evaluated
//   (request.ts), beside the answers, instead of at the first data hook's effect.
// The script itself and what it is given: head-start-script.ts.
import { facts, type CallName } from '../call-facts';
import type { CallInput } from '../registry';
import type { HttpRequest } from './http-request';

// Long enough for a slow network, where the scripts take seconds to arrive; short enough that a
// screen never starts from an answer much older than a revalidated one would be.
export const HEAD_START_MAX_AGE_MS = 30_000;

export interface HeadStartRead {
  name: CallName;
  input: unknown;
  /**
   * Photos to preload: a paged product list's first `thumbs` items' `images[0].thumb`; an item
   * (getProduct) its `images[0].url`.
   */
  thumbs?: number;
  /** Sent only when the page's URL has no query (a list whose filters live in the URL). */
  bareOnly?: boolean;
  /**
   * The input's `id` is HEAD_START_ID_PLACEHOLDER, to be replaced by this query parameter of the
   * page's URL (an item's detail, `?id=`); not sent when the URL has no whole number there.
   */
  idFrom?: string;
}

/** Stands for the page's `?id=` in a read built at export time (idFrom). */
export const HEAD_START_ID_PLACEHOLDER = 987654321987;

/** A typed head-start read (the input must be the one the screen's hook uses). */
export function headStartRead<N extends CallName>(name: N, input: CallInput<N>, thumbs?: number): HeadStartRead {
  return thumbs === undefined ? { name, input } : { name, input, thumbs };
}

/** What the inline script gets: the request itself, the key to find its answer by. */
export interface HeadStartRequest extends HttpRequest {
  key: string;
  name: string;
  thumbs?: number;
  /** The answer's photo field to preload: a list's items' `thumb`, an item's own `url`. */
  photo?: 'thumb' | 'url';
  bareOnly?: boolean;
  /** [query parameter, the placeholder to replace in url, body and key]. */
  idFrom?: [string, string];
}

export interface HeadStartAnswer {
  at: number;
  response: Promise<Response>;
}

export interface HeadStartState {
  names: string[];
  answers: Record<string, HeadStartAnswer>;
}

declare global {
  interface Window {
    __gavelHeadStart?: HeadStartState;
  }
}

function state(): HeadStartState | undefined {
  return typeof window === 'undefined' ? undefined : window.__gavelHeadStart;
}

/** The page's waiting answer for this request, once: undefined when there is none or it is too old. */
export function takeHeadStart(key: string, now: number = Date.now()): Promise<Response> | undefined {
  const answers = state()?.answers;
  const answer = answers?.[key];
  if (answers === undefined || answer === undefined) return undefined;
  delete answers[key];
  return now - answer.at <= HEAD_START_MAX_AGE_MS ? answer.response : undefined;
}

/** The calls the page's HTML has sent. */
export function headStartCalls(): CallName[] {
  return (state()?.names ?? []).filter((name): name is CallName => Object.hasOwn(facts, name));
}
