// The single registry of every API call: every fact about a call lives here, once. The client's
// request layer, the SWR hooks, the OpenAPI generator, the docs and the server all read it.
//
// - `path`: /api/front/<name> unless given.
// - `payload`: where the input is — 'query' (GET query string; ids arrive as strings and are
//   coerced), 'body' (JSON), 'none' (nothing), 'multipart' (form data, file in field `file`).
// - `auth`: the call needs a valid access token (else envelope 401 with HTTP 401).
// - `idempotent`: the call honours an `Idempotency-Key` header: a replay with the same key and
//   body answers the first answer again; the same key with another body is refused (422). The
//   server's registerCall applies it; the client sends one key per distinct user action.
// - `paged`: the request takes page/pageSize and the result is a page ({ items, total, page,
//   pageSize }): the client offers it as an infinite list.
// - `invalidates`: the reads whose cached answers a success makes stale (the client revalidates them).
// - `remember`: what the client keeps from a success: 'session' (the tokens: a new user, so every
//   cached read is dropped), 'info' (the user, localStorage `info`), 'allDictList' (dictionaries).
// - `response` describes `result` inside the envelope, never the envelope itself.
// - `ours`: not in the spec's call list; we added it (documented in docs/api.md).
// This file must stay free of React and browser APIs.
import type { z } from 'zod';
import * as account from './schemas/account';
import * as auth from './schemas/auth';
import * as catalog from './schemas/catalog';
import * as chat from './schemas/chat';
import { empty } from './schemas/common';
import * as content from './schemas/content';
import * as orders from './schemas/orders';
import * as upload from './schemas/upload';
import * as wallet from './schemas/wallet';

export type HttpMethod = 'GET' | 'POST';
export type PayloadKind = 'query' | 'body' | 'none' | 'multipart';
export type Remember = 'session' | 'info' | 'allDictList';
type ApiPath = `/api/${string}`;

export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** The registry key, e.g. 'buyProduct'. */
  name: string;
  method: HttpMethod;
  path: ApiPath;
  payload: PayloadKind;
  auth: boolean;
  idempotent: boolean;
  paged: boolean;
  /** Call names (checked against the registry at compile time, below). */
  invalidates: readonly string[];
  remember: Remember | null;
  request: Req;
  response: Res;
  /** Milliseconds; every call defaults to 60 000. */
  timeout: number;
  summary: string;
  ours: boolean;
}

const TIMEOUT = 60_000;

interface Spec<Req extends z.ZodType, Res extends z.ZodType, Paged extends boolean, Inv extends readonly string[]> {
  method: HttpMethod;
  path?: ApiPath;
  payload: PayloadKind;
  auth: boolean;
  idempotent?: boolean;
  paged?: Paged;
  invalidates?: Inv;
  remember?: Remember;
  request: Req;
  response: Res;
  timeout?: number;
  summary: string;
  ours?: boolean;
}

type Defined<Req extends z.ZodType, Res extends z.ZodType, Paged extends boolean, Inv extends readonly string[]> = Omit<
  CallDef<Req, Res>,
  'name' | 'path' | 'paged' | 'invalidates'
> & { path: ApiPath | undefined; paged: Paged; invalidates: Inv };

function def<
  Req extends z.ZodType,
  Res extends z.ZodType,
  const Paged extends boolean = false,
  const Inv extends readonly string[] = readonly [],
>(c: Spec<Req, Res, Paged, Inv>): Defined<Req, Res, Paged, Inv> {
  return {
    timeout: TIMEOUT,
    ours: false,
    idempotent: false,
    remember: null,
    ...c,
    path: c.path,
    paged: (c.paged ?? false) as Paged,
    invalidates: (c.invalidates ?? []) as unknown as Inv,
  };
}

type Named<T> = { [K in keyof T & string]: T[K] & { name: K; path: ApiPath } };

/** Names every entry after its key and derives the path: /api/front/<name> unless given. */
function named<T extends Record<string, { path: ApiPath | undefined }>>(table: T): Named<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, c]) => [name, { ...c, name, path: c.path ?? `/api/front/${name}` }]),
  ) as Named<T>;
}

