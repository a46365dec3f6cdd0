// A buyer's delivery address as the market sees it when a delivery is requested. The address book
// is account's (its table, its calls); account sits above market (it shows the market's orders),
// so market reads it through this port, which the composition root (server/routes.ts) fills with
// account's implementation (server/account/delivery-address.ts).
import type { Tx } from '../db/client';
import type { AddressSnapshot } from '../db/schema';

export interface AddressBook {
  /**
   * The user's own address `addressId` as the order copies it, held (FOR SHARE) until the
   * transaction ends, so a delete of this entry waits rather than racing the link the caller
   * makes; null when the user has no such address.
   */
  shareOwnAddress(tx: Tx, userId: number, addressId: number): Promise<({ id: number } & AddressSnapshot) | null>;
}
