// The one request function: builds the request from the registry, runs the token protocol and
// the spec's error catalogue (§8) row by row, and parses every answer with its zod schema.
import { writeJson, STORAGE_KEYS } from '@/lib/storage';
import { anyEnvelope, CLIENT_CODES, CODES, describeErrors, issuesToErrors, type AnyEnvelope } from '../envelope';
import { calls, type CallInput, type CallName, type CallResult } from '../registry';
import { ApiError } from './api-error';
import { acquireAuth, applyTokenHeaders } from './auth-headers';
import { apiConfig, loginRequired } from './config';
import { newIdempotencyKey } from './uuid';

export interface CallOptions {
  /** false turns the toast for a code ≠ 200 off ("custom toast"). */
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
}

/** Ours: a response that does not match the contract (not a spec code). */
export const UNEXPECTED_RESPONSE = 600010;

function toQuery(value: unknown): string {
  const params = new URLSearchParams();
  if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined || v === null) continue;
      params.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function reject(init: ConstructorParameters<typeof ApiError>[0]): never {
  throw new ApiError(init);
}

async function readBody(res: Response): Promise<AnyEnvelope | null> {
  const text = await res.text().catch(() => '');
  if (text === '') return null;
  try {
    const parsed = anyEnvelope.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function hasErrors(errors: AnyEnvelope['errors']): errors is NonNullable<AnyEnvelope['errors']> {
  if (errors === null || errors === undefined) return false;
  return typeof errors === 'string' ? errors.trim() !== '' : Object.keys(errors).length > 0;
}

function remember<N extends CallName>(name: N, result: unknown): void {
  const { tokens } = apiConfig();
  if (name === 'login' || name === 'register') {
    const t = result as CallResult<'login'>;
    tokens.set(t.accessToken, t.refreshToken);
  } else if (name === 'getAllDictList') {
    writeJson(STORAGE_KEYS.allDictList, result);
  } else if (name === 'getInfo' || name === 'ChangeNickName') {
    writeJson(STORAGE_KEYS.info, result);
  }
}

/** Call `name` with `input`; resolves with the parsed `result` or rejects with an ApiError. */
export async function callApi<N extends CallName>(
  name: N,
  input: CallInput<N>,
  options: CallOptions = {},
): Promise<CallResult<N>> {
  const cfg = apiConfig();
  const call = calls[name];
  const { toast, translate } = cfg;
  const say = (text: string) => toast(text);

  // Bad input never leaves the device; it fails like the server's 400 would.
  const parsed = call.request.safeParse(input);
  if (!parsed.success) {
    const errors = issuesToErrors(parsed.error);
    say(describeErrors(errors));
    reject({ code: CODES.badRequest, message: describeErrors(errors), errors, shown: true });
  }

  const headers: Record<string, string> = { Accept: 'application/json' };
  let url = `${cfg.baseUrl}${call.path}`;
  let body: BodyInit | undefined;
  if (call.payload === 'query') url += toQuery(parsed.data);
  else if (call.payload === 'body') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(parsed.data);
  } else if (call.payload === 'multipart') body = options.formData;
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
  let envelope: AnyEnvelope | null;
  try {
    try {
      if (options.signal?.aborted) controller.abort();
      res = await cfg.fetch(url, { method: call.method, headers, body, signal: controller.signal });
      applyTokenHeaders(res.headers, cfg.tokens);
      envelope = await readBody(res);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      lease?.release();
    }
  } catch {
    if (timedOut) {
      say(translate('errors.timeout'));
      reject({ code: CLIENT_CODES.network, message: translate('errors.timeout'), key: 'errors.timeout', shown: true });
    }
    if (options.signal?.aborted) {
      reject({ code: CLIENT_CODES.aborted, message: translate('errors.aborted'), key: 'errors.aborted', shown: false });
    }
    const key = call.payload === 'multipart' ? 'errors.fileTransfer' : 'errors.network';
    const code = call.payload === 'multipart' ? CLIENT_CODES.fileTransfer : CLIENT_CODES.network;
    say(translate(key));
    reject({ code, message: translate(key), key, shown: true });
  }
  return settle(name, res, envelope, options);
}

function settle<N extends CallName>(
  name: N,
  res: Response,
  envelope: AnyEnvelope | null,
  options: CallOptions,
): CallResult<N> {
  const cfg = apiConfig();
  const { status } = res;
  const code = envelope?.code;

  // Row 1: 401 / 403 (transport or envelope) → clear tokens, go to login.
  if (status === 401 || status === 403 || code === 401 || code === 403) {
    loginRequired();
    reject({
      code: code ?? status,
      status,
      message: cfg.translate('errors.loginRequired'),
      key: 'errors.loginRequired',
      shown: true,
    });
  }
  // Row 2: status ≥ 400 without an envelope to explain it → the transport's status text.
  if (status >= 400 && envelope === null) {
    const text = res.statusText || `HTTP ${status}`;
    cfg.toast(text);
    reject({ code: status, status, message: text, shown: true });
  }
  if (envelope !== null && (hasErrors(envelope.errors) || envelope.code !== CODES.ok)) {
    // Row 3: field errors → toast them; row 4: code ≠ 200 → toast the message. Both unless the
    // caller turned toasts off (custom toast), e.g. a form that shows field errors inline.
    const errors = hasErrors(envelope.errors) ? envelope.errors : undefined;
    const message = errors
      ? describeErrors(errors)
      : envelope.message || res.statusText || cfg.translate('errors.unexpectedResponse');
    const toasted = options.toast !== false;
    if (toasted) cfg.toast(message);
    // Without custom catch the spec never settles; we reject, marked shown (DESIGN.md §3).
    reject({ code: envelope.code, status, message, errors, shown: options.catch ? toasted : true });
  }
  // Row 5: a transport status other than 200 → clear tokens and reject.
  if (status !== 200) {
    cfg.tokens.clear();
    const text = res.statusText || `HTTP ${status}`;
    reject({ code: status, status, message: text, shown: false });
  }
  // The contract: the result must match its schema, or the screen gets a showable error.
  const result = envelope === null ? null : calls[name].response.safeParse(envelope.result);
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
