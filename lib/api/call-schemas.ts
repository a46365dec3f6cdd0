// The zod half of the registry: each call's request and response schema and its one-line summary
// (for the OpenAPI document and the docs). `response` describes `result` inside the envelope, never
// the envelope itself. The client loads this module lazily (client/schemas.ts), so zod and the
// schemas are not in any screen's first load; the server imports it through registry.ts.
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
import type { CallName } from './call-facts';

interface CallSchemas<Req extends z.ZodType, Res extends z.ZodType> {
  request: Req;
  response: Res;
  summary: string;
}

const schema = <Req extends z.ZodType, Res extends z.ZodType>(s: CallSchemas<Req, Res>): CallSchemas<Req, Res> => s;

export const callSchemas = {
  // Auth
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

  // Catalogue and auction window
  getProductList: schema({
    request: catalog.productListRequest,
    response: catalog.productList,
    summary: 'Page through products',
  }),
  getProduct: schema({
    request: catalog.idQuery,
    response: catalog.product,
    summary: 'One product',
  }),
  GetProductTypeList: schema({
    request: empty,
    response: catalog.productTypeList,
    summary: 'Product types (categories)',
  }),
  GetAuctionTimeInfo: schema({
    request: empty,
    response: catalog.auctionTimeInfo,
    summary: "Today's auction window and the server time",
  }),
  GetTzPriceData: schema({
    request: empty,
    response: catalog.tzPriceData,
    summary: 'Daily price statistics per product type',
  }),

  // Orders
  buyProduct: schema({
    request: orders.buyProductRequest,
    response: orders.buyProductResult,
    summary: 'Buy a product from the wallet balance',
  }),
  orderList: schema({
    request: orders.orderListRequest,
    response: orders.orderList,
    summary: "Page through the user's orders",
  }),
  ProductWeiPai: schema({
    request: orders.productWeiPaiRequest,
    response: orders.orderResult,
    summary: 'Consign one owned item for resale',
  }),
  OneKeyProductWeiPai: schema({
    request: orders.oneKeyWeiPaiRequest,
    response: orders.oneKeyWeiPaiResult,
    summary: 'Consign several (or all) owned items at once',
  }),
  requestDelivery: schema({
    request: orders.requestDeliveryRequest,
    response: orders.orderResult,
    summary: 'Ask for an owned item to be delivered (pickup)',
  }),

  // Wallet
  GetBankInfo: schema({
    request: empty,
    response: wallet.platformBankInfo,
    summary: 'Platform receiving accounts for recharges',
  }),
  GetUserBankInfo: schema({
    request: empty,
    response: wallet.userBankInfoResult,
    summary: "The user's own withdrawal card (masked), or null",
  }),
  SaveUserBankInfo: schema({
    request: wallet.saveUserBankInfoRequest,
    response: wallet.userBankInfo,
    summary: "Save the user's withdrawal card",
  }),
  applyRecharge: schema({
    request: wallet.applyRechargeRequest,
    response: wallet.rechargeApplication,
    summary: 'Report a transfer to a platform account',
  }),
  RechargePage: schema({
    request: wallet.rechargePageRequest,
    response: wallet.rechargePage,
    summary: 'Page through recharge applications',
  }),
  ApplyWithdraw: schema({
    request: wallet.applyWithdrawRequest,
    response: wallet.withdrawApplication,
    summary: 'Apply to withdraw to the saved card',
  }),
  ApplyScoreTiYanRefund: schema({
    request: wallet.applyScoreRefundRequest,
    response: wallet.scoreRefundApplication,
    summary: 'Apply for a refund of trial-programme score points',
  }),
  WalletsPage: schema({
    request: wallet.walletsPageRequest,
    response: wallet.walletsPage,
    summary: 'Page through wallet ledger entries',
  }),

  // Account
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

  // Content
  GetNotice: schema({
    request: empty,
    response: content.noticeList,
    summary: 'Auction notices, pinned first then newest',
  }),
  GetArtical: schema({
    request: catalog.idQuery,
    response: content.article,
    summary: 'One article (agreements)',
  }),
  getCompany: schema({
    request: catalog.idQuery,
    response: content.company,
    summary: 'The company page',
  }),
  GetAppUpdateConfig: schema({
    request: empty,
    response: content.updateConfig,
    summary: 'Update configuration (app_version, app_change_log)',
  }),
  getAllDictList: schema({
    request: empty,
    response: content.dictList,
    summary: 'All dictionaries (cached as allDictList)',
  }),

  // Upload
  uploadImages: schema({
    request: upload.uploadImagesRequest,
    response: upload.uploadedImage,
    summary: 'Upload one image (multipart field "file")',
  }),
  storageAuth: schema({
    request: upload.storageAuthRequest,
    response: upload.storageAuth,
    summary: 'Authorise a direct upload to the storage service',
  }),

  // Chat (the live part travels over /ws: see docs/realtime.md)
  chatGroups: schema({
    request: empty,
    response: chat.chatGroupList,
    summary: "The user's chat groups with last message and unread count",
  }),
  chatHistory: schema({
    request: chat.chatHistoryRequest,
    response: chat.chatHistory,
    summary: "A page of a group's messages (before / after a message id)",
  }),
  chatRead: schema({
    request: chat.markReadRequest,
    response: chat.markReadResult,
    summary: "Move the user's read position in a group forward",
  }),
  chatSend: schema({
    request: chat.sendMessageRequest,
    response: chat.chatMessage,
    summary: 'Send a text or image message (retry-safe by clientId)',
  }),
} satisfies Record<CallName, CallSchemas<z.ZodType, z.ZodType>>;

export type CallSchemaTable = typeof callSchemas;
