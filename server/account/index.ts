// The account feature's public module: what other features may use.
export { pendingIdentities } from './pending-identities';
// Content's editor reaches level names through this (server/ports/text-rows.ts); market reaches
// delivery addresses through the address book (server/ports/address-book.ts).
export { levelTexts } from './text-columns';
export { addressBook } from './delivery-address';
