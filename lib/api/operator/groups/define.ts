// What every group's facts module (./<group>.facts.ts) is written with: the roles, the fact
// shape and the read/write shorthands. Free of zod, React and browser APIs, like ../facts.ts, which
// joins the groups' facts into the one table the console and the CLI read.

export const OPERATOR_ROLES = ['viewer', 'support', 'finance', 'catalogue', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

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

export const ALL: readonly OperatorRole[] = OPERATOR_ROLES;
export const ADMIN: readonly OperatorRole[] = ['admin'];
export const FINANCE: readonly OperatorRole[] = ['finance', 'admin'];
export const SUPPORT: readonly OperatorRole[] = ['support', 'admin'];
export const CATALOGUE: readonly OperatorRole[] = ['catalogue', 'admin'];

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

/** One call's facts as a group module writes them (its name is its key in the group's table). */
export type Fact = Omit<OperatorCallFacts, 'name'>;

export const read = (path: OperatorPath, roles: Spec['roles'] = ALL, more: Partial<Spec> = {}): Fact =>
  spec({ method: 'GET', path, roles, payload: 'query', ...more });
export const write = (path: OperatorPath, roles: Spec['roles'], more: Partial<Spec> = {}): Fact =>
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
