// Every environment setting of the server, parsed once with zod. Nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/config';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    OUT_DIR: z.string().min(1).default('out'),
    DATABASE_URL: z.string().url().optional(),
    SMS_TEST_CODE: z
      .string()
      .regex(/^\d{6}$/, 'SMS_TEST_CODE must be 6 digits')
      .optional(),
    /** Deliver SMS codes by POSTing {phone, code, purpose} as JSON to this URL (your SMS gateway). */
    SMS_WEBHOOK_URL: z.string().url().optional(),
    /**
     * Production without SMS_WEBHOOK_URL refuses to start (codes would reach nobody while the code
     * call answered 200). SMS_DISABLED=true starts it anyway, with sign-in by code turned off: the
     * code calls answer 503 sms_failed and the banner says so.
     */
    SMS_DISABLED: bool,
    /** SMS codes one client IP may ask for per hour (a large NAT or a test suite needs more). */
    SMS_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Seconds before the same phone may ask for another code (the app's Get code countdown). */
    SMS_RESEND_S: z.coerce.number().int().min(1).max(3600).default(60),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /** Access token lifetime in seconds. */
    ACCESS_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * 60 * 60),
    /** Refresh token lifetime in seconds. */
    REFRESH_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 60 * 60),
    ADMIN_ALLOW_REMOTE: bool,
    /**
     * Behind a reverse proxy: the comma-separated proxy addresses/subnets (e.g. 127.0.0.1 or
     * 10.0.0.0/8, or loopback, linklocal, uniquelocal). Addresses only: `true` or a hop count
     * would believe X-Forwarded-For from a client that connects directly.
     */
    TRUST_PROXY: z.string().optional(),
    /** The language content is entered in first and falls back to (issue 22, docs/i18n.md). */
    DEFAULT_CONTENT_LOCALE: z.enum(LOCALES).default('en'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Runs the first-start seed (demo content; the demo buyer outside production). Defaults to on
     * in development only: production and tests seed nothing unless asked with SEED=true.
     */
    SEED: z.enum(['true', 'false', '1', '0', '']).optional(),
    /** The platform's receiving bank account shown by GetBankInfo (configured, not hard-coded). */
    PLATFORM_BANK_NAME: z.string().default('Gavel Demo Bank'),
    PLATFORM_BANK_HOLDER: z.string().default('Gavel Marketplace Ltd'),
    PLATFORM_BANK_ACCOUNT: z.string().default('6222020200000000000'),
    PLATFORM_BANK_BRANCH: z.string().default('Head office'),
    /** Recharge limits in minor units, shown with the platform accounts. */
    /**
     * Uploads no record refers to are deleted this many hours after their upload (a periodic sweep,
     * and `npm run admin -- uploads sweep`). 0 turns the periodic sweep off.
     */
    UNUSED_UPLOAD_HOURS: z.coerce.number().min(0).max(8760).default(24),
    /** Bearer token that lets a non-loopback scraper read /metrics (none: loopback only). */
    METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
    /** Seconds a stopping process has to finish its requests and close its sockets before it exits anyway. */
    SHUTDOWN_TIMEOUT_S: z.coerce.number().min(1).max(600).default(10),
    /** `pretty` (readable lines) or `json`; default: pretty in development, JSON otherwise. */
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    /** Event-loop delay (ms) above which requests are shed with 503 + Retry-After; 0 turns shedding off. */
    OVERLOAD_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /**
     * Caps against connection floods (docs/security.md): open WebSockets per user and per client
     * address, sockets per address still waiting for their auth frame, and pending (undecided)
     * applications per user and kind (recharge, withdrawal, score refund).
     */
    WS_MAX_PER_USER: z.coerce.number().int().min(1).max(100_000).default(10),
    WS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(200),
    WS_MAX_UNAUTHENTICATED_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
    PENDING_APPLICATIONS_MAX: z.coerce.number().int().min(1).max(10_000).default(5),
    /**
     * Withdrawals and score refunds above this (minor units; points for refunds) need two
     * approvals by two different finance/admin operators (docs/console.md).
     */
    DUAL_APPROVAL_ABOVE: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(1_000_000),
    AFTER_SALE_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    RECHARGE_MIN: z.coerce.number().int().positive().default(100),
    RECHARGE_MAX: z.coerce.number().int().positive().default(5_000_000),
    RECHARGE_INSTRUCTIONS: z
      .string()
      .default(
        'Transfer the exact amount to one of these accounts, then submit the recharge with your transfer receipt.',
      ),
  })
  .refine((e) => !(e.NODE_ENV === 'production' && e.SMS_TEST_CODE), {
    message: 'SMS_TEST_CODE is refused when NODE_ENV=production',
    path: ['SMS_TEST_CODE'],
  })
  .refine((e) => !(e.NODE_ENV === 'production' && !e.SMS_WEBHOOK_URL && !e.SMS_DISABLED), {
    message:
      'is required when NODE_ENV=production: set it to your SMS gateway (codes are POSTed there as JSON); without it no code reaches anyone. To run without sign-in by code, set SMS_DISABLED=true',
    path: ['SMS_WEBHOOK_URL'],
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Absolute. Holds the embedded database, secrets and uploads. */
  dataDir: string;
  /** Embedded database in memory instead of DATA_DIR/db (tests). */
  memoryDb: boolean;
  outDir: string;
  databaseUrl: string | undefined;
  smsTestCode: string | undefined;
  smsWebhookUrl: string | undefined;
  /** SMS_DISABLED: no sender (production without a gateway): the code calls answer 503. */
  smsDisabled: boolean;
  /** SMS codes one client IP may ask for per hour. */
  smsIpPerHour: number;
  /** SMS_RESEND_S: seconds before the same phone may have another code. */
  smsResendS: number;
  jwtSecret: Uint8Array;
  accessTtl: number;
  refreshTtl: number;
  adminAllowRemote: boolean;
  /**
   * fastify trustProxy: the proxy addresses whose X-Forwarded-For is believed (rate limits and the
   * operator guard use the client IP so resolved), or false — never every sender, never a hop count.
   */
  trustProxy: false | string[];
  logLevel: Env['LOG_LEVEL'];
  /** DEFAULT_CONTENT_LOCALE: the locale of the content tables' own columns, and every text's fallback. */
  defaultContentLocale: Locale;
  seed: boolean;
  /**
   * Operator API tokens, each with the name the audit table records for it: DATA_DIR/operator-token
   * is `operator`; every file DATA_DIR/operators/<name> adds a token named <name>. Empty disables
   * the operator API.
   */
  operators: OperatorToken[];
  platformBank: { bankName: string; holder: string; account: string; branch: string };
  recharge: { min: number; max: number; instructions: string };
  /** Hours after which an upload no record refers to is deleted (0: no periodic sweep). */
  unusedUploadHours: number;
  /** WebSockets open at once: per user, per client address, and unauthenticated per address. */
  wsCaps: { perUser: number; perAddress: number; unauthenticatedPerAddress: number };
  /** Pending applications one user may have of each kind (recharge, withdrawal, score refund). */
  pendingApplicationsMax: number;
  /** DUAL_APPROVAL_ABOVE: withdrawals/refunds above it need a second operator's approval. */
  dualApprovalAbove: number;
  /** AFTER_SALE_WINDOW_DAYS: how long after delivery a buyer may open an after-sale request. */
  afterSaleWindowDays: number;
  /** Cheap argon2 parameters so tests stay fast; never set outside tests. */
  fastHashing: boolean;
  /** METRICS_TOKEN: lets a non-loopback scraper read /metrics; undefined: loopback only. */
  metricsToken: string | undefined;
  /** SHUTDOWN_TIMEOUT_S in milliseconds: the bound on a graceful stop. */
  shutdownTimeoutMs: number;
  /** Log lines as readable text (pino-pretty) or JSON. */
  logFormat: 'pretty' | 'json';
  /** OVERLOAD_MAX_DELAY_MS: event-loop delay that sheds requests (0: never). */
  overloadMaxDelayMs: number;
}

/** DATA_DIR as the server creates it: owner-only (secrets, database, identity photos). */
export const DATA_DIR_MODE = 0o700;

/** Reads a secret from DATA_DIR, creating it (mode 0600) on first start. */
function fileSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const value = randomBytes(bytes).toString('base64url');
  writeFileSync(file, value + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
}

export class ConfigError extends Error {}

export interface OperatorToken {
  name: string;
  token: string;
}

const OPERATOR_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The default token (named `operator`) and one per file in DATA_DIR/operators/ (named by the file). */
function operatorTokens(dataDir: string): OperatorToken[] {
  const tokens = [{ name: 'operator', token: fileSecret(dataDir, 'operator-token', 32) }];
  const dir = path.join(dataDir, 'operators');
  if (!existsSync(dir)) return tokens;
  for (const name of readdirSync(dir).sort()) {
    if (!OPERATOR_NAME.test(name)) continue;
    const token = readFileSync(path.join(dir, name), 'utf8').trim();
    // A short token is guessable: refuse to start rather than accept it.
    if (token.length < 32) throw new ConfigError(`Operator token ${dir}/${name} must be at least 32 characters`);
    tokens.push({ name, token });
  }
  return tokens;
}

/** The names proxy-addr (fastify's trustProxy) knows for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The widest subnet TRUST_PROXY takes: IPv4 /8, IPv6 /16. A proxy is one machine or a small
 * network of them; a wider range (0.0.0.0/1 and 128.0.0.0/1 are the whole internet) would believe
 * X-Forwarded-For from clients that connect directly, so they could choose their IP. /8 is the
 * widest private IPv4 range (10.0.0.0/8). The IPv6 private ranges may be written whole, as the
 * names `uniquelocal` (fc00::/7) and `linklocal` (fe80::/10) cover them.
 */
const MIN_PREFIX = { 4: 8, 6: 16 } as const;
/** IPv6 ranges that may be wider than /16: [first bytes, prefix]. */
const PRIVATE_V6: readonly (readonly [number[], number])[] = [
  [[0xfc], 7],
  [[0xfe, 0x80], 10],
];
/** proxy-addr matches IPv4 peers against an IPv4-mapped subnet: its width is the IPv4 part's. */
const MAPPED_V4: readonly [number[], number] = [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96];

/** The 16 bytes of an address node's isIP calls IPv6 (a zone id is not part of it). */
function ipv6Bytes(ip: string): number[] {
  let text = ip.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const [h, t] = [groups(head), groups(tail ?? '')];
  const all = [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]);
}

