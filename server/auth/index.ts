// The auth feature's public module: what other features may use (lint forbids reaching into
// server/auth/* from elsewhere). The routes are registered by the auth plugin.
export { checkPayPassword } from './pay-password';
