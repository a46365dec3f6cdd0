// The account feature's public module: what other features may use.
export { newInvitationCode } from './invitation';
export { accountFrozen, refuseIfFrozen, setFrozen, type FrozenState } from './frozen';