/** Whether the range bytes/prefix lies inside base/basePrefix. */
function within(bytes: number[], prefix: number, [base, basePrefix]: readonly [number[], number]): boolean {
  if (prefix < basePrefix) return false;
  for (let bit = 0; bit < basePrefix; bit++) {
    const mask = 0x80 >> (bit % 8);
    if (((bytes[bit >> 3] ?? 0) & mask) !== ((base[bit >> 3] ?? 0) & mask)) return false;
  }
  return true;
}

/** The prefix length of a netmask such as 255.255.0.0; undefined when its ones are not contiguous. */
function netmaskPrefix(mask: string): number | undefined {
  const bits = mask
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(bits) ? bits.replace(/0+$/, '').length : undefined;
}

/**
 * What is wrong with one TRUST_PROXY entry, if anything: not an IP, IP/prefix, IP/netmask or range
 * name (what proxy-addr accepts), or wider than MIN_PREFIX.
 */
function proxyEntryProblem(entry: string): 'syntax' | 'wide' | undefined {
  if (PROXY_RANGE_NAMES.has(entry)) return undefined;
  const [ip = '', mask, ...rest] = entry.split('/');
  const kind = isIP(ip);
  if ((kind !== 4 && kind !== 6) || rest.length > 0) return 'syntax';
  let prefix: number | undefined = kind === 4 ? 32 : 128;
  if (mask !== undefined) {
    if (/^\d{1,3}$/.test(mask)) prefix = Number(mask);
    else prefix = kind === 4 && isIP(mask) === 4 ? netmaskPrefix(mask) : undefined;
    if (prefix === undefined || prefix > (kind === 4 ? 32 : 128)) return 'syntax';
  }
  if (kind === 4) return prefix < MIN_PREFIX[4] ? 'wide' : undefined;
  const bytes = ipv6Bytes(ip);
  if (within(bytes, prefix, MAPPED_V4)) return prefix - 96 < MIN_PREFIX[4] ? 'wide' : undefined;
  if (prefix >= MIN_PREFIX[6] || PRIVATE_V6.some((range) => within(bytes, prefix, range))) return undefined;
  return 'wide';
}

