// The link a user shares to invite someone: the spec's hash link to the register page with the
// inviter's code, on this app's origin — `https://host/#/pages/register/register?invitationCode=AB12`.
// The entry script opens it in the visitor's language and saves the code (docs/routes.md).
import { routeDef } from '@/lib/routes';

export function inviteLink(origin: string, invitationCode: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/#${routeDef('register').spec}?invitationCode=${encodeURIComponent(invitationCode)}`;
}
