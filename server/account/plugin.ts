// The account group's plugin: the user's profile and team, addresses, identity verification and
// deleting the account and downloading its data.
import { defineCallGroup } from '../http/call-group';
import { addressCalls } from './address-routes';
import { deletionCalls } from './deletion-routes';
import { dataExportCalls } from './data-export-routes';
import { identityCalls } from './identity-routes';
import { profileCalls } from './profile-routes';

export const accountPlugin = defineCallGroup('account', {
  ...profileCalls,
  ...addressCalls,
  ...identityCalls,
  ...deletionCalls,
  ...dataExportCalls,
});
