// Inlined first reads: the Gavel server puts the answers of a page's first public reads into the
// HTML it serves (server/http/inline-reads.ts), as a JSON data block (`<script type=
// "application/json">`, never executed, so the page's strict CSP is unchanged). The request layer
// takes such an answer once, in place of its own fetch (request.ts), when it is a plain success
// (code 200, no errors, a result), without loading the call's read checks: the server that wrote
// the page ran the same contract's response check on it and sent what the check returned, and the
// page's scripts are of the same build (request.ts settleInline; issue 39: the checks' chunks and
// their round trip stay off the first load). Anything else in the block (cut, an error envelope)
// is dropped and the read is sent as usual, and checked. A static host without the server's step has no block; the
// head start (head-start.ts) then does the same job one round trip later.
//
// - Used only while fresh: the server stamps its own time, the page takes the block only within
//   INLINE_MAX_AGE_MS of it (a page kept by a cache shows its screen from a fresh read instead).
// - Keys are the request's key (http-request.ts) with the same-origin base, ''. An app built for
//   another API origin (NEXT_PUBLIC_API_BASE) finds no match and fetches as usual.

/** The id of the data block in the page's <head>. */
export const INLINE_READS_ID = 'gavel-first-reads';

/** Same window as a head-start answer's (head-start.ts). */
export const INLINE_MAX_AGE_MS = 30_000;

export interface InlineAnswer {
  /** requestKey of the request, base ''. */
  key: string;
  name: string;
  /** The envelope exactly as the API sent it (JSON text). */
  body: string;
}

export interface InlineReads {
  /** Server epoch ms when the answers were read. */
  at: number;
  answers: InlineAnswer[];
}

/** The block's text as sent: `<` escaped, so no answer can end the element early. */
export function inlineReadsJson(reads: InlineReads): string {
  return JSON.stringify(reads).replace(/</g, '\\u003c');
}

function isAnswer(v: unknown): v is InlineAnswer {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Record<string, unknown>;
  return typeof a.key === 'string' && typeof a.name === 'string' && typeof a.body === 'string';
}

/** The block's answers by key, or an empty map when there is none, it is stale or malformed. */
export function parseInlineReads(text: string | null | undefined, now: number): Map<string, InlineAnswer> {
  const out = new Map<string, InlineAnswer>();
  if (!text) return out;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return out;
    const { at, answers } = parsed as { at?: unknown; answers?: unknown };
    if (typeof at !== 'number' || Math.abs(now - at) > INLINE_MAX_AGE_MS || !Array.isArray(answers)) return out;
    for (const a of answers) if (isAnswer(a)) out.set(a.key, a);
  } catch {
    // Not JSON: no inline answers.
  }
  return out;
}

let answers: Map<string, InlineAnswer> | undefined;

function pageAnswers(): Map<string, InlineAnswer> {
  if (answers === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(INLINE_READS_ID)?.textContent;
    answers = parseInlineReads(text, Date.now());
  }
  return answers;
}

/** The inlined answer of this request (key built with base ''), once. */
export function takeInlineAnswer(key: string): Response | undefined {
  const all = pageAnswers();
  const answer = all.get(key);
  if (answer === undefined) return undefined;
  all.delete(key);
  return new Response(answer.body, { status: 200, headers: { 'content-type': 'application/json' } });
}
