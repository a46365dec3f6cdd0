// Loads the client's half of the contract on demand, as chunks of its own, so no screen's first
// load carries it:
// - a screen's reads: the read core (read-contract.ts: the envelope's compiled check, the errors'
//   text) and the call group's compiled read checks (read-checks/<group>.json). No zod: a first
//   visit that only reads never downloads it (scripts/size-budget.mjs fails if one does);
// - a write's own schemas: the zod core (envelope schema, error helpers) and the call's group
//   (call-groups.ts), which the request layer awaits before it sends;
// - the whole contract (contract.ts: every call plus the few schemas forms use directly), for
//   forms, uploads and the chat composer. The shell starts loading it at the user's first
//   interaction (components/shell/api-bridge.tsx), long before a submit needs it.
// Every caller awaits its load all the same.
import { lazyModule, type LazyModule } from '@/lib/lazy-module';
import type { CallName } from '../call-facts';
import { CLIENT_CODES } from '../codes';
import type { CallSchemaTable } from '../call-schemas';
import { ApiError } from './api-error';
import { apiConfig } from './config';
import { CALL_GROUP, type CallGroup } from './call-groups';
import type * as ContractModule from './contract';
import type * as CoreModule from './contract-core';
import type * as ReadCoreModule from './read-contract';
import type { CallResult } from '../registry';
import type { Checker } from './read-check';

export type Contract = typeof ContractModule;
type Core = typeof CoreModule;

/** What one call needs: its request and response schemas and the core. */
export type CallContract<N extends CallName> = Core & { schemas: CallSchemaTable[N] };

const contract = lazyModule(() => import('./contract'));
// The core and the groups are first asked for from React's effects right after hydration: their
// imports start in a task of their own (lib/lazy-module.ts).
const own = { ownTask: true };
const core = lazyModule(() => import('./contract-core'), own);
type GroupModule = { calls: Partial<CallSchemaTable> };
const groups: Record<CallGroup, LazyModule<GroupModule>> = {
  auth: lazyModule(() => import('../call-schemas/auth'), own),
  catalog: lazyModule(() => import('../call-schemas/catalog'), own),
  orders: lazyModule(() => import('../call-schemas/orders'), own),
  wallet: lazyModule(() => import('../call-schemas/wallet'), own),
  account: lazyModule(() => import('../call-schemas/account'), own),
  content: lazyModule(() => import('../call-schemas/content'), own),
  upload: lazyModule(() => import('../call-schemas/upload'), own),
  chat: lazyModule(() => import('../call-schemas/chat'), own),
  notify: lazyModule(() => import('../call-schemas/notify'), own),
  aftersale: lazyModule(() => import('../call-schemas/aftersale'), own),
};

// The read path (a screen's reads): the compiled read checks of the call's group and a core without
// zod (read-contract.ts). Each group's table is a JSON chunk of a few hundred bytes.
const readCore = lazyModule(() => import('./read-contract'), own);
// JSON modules: their inferred types are wider than CheckTable (the compiler wrote them as one).
type ReadGroup = { default: unknown };
const readGroups: Record<CallGroup, LazyModule<ReadGroup>> = {
  auth: lazyModule(() => import('./read-checks/auth.json'), own),
  catalog: lazyModule(() => import('./read-checks/catalog.json'), own),
  orders: lazyModule(() => import('./read-checks/orders.json'), own),
  wallet: lazyModule(() => import('./read-checks/wallet.json'), own),
  account: lazyModule(() => import('./read-checks/account.json'), own),
  content: lazyModule(() => import('./read-checks/content.json'), own),
  upload: lazyModule(() => import('./read-checks/upload.json'), own),
  chat: lazyModule(() => import('./read-checks/chat.json'), own),
  notify: lazyModule(() => import('./read-checks/notify.json'), own),
  aftersale: lazyModule(() => import('./read-checks/aftersale.json'), own),
};

/**
 * What a read needs: the envelope's check, the errors' text helpers and the call's answer check.
 * No request check: a read's input is built by the app and checked by the server.
 */
export type ReadContract<N extends CallName> = Omit<typeof ReadCoreModule, 'responseChecker'> & {
  read: true;
  schemas: { response: Checker<CallResult<N>> };
};

/** The read checks of `name` and the read core. */
export async function loadReadContract<N extends CallName>(name: N): Promise<ReadContract<N>> {
  const [c, group] = await Promise.all([readCore.load(), readGroups[CALL_GROUP[name]].load()]);
  const response = c.responseChecker<CallResult<N>>(group.default, name);
  return {
    anyEnvelope: c.anyEnvelope,
    describeErrors: c.describeErrors,
    issuesToErrors: c.issuesToErrors,
    read: true,
    schemas: { response },
  };
}

/** Whether the read checks of `name` have arrived (tests: what a page started loading). */
export function readContractLoaded(name: CallName): boolean {
  return readCore.loaded() !== undefined && readGroups[CALL_GROUP[name]].loaded() !== undefined;
}

/**
 * The whole contract, for forms, uploads and the composer. If its chunk does not arrive (offline
 * before the service worker cached it) it rejects with the network error a caller shows as it is
 * (errorText), the same sentence the request layer gives a call that could not wait for its schemas.
 */
export function loadContract(): Promise<Contract> {
  return contract.load().catch(() => {
    throw contractUnavailable();
  });
}

/** The whole contract if it has arrived. */
export const loadedContract = contract.loaded;

function join<N extends CallName>(name: N, c: Core, group: GroupModule): CallContract<N> {
  return { ...c, schemas: group.calls[name] as CallSchemaTable[N] };
}

/** The schemas `name` is checked with, and the core. */
export async function loadCallContract<N extends CallName>(name: N): Promise<CallContract<N>> {
  const [c, group] = await Promise.all([core.load(), groups[CALL_GROUP[name]].load()]);
  return join(name, c, group);
}

/** The same, synchronously, once both have arrived (for the few readers that can do without). */
export function loadedCallContract<N extends CallName>(name: N): CallContract<N> | undefined {
  const c = core.loaded();
  const group = groups[CALL_GROUP[name]].loaded();
  return c && group ? join(name, c, group) : undefined;
}

/** What loadContract rejects with when the chunk did not arrive: the network error, translated. */
export function contractUnavailable(): ApiError {
  const key = 'errors.network';
  return new ApiError({ code: CLIENT_CODES.network, message: apiConfig().translate(key), key, shown: false });
}
