// The single registry of every API call (DESIGN.md §3). The client's request layer, the SWR
// hooks, the OpenAPI generator and the server all read it.
//
// From the server:
//   import { calls, type CallName } from '@/lib/api/registry';
//   const call = calls.login;
//   app.route({ method: call.method, url: call.path, ... });
//   const input = call.request.safeParse(call.payload === 'query' ? req.query : req.body);
//   if (!input.success) reply.code(400).send(failure(400, 'bad request', issuesToErrors(input.error)));
//   ... reply.send(success(call.response.parse(result)));   // success/failure from './envelope'
// - `payload`: where the input is — 'query' (GET query string; ids arrive as strings and are
//   coerced), 'body' (JSON), 'none' (nothing), 'multipart' (form data, file in field `file`).
// - `auth`: the call needs a valid access token (else envelope 401 with HTTP 401).
// - `idempotent`: the call honours an `Idempotency-Key` header: a replay with the same key and
//   body answers the first answer again; the same key with another body is refused (422).
// - `response` describes `result` inside the envelope, never the envelope itself.
// - `ours`: not in the spec's call list; we added it (documented in docs/api.md).
// This file must stay free of React and browser APIs.
import type { z } from 'zod';
import * as account from './schemas/account';
import * as auth from './schemas/auth';
import * as catalog from './schemas/catalog';
import { empty } from './schemas/common';
import * as content from './schemas/content';
import * as orders from './schemas/orders';
import * as upload from './schemas/upload';
import * as wallet from './schemas/wallet';

export type HttpMethod = 'GET' | 'POST';
export type PayloadKind = 'query' | 'body' | 'none' | 'multipart';

export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: `/api/${string}`;
  payload: PayloadKind;
  auth: boolean;
  idempotent: boolean;
  request: Req;
  response: Res;
  /** Milliseconds; every call defaults to 60 000 (spec §9). */
  timeout: number;
  summary: string;
  ours: boolean;
}

const TIMEOUT = 60_000;

function def<Req extends z.ZodType, Res extends z.ZodType>(
  c: Omit<CallDef<Req, Res>, 'timeout' | 'ours' | 'idempotent'> & {
    timeout?: number;
    ours?: boolean;
    idempotent?: boolean;
  },
): CallDef<Req, Res> {
  return { timeout: TIMEOUT, ours: false, idempotent: false, ...c };
}

const front = (name: string) => `/api/front/${name}` as const;

