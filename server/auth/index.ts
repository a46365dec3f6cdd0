// The auth feature's public module: what other features may use (lint forbids reaching into
// server/auth/* from elsewhere). The routes are registered by the auth plugin.
export { hashPassword, verifyPassword, verifyPasswordOrDummy } from './passwords';
export { checkPayPassword } from './pay-password';
export { isCommonPassword, weakPasswordReason } from './weak-passwords';
export {
  SESSION_REVOKED_TOPIC,
  sessionRevoked,
  sessionRevokedSoon,
  verifyAccess,
  type SessionRevokedEvent,
} from './tokens';
