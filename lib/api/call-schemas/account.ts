// The account calls' schemas (request, response, summary): one group of call-schemas.ts,
// a module of its own so the browser builds only the groups a screen calls (client/call-schemas.ts).
import * as account from '../schemas/account';
import * as auth from '../schemas/auth';
import * as dataExport from '../schemas/data-export';
import { empty } from '../schemas/common';
import { schema } from './schema';

export const calls = {
  getInfo: schema({
    request: empty,
    response: account.userInfo,
    summary: 'The signed-in user (stored as info)',
  }),
  ChangeNickName: schema({
    request: account.changeNickNameRequest,
    response: account.userInfo,
    summary: 'Change the nickname',
  }),
  GetAddressList: schema({
    request: account.addressListRequest,
    response: account.addressList,
    summary: "The user's delivery addresses",
  }),
  addAddress: schema({
    request: account.addAddressRequest,
    response: account.address,
    summary: 'Add a delivery address',
  }),
  updateAddress: schema({
    request: account.updateAddressRequest,
    response: account.address,
    summary: 'Update a delivery address',
  }),
  deleteAddress: schema({
    request: account.deleteAddressRequest,
    response: auth.ok,
    summary: 'Delete a delivery address',
  }),
  submitIdentity: schema({
    request: account.submitIdentityRequest,
    response: account.identity,
    summary: 'Submit identity documents for verification',
  }),
  getIdentity: schema({
    request: empty,
    response: account.identityResult,
    summary: "The user's identity submission (number masked), or null",
  }),
  GetTeamList: schema({
    request: empty,
    response: account.teamList,
    summary: 'People the user invited',
  }),
  GetAccountDeletionBlockers: schema({
    request: empty,
    response: account.deletionBlockers,
    summary: 'What stands in the way of deleting the account (empty: it may be deleted)',
  }),
  DeleteAccount: schema({
    request: account.deleteAccountRequest,
    response: auth.ok,
    summary: 'Delete the account (password and SMS code; refused with the first blocker as reason)',
  }),
  RequestDataExport: schema({
    request: empty,
    response: dataExport.dataExportTicket,
    summary: "Prepare a download of all the user's data: a one-time token (one request per few minutes)",
  }),
  DownloadDataExport: schema({
    request: dataExport.downloadDataExportRequest,
    response: dataExport.dataExport,
    summary: "The user's data as one JSON document, once per token",
  }),
};
