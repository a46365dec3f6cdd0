// The one request function: builds the request from the call's facts, runs the token protocol and
// the error catalogue (docs/api.md, Client behaviour) row by row, and checks every answer against
// its schema before anyone sees it. A screen's reads (`early`) are checked with the schemas compiled
// at build time (read-check.ts: no zod on a first visit); everything else with zod, loaded on
// demand one call's group at a time (contract-loader.ts).
import { writeJson, STORAGE_KEYS } from '@/lib/storage';
import { facts, type CallName } from '../call-facts';
import { CLIENT_CODES, CODES } from '../codes';
import type { AnyEnvelope } from '../envelope';
import { isReason, type FieldErrors, type FieldRule, type Reason } from '../reasons';
import type { CallInput, CallResult } from '../registry';
import { ApiError, type ApiErrorInit } from './api-error';
import { acquireAuth, applyTokenHeaders } from './auth-headers';
import { apiConfig, loginRequired } from './config';
import { loadCallContract, loadReadContract, type CallContract, type ReadContract } from './contract-loader';
import { headStartCalls, takeHeadStart } from './head-start';
import { takeInlineAnswer } from './inline-answers';
import { httpRequest, requestKey } from './http-request';
import { requestLocale } from './locale';
import { errorText } from './error-text';
import { newIdempotencyKey } from './uuid';

export interface CallOptions {
  /** false: nothing is toasted (refusals, timeouts, network errors); the caller shows the error. */
  toast?: boolean;
  /** true: the caller handles failures ("custom catch"); the error says whether it was shown. */
  catch?: boolean;
  /** For idempotent calls; default a fresh UUID (see idempotency.ts to reuse one per action). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Multipart calls: the form to send (field `file`). */
  formData?: FormData;
  /** Milliseconds; default the call's own (60 000). */
  timeout?: number;
  /**
   * A read the app itself built (the SWR hooks): it goes out at once, and its answer is checked
   * with the call's compiled read check (no zod). Its input is not checked on the device: the
   * server holds it to the same rules and refuses it with the same 400 and field reasons.
   */
  early?: boolean;
}

/** Ours: a response that does not match the contract (not a spec code). */
export const UNEXPECTED_RESPONSE = 600010;

/** The checks an answer is held to: zod's contract, or a read's compiled checks. */
type AnyContract<N extends CallName> = CallContract<N> | ReadContract<N>;

/** A head-start answer, given up like a fetch when the request is aborted or times out. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    answer.then(resolve, reject);
  });
}

function reject(init: ApiErrorInit): never {
  throw new ApiError(init);
}

/** Toast the error in the reader's language (unless the caller turned toasts off), then reject. */
function fail(init: ApiErrorInit, toasted: boolean): never {
  const error = new ApiError(init);
  if (toasted) apiConfig().toast(errorText(apiConfig().translate, error));
  throw error;
}