function trustProxyError(detail: string): ConfigError {
  return new ConfigError(
    `Invalid environment:\n  TRUST_PROXY: ${detail}; give the proxy's address (e.g. TRUST_PROXY=127.0.0.1 for a proxy on this machine, or its subnet 10.0.0.0/8, or loopback)`,
  );
}

const listed = (entries: string[]) => entries.map((e) => JSON.stringify(e)).join(', ');

/**
 * Addresses only. `true` believes every sender; a hop count believes the nearest entry of
 * X-Forwarded-For whoever connects, so a client reaching the server directly (HOST=0.0.0.0)
 * would choose its own IP. With addresses, X-Forwarded-For is read only when the direct peer is
 * one of them (proxy-addr), so a direct client is always seen as itself; a subnet wider than
 * MIN_PREFIX would make much of the internet such a peer.
 */
function parseTrustProxy(v: string | undefined): false | string[] {
  const value = v?.trim();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '*') throw trustProxyError('`true` would let any client choose its IP');
  if (/^\d+$/.test(value))
    throw trustProxyError('a hop count would believe X-Forwarded-For from a client that connects directly');
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => proxyEntryProblem(entry) === 'syntax');
  if (bad.length > 0) throw trustProxyError(`${listed(bad)} is not an IP address or subnet`);
  const wide = entries.filter((entry) => proxyEntryProblem(entry) === 'wide');
  if (wide.length > 0)
    throw trustProxyError(
      `${listed(wide)} is wider than /${MIN_PREFIX[4]} (IPv4) or /${MIN_PREFIX[6]} (IPv6, except the private fc00::/7 and fe80::/10) and would believe X-Forwarded-For from clients that connect directly`,
    );
  // What fastify and the WebSocket upgrade will compile: whatever it still refuses is a config
  // error with the way out, never a TypeError at start-up.
  try {
    proxyAddr.compile(entries);
  } catch (e) {
    throw trustProxyError(e instanceof Error ? e.message : String(e));
  }
  return entries;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? fileSecret(dataDir, 'jwt-secret', 48);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    memoryDb: false,
    outDir: path.resolve(e.OUT_DIR),
    databaseUrl: e.DATABASE_URL,
    smsTestCode: e.SMS_TEST_CODE,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    smsDisabled: e.SMS_DISABLED,
    smsIpPerHour: e.SMS_IP_PER_HOUR,
    smsResendS: e.SMS_RESEND_S,
    jwtSecret: new TextEncoder().encode(jwtSecret),
    accessTtl: e.ACCESS_TTL,
    refreshTtl: e.REFRESH_TTL,
    adminAllowRemote: e.ADMIN_ALLOW_REMOTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    defaultContentLocale: e.DEFAULT_CONTENT_LOCALE,
    seed: e.SEED === undefined || e.SEED === '' ? e.NODE_ENV === 'development' : e.SEED === 'true' || e.SEED === '1',
    operators: operatorTokens(dataDir),
    platformBank: {
      bankName: e.PLATFORM_BANK_NAME,
      holder: e.PLATFORM_BANK_HOLDER,
      account: e.PLATFORM_BANK_ACCOUNT,
      branch: e.PLATFORM_BANK_BRANCH,
    },
    recharge: { min: e.RECHARGE_MIN, max: e.RECHARGE_MAX, instructions: e.RECHARGE_INSTRUCTIONS },
    unusedUploadHours: e.UNUSED_UPLOAD_HOURS,
    wsCaps: {
      perUser: e.WS_MAX_PER_USER,
      perAddress: e.WS_MAX_PER_ADDRESS,
      unauthenticatedPerAddress: e.WS_MAX_UNAUTHENTICATED_PER_ADDRESS,
    },
    pendingApplicationsMax: e.PENDING_APPLICATIONS_MAX,
    dualApprovalAbove: e.DUAL_APPROVAL_ABOVE,
    afterSaleWindowDays: e.AFTER_SALE_WINDOW_DAYS,
    fastHashing: false,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_S * 1000,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    overloadMaxDelayMs: e.OVERLOAD_MAX_DELAY_MS,
  };
}

