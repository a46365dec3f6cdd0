// Loads the client's zod half of the contract (contract.ts) once, as its own chunk. The app starts
// the load right after hydration (components/shell/api-bridge.tsx), so by the time a screen asks
// for data or a user submits a form it is usually there; every caller awaits it all the same.
import { lazyModule } from '@/lib/lazy-module';
import { CLIENT_CODES } from '../codes';
import { ApiError } from './api-error';
import type * as ContractModule from './contract';

export type Contract = typeof ContractModule;

const contract = lazyModule(() => import('./contract'));

export const loadContract = contract.load;

/** The contract if it has arrived, for the few synchronous readers that can do without it. */
export const loadedContract = contract.loaded;

/**
 * What a form says when the schemas' chunk did not arrive (offline before the service worker
 * cached it): for the user that is the network failing (`errors.network`, shown with errorText),
 * the same sentence the request layer gives a call that could not wait for the chunk. A component
 * that awaits loadContract() itself catches the rejection and shows this, never leaving it unhandled.
 */
export function contractUnavailable(): ApiError {
  const key = 'errors.network';
  return new ApiError({ code: CLIENT_CODES.network, message: key, key, shown: false });
}
