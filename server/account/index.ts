// The account feature's public module: what other features may use.
export { newInvitationCode } from './invitation';
