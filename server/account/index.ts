// The account feature's public module: what other features may use.
export { pendingIdentities } from './pending-identities';
