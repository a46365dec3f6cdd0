// Every fact about every API call except its zod schemas: what the client's request layer needs
// on a screen's first load. The schemas (request, response, summary) are in call-schemas.ts, which
// the client loads after first paint (client/schemas.ts); registry.ts joins the two for the server,
// the OpenAPI generator and the docs. Kept free of zod, React and browser APIs so that importing it
// costs a screen no more than this table.
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
// - `ours`: not in the spec's call list; we added it (documented in docs/api.md).

export type HttpMethod = 'GET' | 'POST';
export type PayloadKind = 'query' | 'body' | 'none' | 'multipart';
export type Remember = 'session' | 'info' | 'allDictList';
export type ApiPath = `/api/${string}`;

export interface CallFacts {
  /** The registry key, e.g. 'buyProduct'. */
  name: string;
  method: HttpMethod;
  path: ApiPath;
  payload: PayloadKind;
  auth: boolean;
  idempotent: boolean;
  paged: boolean;
  /** Call names (checked against the table at compile time, below). */
  invalidates: readonly string[];
  remember: Remember | null;
  /** Milliseconds; every call defaults to 60 000. */
  timeout: number;
  ours: boolean;
}

const TIMEOUT = 60_000;

interface Spec<Paged extends boolean, Inv extends readonly string[]> {
  method: HttpMethod;
  path?: ApiPath;
  payload: PayloadKind;
  auth: boolean;
  idempotent?: boolean;
  paged?: Paged;
  invalidates?: Inv;
  remember?: Remember;
  timeout?: number;
  ours?: boolean;
}

type Defined<Paged extends boolean, Inv extends readonly string[]> = Omit<
  CallFacts,
  'name' | 'path' | 'paged' | 'invalidates'
> & { path: ApiPath | undefined; paged: Paged; invalidates: Inv };

