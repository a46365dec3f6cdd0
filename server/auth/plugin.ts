// The auth group's plugin: sign-in and registration, SMS codes, passwords and logout.
import { defineCallGroup } from '../http/call-group';
import { loginCalls } from './login-routes';
import { passwordCalls } from './password-routes';
import { smallPayCalls } from './small-pay';
import { smsCalls } from './sms-routes';

export const authPlugin = defineCallGroup('auth', { ...loginCalls, ...smsCalls, ...passwordCalls, ...smallPayCalls });
