// Test harness: one app per test file on in-memory PGlite (migrated: loaded from the run's
// template, pglite-template.ts), driven with app.inject.
// `h.api(name, input, opts)` calls by registry name with a typed input and result; `h.call` stays
// for what the contract cannot express (malformed input, raw URLs, operator routes).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FieldErrors } from '@/lib/api/reasons';
import { calls, type CallInput, type CallName, type CallResult } from '@/lib/api/registry';
import type { AppDeps } from '../app';
import { testConfig, type Config } from '../config';
import { memorySender } from '../sms/sender';
import { buildTestApp } from './test-app';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { users } from '../db/schema';
import { PAY_PASSWORD } from './market';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  result: T;
  errors?: Record<string, string[]> | string[];
  /** Set on every failure (lib/api/reasons.ts). */
  reason?: string;
  fields?: FieldErrors;
}

export interface Harness {
  app: FastifyInstance;
  config: Config;
  sms: ReturnType<typeof memorySender>;
  clock: { now: Date; advance(ms: number): void };
  /** GET with a query or POST with a JSON body; returns status, envelope and headers. */
  call<T = unknown>(method: 'GET' | 'POST', url: string, opts?: CallOpts): Promise<Result<T>>;
  /** A registry call: method, path and payload from the contract; the result typed. */
  api<N extends CallName>(name: N, input: CallInput<N>, opts?: ApiOpts): Promise<Result<CallResult<N>>>;
  /**
   * Registers a fresh user (distinct phone each time) and returns its tokens. The user has the
   * pay password PAY_PASSWORD (server/test/market.ts), as a buyer needs one to buy; `payPassword:
   * false` leaves it unset.
   */
  registerUser(opts?: RegisterOpts): Promise<TestUser>;
  operator<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Result<T>>;
  close(): Promise<void>;
}

export interface RegisterOpts {
  phone?: string;
  password?: string;
  invitationCode?: string;
  /** Default true: the user gets the pay password PAY_PASSWORD. */
  payPassword?: boolean;
}

export interface CallOpts {
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  refresh?: string;
  headers?: Record<string, string>;
  /** Peer address; by default a fresh one per call so per-IP limits do not couple tests. */
  ip?: string;
}

export interface ApiOpts extends Omit<CallOpts, 'query' | 'body'> {
  idempotencyKey?: string;
}

export interface Result<T> {
  status: number;
  body: Envelope<T>;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface TestUser {
  phone: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

let phoneSeq = 0;
let ipSeq = 0;
export function nextPhone(): string {
  phoneSeq += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

export async function createHarness(
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, 'logStream'> = {},
): Promise<Harness> {
  const config = testConfig(overrides);
  const sms = memorySender();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildTestApp(config, { ...deps, sms, now: () => clock.now });
  await app.ready();

  async function call<T>(method: 'GET' | 'POST', url: string, opts: CallOpts = {}): Promise<Result<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.refresh) headers['x-authorization'] = `Bearer ${opts.refresh}`;
    const query = opts.query
      ? Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))
      : undefined;
    ipSeq += 1;
    const raw = await app.inject({
      method,
      url,
      headers,
      remoteAddress: opts.ip ?? `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`,
      ...(query ? { query } : {}),
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    let body: Envelope<T>;
    try {
      body = raw.json<Envelope<T>>();
    } catch {
      body = { code: raw.statusCode, message: raw.body, result: undefined as T };
    }
    return { status: raw.statusCode, body, headers: raw.headers, raw };
  }

  function api<N extends CallName>(name: N, input: CallInput<N>, opts: ApiOpts = {}) {
    const def = calls[name];
    const { idempotencyKey, ...rest } = opts;
    const headers = { ...rest.headers, ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) };
    const payload =
      def.payload === 'query'
        ? { query: Object.fromEntries(Object.entries(input as object).map(([k, v]) => [k, String(v)])) }
        : def.payload === 'body'
          ? { body: input }
          : {};
    return call<CallResult<N>>(def.method, def.path, { ...rest, headers, ...payload });
  }

  // One hash for every user of this app: argon2 per user would time the setup, not the tests.
  let payHash: Promise<string> | undefined;
  async function registerUser(opts: RegisterOpts = {}) {
    const phone = opts.phone ?? nextPhone();
    const password = opts.password ?? 'secret-pass-1';
    const sent = await call('GET', '/api/front/getMobileCodeRegist', { query: { phone } });
    if (sent.status !== 200) throw new Error(`code request failed: ${JSON.stringify(sent.body)}`);
    const code = sms.last(phone);
    const res = await call<{ accessToken: string; refreshToken: string }>('POST', '/api/front/register', {
      body: { phone, code, password, ...(opts.invitationCode ? { invitationCode: opts.invitationCode } : {}) },
    });
    if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
    if (opts.payPassword !== false) {
      payHash ??= hashPassword(config, PAY_PASSWORD);
      await app.ctx.db
        .update(users)
        .set({ payPasswordHash: await payHash })
        .where(eq(users.phone, phone));
    }
    return { phone, password, ...res.body.result };
  }

  function operator<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    return call<T>(method, `/api/admin${path}`, {
      headers: { authorization: `Operator ${config.operators[0]?.token ?? ''}` },
      ip: '127.0.0.1',
      ...(body !== undefined ? { body } : {}),
    });
  }

  return { app, config, sms, clock, call, api, registerUser, operator, close: () => app.close() };
}

/** A multipart/form-data body for app.inject: text fields, then one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; type: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gavel${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
