// Loads the client's zod half of the contract (contract.ts) once, as its own chunk. The app starts
// the load right after hydration (components/shell/api-bridge.tsx), so by the time a screen asks
// for data or a user submits a form it is usually there; every caller awaits it all the same.
import { lazyModule } from '@/lib/lazy-module';
import type * as ContractModule from './contract';

export type Contract = typeof ContractModule;

const contract = lazyModule(() => import('./contract'));

export const loadContract = contract.load;

/** The contract if it has arrived, for the few synchronous readers that can do without it. */
export const loadedContract = contract.loaded;
