// Every fact about every operator call except its zod schemas (those are in ./schemas.ts; ./calls.ts
// joins the two). Free of zod, React and browser APIs, so a console screen can import it for the
// price of this table (which buttons to show for a role, which calls need the CSRF header).
//
// One call is served twice, by one registration (server/admin/operator-call.ts):
// - the token API under /api/admin<path>: loopback only, `Authorization: Operator <token>` (the CLI
//   and scripts); a token acts as `admin`.
// - the console API under /api/console<path>: reachable remotely, an operator's own cookie session;
//   every write carries the session's CSRF token in `x-csrf-token`.
// `surface` narrows a call to one of them. The server refuses a call to a role not in `roles` with
// HTTP 403, reason `role_forbidden` (a hidden button is not a permission).
//
// - `payload`: 'query' (GET query string, numbers arrive as strings and are coerced), 'body'
//   (JSON), 'multipart' (one file in the field `file`: the product photo upload), 'none'.
// - `write`: changes something. Console: needs the CSRF header. Every write is in the audit log.
// - `paged`: takes page/pageSize and answers { items, total, page, pageSize }.
// - `answer`: 'json' (the envelope) or 'stream' (a file: CSV or a backup, not the envelope).

export const OPERATOR_ROLES = ['viewer', 'support', 'finance', 'catalogue', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const TOKEN_PREFIX = '/api/admin';
export const CONSOLE_PREFIX = '/api/console';
/** The console's session cookie (httpOnly, SameSite=Strict, Secure over https, Path=/api/console). */
export const CONSOLE_COOKIE = 'gavel_console';
/** The header every console write carries: the session's CSRF token (from signIn or me). */
export const CSRF_HEADER = 'x-csrf-token';
/** Console session lifetimes. */
export const CONSOLE_IDLE_MS = 30 * 60 * 1000;
export const CONSOLE_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export type OperatorSurface = 'both' | 'console' | 'token';
export type OperatorPayload = 'query' | 'body' | 'multipart' | 'none';
export type OperatorPath = `/${string}`;

export interface OperatorCallFacts {
  name: string;
  method: 'GET' | 'POST';
  /** Below the prefix (TOKEN_PREFIX or CONSOLE_PREFIX). */
  path: OperatorPath;
  payload: OperatorPayload;
  /** Who may call it; `public` calls (sign-in) need no session at all. */
  roles: readonly OperatorRole[] | 'public';
  write: boolean;
  paged: boolean;
  surface: OperatorSurface;
  answer: 'json' | 'stream';
  /** Console: allowed while the operator must still change the temporary password. */
  beforePasswordChange: boolean;
}

const ALL: readonly OperatorRole[] = OPERATOR_ROLES;
const ADMIN: readonly OperatorRole[] = ['admin'];
const FINANCE: readonly OperatorRole[] = ['finance', 'admin'];
const SUPPORT: readonly OperatorRole[] = ['support', 'admin'];
const CATALOGUE: readonly OperatorRole[] = ['catalogue', 'admin'];

interface Spec {
  method: 'GET' | 'POST';
  path: OperatorPath;
  roles: readonly OperatorRole[] | 'public';
  payload?: OperatorPayload;
  paged?: boolean;
  surface?: OperatorSurface;
  answer?: 'json' | 'stream';
  beforePasswordChange?: boolean;
}

type Fact = Omit<OperatorCallFacts, 'name'>;

const read = (path: OperatorPath, roles: Spec['roles'] = ALL, more: Partial<Spec> = {}): Fact =>
  spec({ method: 'GET', path, roles, payload: 'query', ...more });
const write = (path: OperatorPath, roles: Spec['roles'], more: Partial<Spec> = {}): Fact =>
  spec({ method: 'POST', path, roles, payload: 'body', ...more });

function spec(s: Spec): Fact {
  return {
    method: s.method,
    path: s.path,
    roles: s.roles,
    payload: s.payload ?? (s.method === 'GET' ? 'query' : 'body'),
    write: s.method === 'POST',
    paged: s.paged ?? false,
    surface: s.surface ?? 'both',
    answer: s.answer ?? 'json',
    beforePasswordChange: s.beforePasswordChange ?? false,
  };
}

const table = {
  // Console session (the console only: the token API has no session).
  signIn: write('/session/sign-in', 'public', { surface: 'console', beforePasswordChange: true }),
  me: read('/session', ALL, { surface: 'console', payload: 'none', beforePasswordChange: true }),
  signOut: write('/session/sign-out', ALL, { surface: 'console', beforePasswordChange: true }),
  signOutEverywhere: write('/session/sign-out-everywhere', ALL, { surface: 'console', beforePasswordChange: true }),
  changePassword: write('/session/password', ALL, { surface: 'console', beforePasswordChange: true }),

  // Operator accounts (admin).
  operatorList: read('/operators', ADMIN, { payload: 'none' }),
  operatorAdd: write('/operators/add', ADMIN),
  operatorRole: write('/operators/role', ADMIN),
  operatorDisable: write('/operators/disable', ADMIN),
  operatorReset: write('/operators/reset', ADMIN),

  // Audit log (append-only) and the dashboard.
  auditList: read('/audit', ALL, { paged: true }),
  dashboard: read('/dashboard', ALL, { payload: 'none' }),

  // Queues and decisions.
  queueApplications: read('/queues/applications', ALL, { paged: true }),
  queueIdentities: read('/queues/identities', ALL, { paged: true }),
  decideApplication: write('/applications/decide', FINANCE),
  decideIdentity: write('/identities/decide', FINANCE),
  /**
   * The CLI's lists (unpaged answers, newest first): the whole ID number, phone, holder name and
   * photo links, so the loopback token API only (it acts as admin); the console reads the queues
   * above, masked per role (audit item 1).
   */
  applicationList: read('/applications', ALL, { surface: 'token' }),
  identityList: read('/identities', ALL, { surface: 'token' }),
  ledger: read('/ledger', ALL),

  // Users.
  userFind: read('/users/find', ALL),
  userDetail: read('/users/detail', ALL),
  userFreeze: write('/users/freeze', SUPPORT),

  // Exports (CSV, streamed; a date range).
  exportOrders: read('/exports/orders', ['support', 'finance', 'admin'], { answer: 'stream' }),
  exportLedger: read('/exports/ledger', FINANCE, { answer: 'stream' }),
  exportAudit: read('/exports/audit', ADMIN, { answer: 'stream' }),

  // Catalogue, window, content.
  windowGet: read('/market/window', ALL, { payload: 'none' }),
  windowSet: write('/market/window', CATALOGUE),
  productTypeAdd: write('/product-types', CATALOGUE),
  productList: read('/products', ALL, { paged: true }),
  productAdd: write('/products', CATALOGUE),
  productEdit: write('/products/edit', CATALOGUE),
  // Catalogue editing in the console (ui23): product photos, one file per request (the buyers'
  // upload checks, server/uploads); every language's texts of one row side by side.
  productPhotoUpload: write('/uploads/images', CATALOGUE, { payload: 'multipart' }),
  contentTexts: read('/content/texts'),
  noticeAdd: write('/notices', CATALOGUE),
  articleSet: write('/articles', CATALOGUE),
  // Content in each language (issue 22).
  contentTextSet: write('/content/texts', CATALOGUE),
  agreementPublish: write('/agreements/publish', CATALOGUE),
  agreementAcceptances: read('/agreements/acceptances', ALL),
  configList: read('/config', ALL, { payload: 'none' }),
  configSet: write('/config', CATALOGUE),
  // The console's Content screen (con23): notices and articles as operators see them (the
  // default language's columns), and a notice's edit.
  noticeList: read('/notices', ALL, { paged: true }),
  noticeEdit: write('/notices/edit', CATALOGUE),
  articleList: read('/articles', ALL, { payload: 'none' }),

  // Orders (support).
  orderShip: write('/orders/ship', SUPPORT),
  orderDeliver: write('/orders/deliver', SUPPORT),
  // The console's Orders and Market screens (mkt23): every order, newest first; the item types.
  orderList: read('/orders', ALL, { paged: true }),
  productTypeList: read('/product-types', ALL, { payload: 'none' }),

  // Chat moderation (support).
  chatGroups: read('/chat/groups', ALL, { payload: 'none' }),
  chatGroupAdd: write('/chat/groups', SUPPORT),
  chatMemberAdd: write('/chat/members', SUPPORT),
  chatMessageDelete: write('/chat/messages/delete', SUPPORT),
  // Chat moderation in the console (issue 23): who is in a group and what was said, newest first.
  // Every role reads (a viewer sees phones masked); only support/admin change anything.
  chatMembers: read('/chat/members'),
  chatMessages: read('/chat/messages'),

  // Machine upkeep (admin; the backup file only through the loopback token API).
  uploadsSweep: write('/uploads/sweep', ADMIN),
  backupCreate: write('/backup', ADMIN, { surface: 'token', answer: 'stream' }),
} satisfies Record<string, Fact>;

export type OperatorCallName = keyof typeof table;

export const operatorFacts: { [K in OperatorCallName]: OperatorCallFacts & { name: K } } = Object.fromEntries(
  Object.entries(table).map(([name, f]) => [name, { ...f, name }]),
) as { [K in OperatorCallName]: OperatorCallFacts & { name: K } };

export const OPERATOR_CALL_NAMES = Object.keys(table) as OperatorCallName[];

/** Whether `role` may make the call (what the server decides; screens hide buttons with it). */
export function roleMay(role: OperatorRole, call: OperatorCallName): boolean {
  const roles = operatorFacts[call].roles;
  return roles === 'public' || roles.includes(role);
}

/** Where a call answers on one surface, e.g. consolePath('me') = '/api/console/session'. */
export const consolePath = (call: OperatorCallName) => `${CONSOLE_PREFIX}${operatorFacts[call].path}`;
export const tokenPath = (call: OperatorCallName) => `${TOKEN_PREFIX}${operatorFacts[call].path}`;

/**
 * Above this amount (minor units; points for score refunds) a withdrawal or a score refund needs
 * two approvals by two different finance/admin operators. The server's value is the setting
 * DUAL_APPROVAL_ABOVE; answers carry `needsSecondApproval` so screens never guess.
 */
export const DUAL_APPROVAL_DEFAULT = 1_000_000;