/** A 429's Retry-After in seconds (the server sends whole seconds), if it sent one. */
function retryAfterOf(res: Response): number | undefined {
  if (res.status !== 429) return undefined;
  const seconds = Number(res.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function fieldsOf(envelope: AnyEnvelope): FieldErrors | undefined {
  if (!envelope.fields || Object.keys(envelope.fields).length === 0) return undefined;
  const out: FieldErrors = {};
  // An unknown rule (a newer server) still names the field; fieldErrorText falls back to "invalid".
  for (const [field, value] of Object.entries(envelope.fields))
    out[field] = { ...value, rule: value.rule as FieldRule };
  return out;
}

/** The answer's text ('' when there is none or it cannot be read). */
function readText(res: Response): Promise<string> {
  return res.text().catch(() => '');
}

function parseEnvelope(text: string, contract: AnyContract<CallName>): AnyEnvelope | null {
  if (text === '') return null;
  try {
    const parsed = contract.anyEnvelope.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function hasErrors(errors: AnyEnvelope['errors']): errors is NonNullable<AnyEnvelope['errors']> {
  if (errors === null || errors === undefined) return false;
  return typeof errors === 'string' ? errors.trim() !== '' : Object.keys(errors).length > 0;
}

/**
 * An answer the server inlined into the page (inline-answers.ts), taken without the read checks:
 * the server that wrote this page ran the same contract's response check on it and sent what that
 * check returned (server/http/register-call.ts; inline-reads.ts answers through its own routes),
 * and the page's scripts are the same build, so the browser's check could only agree. What is
 * still checked is that the block holds a plain success (an envelope with code 200, no errors
 * and a result); anything else (a broken or cut block) is not used and the read is sent as usual.
 * Not loading the checks keeps their chunks (1.5–2.6 KiB) out of the first load of the pages with
 * inlined answers and their round trip out of the way of the first data render (issue 39).
 */
function settleInline(text: string): unknown {
  try {
    const envelope: unknown = JSON.parse(text);
    if (typeof envelope !== 'object' || envelope === null) return undefined;
    const { code, errors, result } = envelope as { code?: unknown; errors?: AnyEnvelope['errors']; result?: unknown };
    return code === CODES.ok && !hasErrors(errors) && typeof result === 'object' && result !== null
      ? result
      : undefined;
  } catch {
    return undefined;
  }
}

/** What the client keeps from a success: the registry's `remember`. */
function remember<N extends CallName>(name: N, result: unknown): void {
  const kept = facts[name].remember;
  if (kept === 'session') {
    const t = result as CallResult<'login'>;
    apiConfig().tokens.set(t.accessToken, t.refreshToken);
  } else if (kept === 'allDictList') writeJson(STORAGE_KEYS.allDictList, result);
  // The user of a session that has since ended (logout while the read was out) is not kept: it
  // would outlive the logout in this phone's storage.
  else if (kept === 'info' && apiConfig().tokens.refresh() !== null) writeJson(STORAGE_KEYS.info, result);
}

// The read checks of the reads the page's HTML has sent (head-start.ts) start loading as soon as
// the request layer is evaluated, while the page hydrates, not at the first data hook's effect.
// Not for the answers the server inlined into the page: they are taken without them (settleInline).
for (const name of new Set<string>(headStartCalls()))
  if (Object.hasOwn(facts, name)) loadReadContract(name as CallName).catch(() => undefined);

/** Call `name` with `input`; resolves with the parsed `result` or rejects with an ApiError. */
export async function callApi<N extends CallName>(
  name: N,
  input: CallInput<N>,
  options: CallOptions = {},
): Promise<CallResult<N>> {
  const cfg = apiConfig();
  const call = facts[name];
  const { translate } = cfg;
  const toasted = options.toast !== false;

  const networkFailure = (): never => {
    // The contract's chunk did not arrive: for the user that is the network failing.
    const key = 'errors.network';
    fail({ code: CLIENT_CODES.network, message: translate(key), key, shown: options.catch ? toasted : true }, toasted);
  };
  // Bad input never leaves the device; it fails like the server's 400 would, with the same rules.
  const checked = (c: CallContract<N>) => {
    const parsed = c.schemas.request.safeParse(input);
    if (parsed.success) return parsed.data;
    const errors = c.issuesToErrors(parsed.error);
    const init = {
      code: CODES.badRequest,
      message: c.describeErrors(errors),
      errors,
      fields: c.zodFields(parsed.error),
    };
    return fail({ ...init, reason: 'invalid_input', shown: options.catch ? toasted : true }, toasted);
  };

  // A screen's read (options.early) goes out at once (below: on a first load the request and its
  // read check's chunk travel side by side). Anything else waits for zod's schemas and is checked
  // before it is sent.
  const early = options.early === true;
  let contract: AnyContract<N> | undefined;
  let data: unknown = input;
  if (!early) {
    const c = await loadCallContract(name).catch(networkFailure);
    data = checked(c);
    contract = c;
  }

  const locale = requestLocale();
  const request = httpRequest(name, data, cfg.baseUrl, locale);
  const { url, method, headers } = request;
  const body: BodyInit | undefined = call.payload === 'multipart' ? options.formData : request.body;
  // The answer the page's HTML already asked for (head-start.ts), if this is that very read. Looked
  // up by the screen's own input: the page sent that, not the schema's normalised copy of it.
  const sent = data === input ? request : httpRequest(name, input, cfg.baseUrl, locale);
  const sentKey = requestKey(sent);
  // An answer the server inlined into the page (inline-answers.ts), else one the page's script asked for.
  const inline = call.auth || cfg.baseUrl !== '' ? undefined : takeInlineAnswer(sentKey);
  const headStart = call.auth || inline ? undefined : takeHeadStart(sentKey);
  // An early read answered by the page itself needs no read checks (settleInline): their chunks
  // load with the first read that goes over the network.
  const readLoad = early && inline === undefined ? loadReadContract(name) : undefined;
  // Handled where it is awaited, after the fetch: not an unhandled rejection meanwhile.
  readLoad?.catch(() => undefined);
  if (call.idempotent) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();

  const lease = call.auth ? await acquireAuth(cfg.tokens, cfg.now) : null;
  Object.assign(headers, lease?.headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? call.timeout);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);

  let res: Response;
  let text: string;
  try {
    try {
      if (options.signal?.aborted) controller.abort();
      const send = () => cfg.fetch(url, { method, headers, body, signal: controller.signal });
      // A head-start read that failed is only a missed head start: ask again as usual.
      res = inline ?? (await (headStart ? untilAborted(headStart.catch(send), controller.signal) : send()));
      applyTokenHeaders(res.headers, cfg.tokens);
      text = await readText(res);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      lease?.release();
    }
  } catch {
    const shown = options.catch ? toasted : true;
    if (timedOut) {
      const key = 'errors.timeout';
      fail({ code: CLIENT_CODES.network, message: translate(key), key, shown }, toasted);
    }
    if (options.signal?.aborted) {
      reject({ code: CLIENT_CODES.aborted, message: translate('errors.aborted'), key: 'errors.aborted', shown: false });
    }
    const key = call.payload === 'multipart' ? 'errors.fileTransfer' : 'errors.network';
    const code = call.payload === 'multipart' ? CLIENT_CODES.fileTransfer : CLIENT_CODES.network;
    fail({ code, message: translate(key), key, shown }, toasted);
  }
  if (inline !== undefined && contract === undefined) {
    const result = settleInline(text);
    if (result === undefined) return callApi(name, input, options);
    remember(name, result);
    return result as CallResult<N>;
  }
  // The early read's checks, loaded while it was out.
  contract ??= await (readLoad ?? loadCallContract(name)).catch(networkFailure);
  if (inline === undefined) return settle(name, res, parseEnvelope(text, contract), options, contract);
  try {
    // Quietly: a refused inlined answer is not the user's error to see.
    return settle(name, res, parseEnvelope(text, contract), { ...options, toast: false }, contract);
  } catch {
    // An inlined answer that is not a valid success (it failed its schema: a forged or broken
    // page) is never shown: the read goes to the server as usual (the answer was taken, once).
    return callApi(name, input, options);
  }
}

/** 403 reasons that refuse one action of a signed-in user, not the session (docs/api.md, row 1). */
const SIGNED_IN_REFUSALS: ReadonlySet<Reason> = new Set<Reason>(['account_frozen']);

function settle<N extends CallName>(
  name: N,
  res: Response,
  envelope: AnyEnvelope | null,
  options: CallOptions,
  { schemas, describeErrors, issuesToErrors }: AnyContract<N>,
): CallResult<N> {
  const cfg = apiConfig();
  const { status } = res;
  const code = envelope?.code;
  const reason = isReason(envelope?.reason) ? envelope.reason : undefined;
  const toasted = options.toast !== false;

  // Row 1: 401 / 403 (transport or envelope) → clear tokens, go to login. A 403 that says what
  // the account may not do (a frozen account) is a refusal like any other (row 3): the buyer stays
  // signed in and reads why.
  const refusedNotSignedOut = reason !== undefined && SIGNED_IN_REFUSALS.has(reason);
  if (status === 401 || code === 401 || ((status === 403 || code === 403) && !refusedNotSignedOut)) {
    loginRequired();
    reject({
      code: code ?? status,
      status,
      message: cfg.translate('errors.loginRequired'),
      key: 'errors.loginRequired',
      reason: reason ?? 'not_logged_in',
      shown: true,
    });
  }
  // Row 2: status ≥ 400 without an envelope to explain it → the transport's status text.
  if (status >= 400 && envelope === null) {
    const text = res.statusText || `HTTP ${status}`;
    if (toasted) cfg.toast(text);
    reject({ code: status, status, message: text, shown: options.catch ? toasted : true });
  }
  if (envelope !== null && (hasErrors(envelope.errors) || envelope.code !== CODES.ok)) {
    // Rows 3 and 4: field errors or code ≠ 200 → toast the reason in the reader's language,
    // unless the caller turned toasts off (custom toast), e.g. a form that shows fields inline.
    // `message` keeps the server's own words for logs.
    const errors = hasErrors(envelope.errors) ? envelope.errors : undefined;
    const message = errors
      ? describeErrors(errors)
      : envelope.message || res.statusText || cfg.translate('errors.unexpectedResponse');
    // Without custom catch the spec never settles; we reject, marked shown (docs/architecture.md).
    const init = {
      code: envelope.code,
      status,
      message,
      errors,
      reason,
      fields: fieldsOf(envelope),
      retryAfter: retryAfterOf(res),
    };
    fail({ ...init, shown: options.catch ? toasted : true }, toasted);
  }
  // Row 5: a transport status other than 200 → clear tokens and reject.
  if (status !== 200) {
    cfg.tokens.clear();
    const text = res.statusText || `HTTP ${status}`;
    reject({ code: status, status, message: text, shown: false });
  }
  // The contract: the result must match its schema, or the screen gets a showable error.
  const result = envelope === null ? null : schemas.response.safeParse(envelope.result);
  if (result === null || !result.success) {
    const message = cfg.translate('errors.unexpectedResponse');
    reject({
      code: UNEXPECTED_RESPONSE,
      status,
      message,
      key: 'errors.unexpectedResponse',
      errors: result === null ? undefined : issuesToErrors(result.error),
      shown: false,
    });
  }
  remember(name, result.data);
  return result.data as CallResult<N>;
}
