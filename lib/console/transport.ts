// The console's request layer: op23's typed operator client (lib/api/operator/client.ts) over a
// fetch transport for the console API (`/api/console`): the session is an httpOnly cookie the
// browser sends by itself; every write carries the session's CSRF token (from signIn, me or
// changePassword) in `x-csrf-token`. Failures become the app's ApiError (reason, fields,
// Retry-After), so the kit's states and forms translate them like any buyer refusal.
// It is not the buyer's request layer (lib/api/client): no bearer tokens, no refresh, no toasts.
import { ApiError } from '@/lib/api/client/api-error';
import { CLIENT_CODES } from '@/lib/api/codes';
import { isReason, reasonForStatus, type FieldErrors } from '@/lib/api/reasons';
import { issuesToFields } from '@/lib/api/rules';
import {
  operatorCalls,
  type OperatorAnswer,
  type OperatorCallName,
  type OperatorInput,
} from '@/lib/api/operator/calls';
import { operatorRequest, OperatorCallError, type OperatorRequest } from '@/lib/api/operator/client';
import { CONSOLE_PREFIX, CSRF_HEADER } from '@/lib/api/operator/facts';

let csrfToken: string | null = null;
/** Kept from every answer that carries one (signIn, me, changePassword). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The headers a console write carries besides its body (an upload's XHR sets them itself). */
export function consoleWriteHeaders(): Record<string, string> {
  return csrfToken ? { [CSRF_HEADER]: csrfToken } : {};
}

type Listener = (error: ApiError) => void;
const sessionLost = new Set<Listener>();
/** Called on a 401 (no session, or it expired) and on `password_change_required`. */
export function onSessionProblem(listener: Listener): () => void {
  sessionLost.add(listener);
  return () => sessionLost.delete(listener);
}

function retryAfterOf(res: Response): number | undefined {
  const raw = res.headers.get('retry-after');
  const n = raw === null ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function toFields(raw: unknown): FieldErrors | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  return raw as FieldErrors;
}

/** One request to the console API; answers the envelope's `result` or throws ApiError. */
export async function consoleFetch(req: OperatorRequest): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  if (req.write && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let res: Response;
  try {
    res = await fetch(`${CONSOLE_PREFIX}${req.path}`, {
      method: req.method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
    });
  } catch {
    throw new ApiError({ code: CLIENT_CODES.network, message: 'network', shown: false, key: 'errors.network' });
  }
  let envelope: { code?: unknown; result?: unknown; reason?: unknown; fields?: unknown; message?: unknown } = {};
  try {
    envelope = (await res.json()) as typeof envelope;
  } catch {
    // A proxy's HTML error page, an empty answer: said as a server failure below.
  }
  const code = typeof envelope.code === 'number' ? envelope.code : res.status;
  if (res.ok && code === 200) return envelope.result;
  const reason = isReason(envelope.reason) ? envelope.reason : reasonForStatus(res.ok ? code : res.status);
  const error = new ApiError({
    code: res.ok ? code : res.status,
    status: res.status,
    message: typeof envelope.message === 'string' ? envelope.message : `HTTP ${res.status}`,
    shown: false,
    reason,
    fields: toFields(envelope.fields),
    retryAfter: retryAfterOf(res),
  });
  if (res.status === 401 || reason === 'password_change_required') for (const l of sessionLost) l(error);
  throw error;
}

/** The input checked by the call's own request schema, with the app's field rule codes. */
export function checkInput<K extends OperatorCallName>(name: K, input: OperatorInput<K>): FieldErrors | null {
  const parsed = operatorCalls[name].request.safeParse(input);
  return parsed.success ? null : issuesToFields(parsed.error.issues);
}

/** Calls one operator call by name, typed by the contract. */
export async function consoleCall<K extends OperatorCallName>(
  name: K,
  input: OperatorInput<K>,
): Promise<OperatorAnswer<K>> {
  const fields = checkInput(name, input);
  if (fields) {
    throw new ApiError({
      code: 400,
      status: 400,
      message: 'invalid input',
      shown: false,
      reason: 'invalid_input',
      fields,
    });
  }
  let req: OperatorRequest;
  try {
    req = operatorRequest(name, input);
  } catch (e) {
    if (e instanceof OperatorCallError) {
      throw new ApiError({ code: e.code, message: e.message, shown: false, reason: 'invalid_input' });
    }
    throw e;
  }
  const result = (await consoleFetch(req)) as OperatorAnswer<K>;
  if (result && typeof result === 'object' && 'csrfToken' in result && typeof result.csrfToken === 'string') {
    setCsrfToken(result.csrfToken);
  }
  return result;
}
