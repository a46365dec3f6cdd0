// The auth feature's public module: what other features may use (lint forbids reaching into
// server/auth/* from elsewhere). The routes are registered by the auth plugin.
export { createAccount, type NewAccount } from './create-account';
export { hashPassword, verifyPassword, verifyPasswordOrDummy } from './passwords';
export { checkPayPassword, payPasswordNotSet } from './pay-password';
// The gates of a money or listing move, with the pay password: an account's standing (frozen) and
// the code a new account gets (auth creates accounts; account, wallet and market sit above it).
export { accountFrozen, refuseIfFrozen, setFrozen, type FrozenState } from './frozen';
export { newInvitationCode } from './invitation';
export { isCommonPassword, weakPasswordReason } from './weak-passwords';
// Deleting an account (server/account/deletion.ts) proves the owner with the password and an SMS
// code, then ends every session and frees the phone.
export { countOldPasswordTry, requireCode } from './login-routes';
export { phoneOf } from './queries';
// A bare account row without the register screen's acceptances: the seed's demo buyer (it records
// the acceptance itself, after publishing the agreements).
export { insertUser } from './queries';
export {
  revokeOtherSessions,
  SESSION_REVOKED_TOPIC,
  sessionRevoked,
  sessionRevokedSoon,
  verifyAccess,
  type SessionRevokedEvent,
} from './tokens';
// The account's row (the users table is auth's): lookups, the nickname, the row lock, and the
// readable columns as a subquery another feature's query joins on the user's id.
export {
  findUser,
  findUserByInvitationCode,
  findUserByPhone,
  invitationCodeOf,
  invitedCount,
  lockUser,
  setNickname,
  userDirectory,
  userExists,
  type UserRow,
} from './users';