function fact<const Paged extends boolean = false, const Inv extends readonly string[] = readonly []>(
  c: Spec<Paged, Inv>,
): Defined<Paged, Inv> {
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
  getMobileCodeLogin: fact({
    method: 'GET',
    payload: 'query',
    auth: false,
  }),
  getMobileCodeRegist: fact({
    method: 'GET',
    payload: 'query',
    auth: false,
  }),
  login: fact({
    method: 'POST',
    remember: 'session',
    payload: 'body',
    auth: false,
  }),
  register: fact({
    method: 'POST',
    remember: 'session',
    payload: 'body',
    auth: false,
  }),
  ChangePassword: fact({
    method: 'POST',
    payload: 'body',
    auth: true,
  }),
  logout: fact({
    method: 'POST',
    payload: 'body',
    auth: true,
    ours: true,
  }),
  GetMobileCodeModifyPayPwd: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
  }),
  ModifyPayPwd: fact({
    method: 'POST',
    invalidates: ['getInfo'],
    payload: 'body',
    auth: true,
  }),
  SetSmallPayLimit: fact({
    method: 'POST',
    invalidates: ['getInfo'],
    payload: 'body',
    auth: true,
    ours: true,
  }),
  GetMobileCodeDeleteAccount: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
    ours: true,
  }),

  // Catalogue and auction window
  getProductList: fact({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: false,
  }),
  getProduct: fact({
    method: 'GET',
    payload: 'query',
    auth: false,
  }),
  GetProductTypeList: fact({
    method: 'GET',
    payload: 'none',
    auth: false,
  }),
  GetAuctionTimeInfo: fact({
    method: 'GET',
    payload: 'none',
    auth: false,
  }),
  GetTzPriceData: fact({
    method: 'GET',
    payload: 'none',
    auth: false,
  }),
  GetSaleHistory: fact({
    method: 'GET',
    payload: 'query',
    auth: false,
    ours: true,
  }),

  // Orders
  buyProduct: fact({
    method: 'POST',
    invalidates: ['getInfo', 'orderList', 'WalletsPage', 'getProductList', 'getProduct', 'GetSaleHistory'],
    payload: 'body',
    auth: true,
    idempotent: true,
  }),
  orderList: fact({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: true,
  }),
  ProductWeiPai: fact({
    method: 'POST',
    invalidates: ['orderList', 'getProductList'],
    payload: 'body',
    auth: true,
    idempotent: true,
  }),
  OneKeyProductWeiPai: fact({
    method: 'POST',
    invalidates: ['orderList', 'getProductList'],
    payload: 'body',
    auth: true,
    idempotent: true,
  }),
  requestDelivery: fact({
    method: 'POST',
    invalidates: ['orderList'],
    payload: 'body',
    auth: true,
    idempotent: true,
    ours: true,
  }),
  confirmReceipt: fact({
    method: 'POST',
    invalidates: ['orderList'],
    payload: 'body',
    auth: true,
    idempotent: true,
    ours: true,
  }),

  // After-sale (issue 37 #5)
  getAfterSale: fact({
    method: 'GET',
    payload: 'query',
    auth: true,
    ours: true,
  }),
  afterSaleList: fact({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: true,
    ours: true,
  }),
  openAfterSale: fact({
    method: 'POST',
    invalidates: ['getAfterSale', 'afterSaleList'],
    payload: 'body',
    auth: true,
    idempotent: true,
    ours: true,
  }),
  replyAfterSale: fact({
    method: 'POST',
    invalidates: ['getAfterSale', 'afterSaleList'],
    payload: 'body',
    auth: true,
    idempotent: true,
    ours: true,
  }),

  // Wallet
  GetBankInfo: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
  }),
  GetUserBankInfo: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
  }),
  SaveUserBankInfo: fact({
    method: 'POST',
    invalidates: ['GetUserBankInfo'],
    payload: 'body',
    auth: true,
  }),
  applyRecharge: fact({
    method: 'POST',
    invalidates: ['RechargePage'],
    payload: 'body',
    auth: true,
    idempotent: true,
  }),
  RechargePage: fact({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: true,
  }),
  ApplyWithdraw: fact({
    method: 'POST',
    invalidates: ['getInfo', 'WalletsPage', 'WithdrawPage'],
    payload: 'body',
    auth: true,
    idempotent: true,
  }),
  ApplyScoreTiYanRefund: fact({
    method: 'POST',
    invalidates: ['getInfo', 'ScoreRefundPage'],
    payload: 'body',
    auth: true,
    idempotent: true,
  }),
  WithdrawPage: fact({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: true,
    ours: true,
  }),
  ScoreRefundPage: fact({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: true,
    ours: true,
  }),
  WalletsPage: fact({
    method: 'POST',
    paged: true,
    payload: 'body',
    auth: true,
  }),

  // Account
  getInfo: fact({
    method: 'GET',
    remember: 'info',
    payload: 'none',
    auth: true,
  }),
  ChangeNickName: fact({
    method: 'POST',
    invalidates: ['getInfo'],
    remember: 'info',
    payload: 'body',
    auth: true,
  }),
  GetAddressList: fact({
    method: 'GET',
    payload: 'query',
    auth: true,
  }),
  addAddress: fact({
    method: 'POST',
    invalidates: ['GetAddressList'],
    payload: 'body',
    auth: true,
  }),
  updateAddress: fact({
    method: 'POST',
    invalidates: ['GetAddressList'],
    payload: 'body',
    auth: true,
  }),
  deleteAddress: fact({
    method: 'POST',
    invalidates: ['GetAddressList'],
    payload: 'body',
    auth: true,
    ours: true,
  }),
  submitIdentity: fact({
    method: 'POST',
    invalidates: ['getIdentity', 'getInfo'],
    payload: 'body',
    auth: true,
    ours: true,
  }),
  getIdentity: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
    ours: true,
  }),
  GetTeamList: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
  }),
  GetAccountDeletionBlockers: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
    ours: true,
  }),
  DeleteAccount: fact({
    method: 'POST',
    payload: 'body',
    auth: true,
    ours: true,
  }),
  RequestDataExport: fact({
    method: 'POST',
    payload: 'body',
    auth: true,
    ours: true,
  }),
  DownloadDataExport: fact({
    method: 'POST',
    payload: 'body',
    auth: true,
    ours: true,
  }),

  // Content
  GetNotice: fact({
    method: 'GET',
    payload: 'none',
    auth: false,
  }),
  GetArtical: fact({
    method: 'GET',
    payload: 'query',
    auth: false,
  }),
  getCompany: fact({
    method: 'GET',
    payload: 'query',
    auth: false,
  }),
  GetAgreementStatus: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
    ours: true,
  }),
  AcceptAgreements: fact({
    method: 'POST',
    payload: 'body',
    auth: true,
    invalidates: ['GetAgreementStatus'],
    ours: true,
  }),
  GetAppUpdateConfig: fact({
    method: 'GET',
    payload: 'none',
    auth: false,
  }),
  getAllDictList: fact({
    method: 'GET',
    remember: 'allDictList',
    payload: 'none',
    auth: false,
  }),

  // Upload
  uploadImages: fact({
    method: 'POST',
    path: '/api/common/uploadImages',
    payload: 'multipart',
    auth: true,
  }),
  storageAuth: fact({
    method: 'GET',
    path: '/api/common/storageAuth',
    payload: 'query',
    auth: true,
    ours: true,
  }),

  // Watchlist and notifications (docs/notifications.md; new ones arrive live over /ws)
  GetWatchList: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
    ours: true,
  }),
  AddWatch: fact({
    method: 'POST',
    invalidates: ['GetWatchList'],
    payload: 'body',
    auth: true,
    ours: true,
  }),
  RemoveWatch: fact({
    method: 'POST',
    invalidates: ['GetWatchList'],
    payload: 'body',
    auth: true,
    ours: true,
  }),
  GetNotifications: fact({
    method: 'GET',
    payload: 'query',
    auth: true,
    ours: true,
  }),
  ReadNotifications: fact({
    method: 'POST',
    invalidates: ['GetNotifications'],
    payload: 'body',
    auth: true,
    ours: true,
  }),
  GetNotificationSettings: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
    ours: true,
  }),
  SaveNotificationSettings: fact({
    method: 'POST',
    invalidates: ['GetNotificationSettings'],
    payload: 'body',
    auth: true,
    ours: true,
  }),
  GetPushPublicKey: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
    ours: true,
  }),
  SavePushSubscription: fact({
    method: 'POST',
    payload: 'body',
    auth: true,
    ours: true,
  }),
  RemovePushSubscription: fact({
    method: 'POST',
    payload: 'body',
    auth: true,
    ours: true,
  }),

  // Chat (the live part travels over /ws: see docs/realtime.md)
  chatGroups: fact({
    method: 'GET',
    payload: 'none',
    auth: true,
    ours: true,
  }),
  chatHistory: fact({
    method: 'GET',
    payload: 'query',
    auth: true,
    ours: true,
  }),
  chatRead: fact({
    method: 'POST',
    payload: 'body',
    auth: true,
    ours: true,
  }),
  chatSend: fact({
    method: 'POST',
    payload: 'body',
    auth: true,
    ours: true,
  }),
};

export const facts = named(table) satisfies Record<string, CallFacts>;

export type Facts = typeof facts;
export type CallName = keyof Facts;
/** Calls marked `paged`: the ones an infinite list can page through. */
export type PagedName = { [N in CallName]: Facts[N]['paged'] extends true ? N : never }[CallName];

// Compile-time check: every `invalidates` entry names a call.
type UnknownInvalidates = { [N in CallName]: Exclude<Facts[N]['invalidates'][number], CallName> }[CallName];
const invalidatesNameCalls: [UnknownInvalidates] extends [never] ? true : UnknownInvalidates = true;
void invalidatesNameCalls;

export const callNames = Object.keys(facts) as CallName[];
/** The calls that are in the spec's list; the rest are ours. */
export const specCallNames = callNames.filter((name) => !facts[name].ours);
/** The reads a success of `name` makes stale. */
export const invalidatesOf = (name: CallName): readonly CallName[] => facts[name].invalidates;
