// The auth calls' schemas (request, response, summary): one group of call-schemas.ts,
// a module of its own so the browser builds only the groups a screen calls (client/call-schemas.ts).
import * as auth from '../schemas/auth';
import { empty } from '../schemas/common';
import { schema } from './schema';

export const calls = {
  getMobileCodeLogin: schema({
    request: auth.phoneQuery,
    response: auth.codeSent,
    summary: 'Send a login SMS code',
  }),
  getMobileCodeRegist: schema({
    request: auth.phoneQuery,
    response: auth.codeSent,
    summary: 'Send a registration SMS code',
  }),
  login: schema({
    request: auth.loginRequest,
    response: auth.tokens,
    summary: 'Log in with an SMS code or a password',
  }),
  register: schema({
    request: auth.registerRequest,
    response: auth.tokens,
    summary: 'Register and log in',
  }),
  ChangePassword: schema({
    request: auth.changePasswordRequest,
    response: auth.ok,
    summary: 'Change the login password',
  }),
  logout: schema({
    request: empty,
    response: auth.ok,
    summary: 'Log out: ends this session (its refresh token and, at once, its access tokens)',
  }),
  GetMobileCodeModifyPayPwd: schema({
    request: empty,
    response: auth.codeSent,
    summary: "Send an SMS code to the user's phone for setting the pay password",
  }),
  ModifyPayPwd: schema({
    request: auth.modifyPayPwdRequest,
    response: auth.ok,
    summary: 'Set or change the pay password',
  }),
  SetSmallPayLimit: schema({
    request: auth.setSmallPayLimitRequest,
    response: auth.smallPayLimit,
    summary: 'Choose the daily limit of small purchases without the pay password (0 = off)',
  }),
  GetMobileCodeDeleteAccount: schema({
    request: empty,
    response: auth.codeSent,
    summary: "Send an SMS code to the user's phone for deleting the account",
  }),
};
