// Loads the client's zod half of the contract (contract.ts) once, as its own chunk. The app starts
// the load right after hydration (components/shell/api-bridge.tsx), so by the time a screen asks
// for data or a user submits a form it is usually there; every caller awaits it all the same.
import type * as ContractModule from './contract';

export type Contract = typeof ContractModule;

let loaded: Contract | undefined;
let pending: Promise<Contract> | undefined;

export function loadContract(): Promise<Contract> {
  pending ??= import('./contract').then(
    (m) => (loaded = m),
    (error: unknown) => {
      // A failed chunk load (offline before the worker cached it): the next call tries again.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The contract if it has arrived, for the few synchronous readers that can do without it. */
export function loadedContract(): Contract | undefined {
  return loaded;
}