/** A configuration for tests: in-memory PGlite, a fresh temp DATA_DIR, fixed secrets, no seed. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(tmpdir(), 'gavel-test-')),
    memoryDb: true,
    outDir: path.resolve('out'),
    databaseUrl: undefined,
    smsTestCode: undefined,
    smsWebhookUrl: undefined,
    smsDisabled: false,
    smsIpPerHour: 30,
    smsResendS: 60,
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-!!'),
    accessTtl: 7200,
    refreshTtl: 30 * 86400,
    adminAllowRemote: false,
    trustProxy: false,
    logLevel: 'silent',
    defaultContentLocale: 'en',
    seed: false,
    operators: [{ name: 'test', token: 'test-operator-token' }],
    platformBank: { bankName: 'Test Bank', holder: 'Gavel Test Ltd', account: '6222000011112222', branch: 'Main' },
    recharge: { min: 100, max: 5_000_000, instructions: 'Transfer the exact amount.' },
    unusedUploadHours: 24,
    wsCaps: { perUser: 10, perAddress: 200, unauthenticatedPerAddress: 20 },
    pendingApplicationsMax: 5,
    dualApprovalAbove: 1_000_000,
    afterSaleWindowDays: 7,
    fastHashing: true,
    metricsToken: undefined,
    shutdownTimeoutMs: 10_000,
    logFormat: 'json',
    overloadMaxDelayMs: 0,
    ...overrides,
  };
}