const table = {
  // Auth
  getMobileCodeLogin: def({
    method: 'GET',
    payload: 'query',
    auth: false,
    request: auth.phoneQuery,
    response: auth.codeSent,
    summary: 'Send a login SMS code',
  }),
  getMobileCodeRegist: def({
    method: 'GET',
    payload: 'query',
    auth: false,
    request: auth.phoneQuery,
    response: auth.codeSent,
    summary: 'Send a registration SMS code',
  }),
  login: def({
    method: 'POST',
    remember: 'session',
    payload: 'body',
    auth: false,
    request: auth.loginRequest,
    response: auth.tokens,
    summary: 'Log in with an SMS code or a password',
  }),
  register: def({
    method: 'POST',
    remember: 'session',
    payload: 'body',
    auth: false,
    request: auth.registerRequest,
    response: auth.tokens,
    summary: 'Register and log in',
  }),
  ChangePassword: def({
    method: 'POST',
    payload: 'body',
    auth: true,
    request: auth.changePasswordRequest,
    response: auth.ok,
    summary: 'Change the login password',
  }),
  logout: def({
    method: 'POST',
    payload: 'body',
    auth: true,
    request: empty,
    response: auth.ok,
    summary: 'Log out: ends this session (its refresh token and, at once, its access tokens)',
    ours: true,
  }),
  GetMobileCodeModifyPayPwd: def({
    method: 'GET',
    payload: 'none',
    auth: true,
    request: empty,
    response: auth.codeSent,
    summary: "Send an SMS code to the user's phone for setting the pay password",
  }),
  ModifyPayPwd: def({
    method: 'POST',
    invalidates: ['getInfo'],
    payload: 'body',
    auth: true,
    request: auth.modifyPayPwdRequest,
    response: auth.ok,
    summary: 'Set or change the pay password',
  }),

  // Catalogue and auction window
  getProductList: def({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: false,
    request: catalog.productListRequest,
    response: catalog.productList,
    summary: 'Page through products',
  }),
  getProduct: def({
    method: 'GET',
    payload: 'query',
    auth: false,
    request: catalog.idQuery,
    response: catalog.product,
    summary: 'One product',
  }),
  GetProductTypeList: def({
    method: 'GET',
    payload: 'none',
    auth: false,
    request: empty,
    response: catalog.productTypeList,
    summary: 'Product types (categories)',
  }),
  GetAuctionTimeInfo: def({
    method: 'GET',
    payload: 'none',
    auth: false,
    request: empty,
    response: catalog.auctionTimeInfo,
    summary: "Today's auction window and the server time",
  }),
  GetTzPriceData: def({
    method: 'GET',
    payload: 'none',
    auth: false,
    request: empty,
    response: catalog.tzPriceData,
    summary: 'Daily price statistics per product type',
  }),

  // Orders
  buyProduct: def({
    method: 'POST',
    invalidates: ['getInfo', 'orderList', 'WalletsPage', 'getProductList', 'getProduct'],
    payload: 'body',
    auth: true,
    idempotent: true,
    request: orders.buyProductRequest,
    response: orders.buyProductResult,
    summary: 'Buy a product from the wallet balance',
  }),
  orderList: def({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: true,
    request: orders.orderListRequest,
    response: orders.orderList,
    summary: "Page through the user's orders",
  }),
  ProductWeiPai: def({
    method: 'POST',
    invalidates: ['orderList', 'getProductList'],
    payload: 'body',
    auth: true,
    idempotent: true,
    request: orders.productWeiPaiRequest,
    response: orders.orderResult,
    summary: 'Consign one owned item for resale',
  }),
  OneKeyProductWeiPai: def({
    method: 'POST',
    invalidates: ['orderList', 'getProductList'],
    payload: 'body',
    auth: true,
    idempotent: true,
    request: orders.oneKeyWeiPaiRequest,
    response: orders.oneKeyWeiPaiResult,
    summary: 'Consign several (or all) owned items at once',
  }),
  requestDelivery: def({
    method: 'POST',
    invalidates: ['orderList'],
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
    payload: 'none',
    auth: true,
    request: empty,
    response: wallet.platformBankInfo,
    summary: 'Platform receiving accounts for recharges',
  }),
  GetUserBankInfo: def({
    method: 'GET',
    payload: 'none',
    auth: true,
    request: empty,
    response: wallet.userBankInfoResult,
    summary: "The user's own withdrawal card (masked), or null",
  }),
  SaveUserBankInfo: def({
    method: 'POST',
    invalidates: ['GetUserBankInfo'],
    payload: 'body',
    auth: true,
    request: wallet.saveUserBankInfoRequest,
    response: wallet.userBankInfo,
    summary: "Save the user's withdrawal card",
  }),
  applyRecharge: def({
    method: 'POST',
    invalidates: ['RechargePage'],
    payload: 'body',
    auth: true,
    idempotent: true,
    request: wallet.applyRechargeRequest,
    response: wallet.rechargeApplication,
    summary: 'Report a transfer to a platform account',
  }),
  RechargePage: def({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: true,
    request: wallet.rechargePageRequest,
    response: wallet.rechargePage,
    summary: 'Page through recharge applications',
  }),
  ApplyWithdraw: def({
    method: 'POST',
    invalidates: ['getInfo', 'WalletsPage'],
    payload: 'body',
    auth: true,
    idempotent: true,
    request: wallet.applyWithdrawRequest,
    response: wallet.withdrawApplication,
    summary: 'Apply to withdraw to the saved card',
  }),
  ApplyScoreTiYanRefund: def({
    method: 'POST',
    invalidates: ['getInfo'],
    payload: 'body',
    auth: true,
    idempotent: true,
    request: wallet.applyScoreRefundRequest,
    response: wallet.scoreRefundApplication,
    summary: 'Apply for a refund of trial-programme score points',
  }),
  WalletsPage: def({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: true,
    request: wallet.walletsPageRequest,
    response: wallet.walletsPage,
    summary: 'Page through wallet ledger entries',
  }),

  // Account
  getInfo: def({
    method: 'GET',
    remember: 'info',
    payload: 'none',
    auth: true,
    request: empty,
    response: account.userInfo,
    summary: 'The signed-in user (stored as info)',
  }),
  ChangeNickName: def({
    method: 'POST',
    invalidates: ['getInfo'],
    remember: 'info',
    payload: 'body',
    auth: true,
    request: account.changeNickNameRequest,
    response: account.userInfo,
    summary: 'Change the nickname',
  }),
  GetAddressList: def({
    method: 'GET',
    payload: 'query',
    auth: true,
    request: account.addressListRequest,
    response: account.addressList,
    summary: "The user's delivery addresses",
  }),
  addAddress: def({
    method: 'POST',
    invalidates: ['GetAddressList'],
    payload: 'body',
    auth: true,
    request: account.addAddressRequest,
    response: account.address,
    summary: 'Add a delivery address',
  }),
  updateAddress: def({
    method: 'POST',
    invalidates: ['GetAddressList'],
    payload: 'body',
    auth: true,
    request: account.updateAddressRequest,
    response: account.address,
    summary: 'Update a delivery address',
  }),
  deleteAddress: def({
    method: 'POST',
    invalidates: ['GetAddressList'],
    payload: 'body',
    auth: true,
    ours: true,
    request: account.deleteAddressRequest,
    response: auth.ok,
    summary: 'Delete a delivery address',
  }),
  submitIdentity: def({
    method: 'POST',
    invalidates: ['getIdentity', 'getInfo'],
    payload: 'body',
    auth: true,
    ours: true,
    request: account.submitIdentityRequest,
    response: account.identity,
    summary: 'Submit identity documents for verification',
  }),
  getIdentity: def({
    method: 'GET',
    payload: 'none',
    auth: true,
    ours: true,
    request: empty,
    response: account.identityResult,
    summary: "The user's identity submission (number masked), or null",
  }),
  GetTeamList: def({
    method: 'GET',
    payload: 'none',
    auth: true,
    request: empty,
    response: account.teamList,
    summary: 'People the user invited',
  }),

  // Content
  GetNotice: def({
    method: 'GET',
    payload: 'none',
    auth: false,
    request: empty,
    response: content.noticeList,
    summary: 'Auction notices, pinned first then newest',
  }),
  GetArtical: def({
    method: 'GET',
    payload: 'query',
    auth: false,
    request: catalog.idQuery,
    response: content.article,
    summary: 'One article (agreements)',
  }),
  getCompany: def({
    method: 'GET',
    payload: 'query',
    auth: false,
    request: catalog.idQuery,
    response: content.company,
    summary: 'The company page',
  }),
  GetAppUpdateConfig: def({
    method: 'GET',
    payload: 'none',
    auth: false,
    request: empty,
    response: content.updateConfig,
    summary: 'Update configuration (app_version, app_change_log)',
  }),
  getAllDictList: def({
    method: 'GET',
    remember: 'allDictList',
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

  // Chat (the live part travels over /ws: see docs/realtime.md)
  chatGroups: def({
    method: 'GET',
    payload: 'none',
    auth: true,
    ours: true,
    request: empty,
    response: chat.chatGroupList,
    summary: "The user's chat groups with last message and unread count",
  }),
  chatHistory: def({
    method: 'GET',
    payload: 'query',
    auth: true,
    ours: true,
    request: chat.chatHistoryRequest,
    response: chat.chatHistory,
    summary: "A page of a group's messages (before / after a message id)",
  }),
  chatRead: def({
    method: 'POST',
    payload: 'body',
    auth: true,
    ours: true,
    request: chat.markReadRequest,
    response: chat.markReadResult,
    summary: "Move the user's read position in a group forward",
  }),
  chatSend: def({
    method: 'POST',
    payload: 'body',
    auth: true,
    ours: true,
    request: chat.sendMessageRequest,
    response: chat.chatMessage,
    summary: 'Send a text or image message (retry-safe by clientId)',
  }),
};

export const calls = named(table) satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What the caller passes (defaults may be omitted). */
export type CallInput<N extends CallName> = z.input<Calls[N]['request']>;
/** What the server sees after parsing. */
export type CallRequest<N extends CallName> = z.output<Calls[N]['request']>;
/** `result` of a successful call. */
export type CallResult<N extends CallName> = z.output<Calls[N]['response']>;
/** Calls marked `paged`: the ones an infinite list can page through. */
export type PagedName = { [N in CallName]: Calls[N]['paged'] extends true ? N : never }[CallName];

// Compile-time check: every `invalidates` entry names a call.
type UnknownInvalidates = { [N in CallName]: Exclude<Calls[N]['invalidates'][number], CallName> }[CallName];
const invalidatesNameCalls: [UnknownInvalidates] extends [never] ? true : UnknownInvalidates = true;
void invalidatesNameCalls;

export const callNames = Object.keys(calls) as CallName[];
/** The calls that are in the spec's list; the rest are ours. */
export const specCallNames = callNames.filter((name) => !calls[name].ours);
/** The reads a success of `name` makes stale. */
export const invalidatesOf = (name: CallName): readonly CallName[] => calls[name].invalidates;