export const calls = {
  // Auth
  getMobileCodeLogin: def({
    method: 'GET',
    path: front('getMobileCodeLogin'),
    payload: 'query',
    auth: false,
    request: auth.phoneQuery,
    response: auth.codeSent,
    summary: 'Send a login SMS code',
  }),
  getMobileCodeRegist: def({
    method: 'GET',
    path: front('getMobileCodeRegist'),
    payload: 'query',
    auth: false,
    request: auth.phoneQuery,
    response: auth.codeSent,
    summary: 'Send a registration SMS code',
  }),
  login: def({
    method: 'POST',
    path: front('login'),
    payload: 'body',
    auth: false,
    request: auth.loginRequest,
    response: auth.tokens,
    summary: 'Log in with an SMS code or a password',
  }),
  register: def({
    method: 'POST',
    path: front('register'),
    payload: 'body',
    auth: false,
    request: auth.registerRequest,
    response: auth.tokens,
    summary: 'Register and log in',
  }),
  ChangePassword: def({
    method: 'POST',
    path: front('ChangePassword'),
    payload: 'body',
    auth: true,
    request: auth.changePasswordRequest,
    response: auth.ok,
    summary: 'Change the login password',
  }),
  GetMobileCodeModifyPayPwd: def({
    method: 'GET',
    path: front('GetMobileCodeModifyPayPwd'),
    payload: 'none',
    auth: true,
    request: empty,
    response: auth.codeSent,
    summary: "Send an SMS code to the user's phone for setting the pay password",
  }),
  ModifyPayPwd: def({
    method: 'POST',
    path: front('ModifyPayPwd'),
    payload: 'body',
    auth: true,
    request: auth.modifyPayPwdRequest,
    response: auth.ok,
    summary: 'Set or change the pay password',
  }),

  // Catalogue and auction window
  getProductList: def({
    method: 'POST',
    path: front('getProductList'),
    payload: 'body',
    auth: false,
    request: catalog.productListRequest,
    response: catalog.productList,
    summary: 'Page through products',
  }),
  getProduct: def({
    method: 'GET',
    path: front('getProduct'),
    payload: 'query',
    auth: false,
    request: catalog.idQuery,
    response: catalog.product,
    summary: 'One product',
  }),
  GetProductTypeList: def({
    method: 'GET',
    path: front('GetProductTypeList'),
    payload: 'none',
    auth: false,
    request: empty,
    response: catalog.productTypeList,
    summary: 'Product types (categories)',
  }),
  GetAuctionTimeInfo: def({
    method: 'GET',
    path: front('GetAuctionTimeInfo'),
    payload: 'none',
    auth: false,
    request: empty,
    response: catalog.auctionTimeInfo,
    summary: "Today's auction window and the server time",
  }),
  GetTzPriceData: def({
    method: 'GET',
    path: front('GetTzPriceData'),
    payload: 'none',
    auth: false,
    request: empty,
    response: catalog.tzPriceData,
    summary: 'Daily price statistics per product type',
  }),

  // Orders
  buyProduct: def({
    method: 'POST',
    path: front('buyProduct'),
    payload: 'body',
    auth: true,
    idempotent: true,
    request: orders.buyProductRequest,
    response: orders.buyProductResult,
    summary: 'Buy a product from the wallet balance',
  }),
  orderList: def({
    method: 'POST',
    path: front('orderList'),
    payload: 'body',
    auth: true,
    request: orders.orderListRequest,
    response: orders.orderList,
    summary: "Page through the user's orders",
  }),
  ProductWeiPai: def({
    method: 'POST',
    path: front('ProductWeiPai'),
    payload: 'body',
    auth: true,
    idempotent: true,
    request: orders.productWeiPaiRequest,
    response: orders.orderResult,
    summary: 'Consign one owned item for resale',
  }),
  OneKeyProductWeiPai: def({
    method: 'POST',
    path: front('OneKeyProductWeiPai'),
    payload: 'body',
    auth: true,
    idempotent: true,
    request: orders.oneKeyWeiPaiRequest,
    response: orders.oneKeyWeiPaiResult,
    summary: 'Consign several (or all) owned items at once',
  }),
  requestDelivery: def({
    method: 'POST',
    path: front('requestDelivery'),
    payload: 'body',
    auth: true,
    idempotent: true,
    ours: true,
    request: orders.requestDeliveryRequest,
    response: orders.orderResult,
    summary: 'Ask for an owned item to be delivered (pickup)',
  }),

  // Wallet
  GetBankInfo: def({
    method: 'GET',
    path: front('GetBankInfo'),
    payload: 'none',
    auth: true,
    request: empty,
    response: wallet.platformBankInfo,
    summary: 'Platform receiving accounts for recharges',
  }),
  GetUserBankInfo: def({
    method: 'GET',
    path: front('GetUserBankInfo'),
    payload: 'none',
    auth: true,
    request: empty,
    response: wallet.userBankInfoResult,
    summary: "The user's own withdrawal card (masked), or null",
  }),
  SaveUserBankInfo: def({
    method: 'POST',
    path: front('SaveUserBankInfo'),
    payload: 'body',
    auth: true,
    request: wallet.saveUserBankInfoRequest,
    response: wallet.userBankInfo,
    summary: "Save the user's withdrawal card",
  }),
  applyRecharge: def({
    method: 'POST',
    path: front('applyRecharge'),
    payload: 'body',
    auth: true,
    idempotent: true,
    request: wallet.applyRechargeRequest,
    response: wallet.rechargeApplication,
    summary: 'Report a transfer to a platform account',
  }),
  RechargePage: def({
    method: 'POST',
    path: front('RechargePage'),
    payload: 'body',
    auth: true,
    request: wallet.rechargePageRequest,
    response: wallet.rechargePage,
    summary: 'Page through recharge applications',
  }),
  ApplyWithdraw: def({
    method: 'POST',
    path: front('ApplyWithdraw'),
    payload: 'body',
    auth: true,
    idempotent: true,
    request: wallet.applyWithdrawRequest,
    response: wallet.withdrawApplication,
    summary: 'Apply to withdraw to the saved card',
  }),
  ApplyScoreTiYanRefund: def({
    method: 'POST',
    path: front('ApplyScoreTiYanRefund'),
    payload: 'body',
    auth: true,
    idempotent: true,
    request: wallet.applyScoreRefundRequest,
    response: wallet.scoreRefundApplication,
    summary: 'Apply for a refund of trial-programme score points',
  }),
  WalletsPage: def({
    method: 'POST',
    path: front('WalletsPage'),
    payload: 'body',
    auth: true,
    request: wallet.walletsPageRequest,
    response: wallet.walletsPage,
    summary: 'Page through wallet ledger entries',
  }),

  // Account
  getInfo: def({
    method: 'GET',
    path: front('getInfo'),
    payload: 'none',
    auth: true,
    request: empty,
    response: account.userInfo,
    summary: 'The signed-in user (stored as info)',
  }),
  ChangeNickName: def({
    method: 'POST',
    path: front('ChangeNickName'),
    payload: 'body',
    auth: true,
    request: account.changeNickNameRequest,
    response: account.userInfo,
    summary: 'Change the nickname',
  }),
  GetAddressList: def({
    method: 'GET',
    path: front('GetAddressList'),
    payload: 'query',
    auth: true,
    request: account.addressListRequest,
    response: account.addressList,
    summary: "The user's delivery addresses",
  }),
  addAddress: def({
    method: 'POST',
    path: front('addAddress'),
    payload: 'body',
    auth: true,
    request: account.addAddressRequest,
    response: account.address,
    summary: 'Add a delivery address',
  }),
  updateAddress: def({
    method: 'POST',
    path: front('updateAddress'),
    payload: 'body',
    auth: true,
    request: account.updateAddressRequest,
    response: account.address,
    summary: 'Update a delivery address',
  }),
  deleteAddress: def({
    method: 'POST',
    path: front('deleteAddress'),
    payload: 'body',
    auth: true,
    ours: true,
    request: account.deleteAddressRequest,
    response: auth.ok,
    summary: 'Delete a delivery address',
  }),
  submitIdentity: def({
    method: 'POST',
    path: front('submitIdentity'),
    payload: 'body',
    auth: true,
    ours: true,
    request: account.submitIdentityRequest,
    response: account.identity,
    summary: 'Submit identity documents for verification',
  }),
  getIdentity: def({
    method: 'GET',
    path: front('getIdentity'),
    payload: 'none',
    auth: true,
    ours: true,
    request: empty,
    response: account.identityResult,
    summary: "The user's identity submission (number masked), or null",
  }),
  GetTeamList: def({
    method: 'GET',
    path: front('GetTeamList'),
    payload: 'none',
    auth: true,
    request: empty,
    response: account.teamList,
    summary: 'People the user invited',
  }),

  // Content
  GetNotice: def({
    method: 'GET',
    path: front('GetNotice'),
    payload: 'none',
    auth: false,
    request: empty,
    response: content.noticeList,
    summary: 'Auction notices, pinned first then newest',
  }),
  GetArtical: def({
    method: 'GET',
    path: front('GetArtical'),
    payload: 'query',
    auth: false,
    request: catalog.idQuery,
    response: content.article,
    summary: 'One article (agreements)',
  }),
  getCompany: def({
    method: 'GET',
    path: front('getCompany'),
    payload: 'query',
    auth: false,
    request: catalog.idQuery,
    response: content.company,
    summary: 'The company page',
  }),
  GetAppUpdateConfig: def({
    method: 'GET',
    path: front('GetAppUpdateConfig'),
    payload: 'none',
    auth: false,
    request: empty,
    response: content.updateConfig,
    summary: 'Update configuration (app_version, app_change_log)',
  }),
  getAllDictList: def({
    method: 'GET',
    path: front('getAllDictList'),
    payload: 'none',
    auth: false,
    request: empty,
    response: content.dictList,
    summary: 'All dictionaries (cached as allDictList)',
  }),

  // Upload
  uploadImages: def({
    method: 'POST',
    path: '/api/common/uploadImages',
    payload: 'multipart',
    auth: true,
    request: upload.uploadImagesRequest,
    response: upload.uploadedImage,
    summary: 'Upload one image (multipart field "file")',
  }),
  storageAuth: def({
    method: 'GET',
    path: '/api/common/storageAuth',
    payload: 'query',
    auth: true,
    ours: true,
    request: upload.storageAuthRequest,
    response: upload.storageAuth,
    summary: 'Authorise a direct upload to the storage service',
  }),
} as const satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What the caller passes (defaults may be omitted). */
export type CallInput<N extends CallName> = z.input<Calls[N]['request']>;
/** What the server sees after parsing. */
export type CallRequest<N extends CallName> = z.output<Calls[N]['request']>;
/** `result` of a successful call. */
export type CallResult<N extends CallName> = z.output<Calls[N]['response']>;

export const callNames = Object.keys(calls) as CallName[];
/** The calls that are in the spec's list (§7); the rest are ours. */
export const specCallNames = callNames.filter((name) => !calls[name].ours);
