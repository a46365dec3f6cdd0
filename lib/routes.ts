// The one table of every screen (docs/routes.md): spec path ↔ app segment, title message key,
// tab position in each reading of the tab set, and whether the screen needs a logged-in user.
// Everything else (entry links, 404 forwarding, tab bar, navigation helpers, docs/routes.md,
// the e2e suite) reads this table, so a route is added here once.

export type TabReading = 1 | 2;

export interface RouteDef {
  /** Spec path without query, e.g. `/pages/goods/detail/index`. */
  readonly spec: string;
  /** Extra spec paths that open the same screen (the home tab's `/` alias). */
  readonly aliases?: readonly string[];
  /** App segment under `/<locale>/`, kebab-case, with the trailing slash of the static export. */
  readonly segment: string;
  /** Tab index in the first and second reading of the tab set; absent when not a tab there. */
  readonly tab?: { readonly 1?: number; readonly 2?: number };
  readonly login: boolean;
}

export const ROUTES = {
  home: { spec: '/pages/home/index', aliases: ['/'], segment: 'home/', tab: { 1: 0, 2: 0 }, login: false },
  goodsPickup: { spec: '/pages/goods/indexTh', segment: 'goods/pickup/', tab: { 1: 1 }, login: true },
  goodsConsumption: { spec: '/pages/goods/indexXiaofei', segment: 'goods/consumption/', tab: { 1: 2 }, login: false },
  goods: { spec: '/pages/goods/index', segment: 'goods/', tab: { 1: 3, 2: 2 }, login: false },
  mine: { spec: '/pages/mine/index', segment: 'mine/', tab: { 1: 4, 2: 4 }, login: true },
  notice: { spec: '/pages/notice/index', segment: 'notice/', tab: { 2: 1 }, login: false },
  assist: { spec: '/pages/assist/index', segment: 'assist/', tab: { 2: 3 }, login: true },
  login: { spec: '/pages/login/login', segment: 'login/', login: false },
  register: { spec: '/pages/register/register', segment: 'register/', login: false },
  groupChat: { spec: '/pages/groupChat/index', segment: 'group-chat/', login: true },
  groupChatList: { spec: '/pages/groupChat/list', segment: 'group-chat/list/', login: true },
  company: { spec: '/pages/company/index', segment: 'company/', login: false },
  wallet: { spec: '/pages/wallet/index', segment: 'wallet/', login: true },
  walletToken: { spec: '/pages/wallet/indexTongz', segment: 'wallet/token/', login: true },
  walletWithdraw: { spec: '/pages/wallet/tixian', segment: 'wallet/withdraw/', login: true },
  // Ours (the spec has no such page): the user's withdrawal and score-refund applications.
  walletHistory: { spec: '/pages/wallet/record', segment: 'wallet/history/', login: true },
  agreementService: { spec: '/pages/agreement/agreement', segment: 'agreement/service/', login: false },
  agreementPrivacy: { spec: '/pages/agreement/privacy', segment: 'agreement/privacy/', login: false },
  agreementNotice: { spec: '/pages/agreement/notice', segment: 'agreement/notice/', login: false },
  agreementRisk: { spec: '/pages/agreement/risk', segment: 'agreement/risk/', login: false },
  article: { spec: '/pages/agreement/artical', segment: 'agreement/article/', login: false },
  download: { spec: '/pages/download/download', segment: 'download/', login: false },
  goodsDetail: { spec: '/pages/goods/detail/index', segment: 'goods/detail/', login: false },
  goodsConsumptionDetail: {
    spec: '/pages/goods/detail/indexXiaofei',
    segment: 'goods/consumption/detail/',
    login: false,
  },
  settings: { spec: '/pages/mine/personal/settings/index', segment: 'mine/settings/', login: true },
  nickname: { spec: '/pages/mine/personal/nickName/index', segment: 'mine/nickname/', login: true },
  security: { spec: '/pages/mine/personal/account/secure/index', segment: 'mine/security/', login: true },
  payPassword: { spec: '/pages/mine/personal/payment/index', segment: 'mine/pay-password/', login: true },
  identity: { spec: '/pages/mine/personal/identify/index', segment: 'mine/identity/', login: true },
  addresses: { spec: '/pages/mine/personal/address/index', segment: 'mine/addresses/', login: true },
  addressAdd: { spec: '/pages/mine/personal/address/add/index', segment: 'mine/addresses/add/', login: true },
  invite: { spec: '/pages/mine/personal/invite/index', segment: 'mine/invite/', login: true },
  inviteInfo: { spec: '/pages/mine/personal/invite/myInviteInfo', segment: 'mine/invite/info/', login: true },
  inviteQrcode: { spec: '/pages/mine/personal/invite/qrcode', segment: 'mine/invite/qrcode/', login: true },
  recharge: { spec: '/pages/mine/personal/recharge/index', segment: 'mine/recharge/', login: true },
  rechargeRecord: { spec: '/pages/mine/personal/recharge/record', segment: 'mine/recharge/record/', login: true },
  bank: { spec: '/pages/mine/personal/bank/index', segment: 'mine/bank/', login: true },
  orders: { spec: '/pages/mine/personal/order/list', segment: 'mine/orders/', login: true },
  // Ours (issue 37 #5, docs/screens-buy.md): a delivered order's after-sale requests (?id=<order id>).
  afterSale: { spec: '/pages/mine/personal/order/afterSale', segment: 'mine/orders/after-sale/', login: true },
  team: { spec: '/pages/mine/personal/team/list', segment: 'mine/team/', login: true },
  // Ours (issue 24): not in the spec's page list; spec-style paths so entry links work alike.
  watchlist: { spec: '/pages/mine/personal/watchlist/index', segment: 'mine/watchlist/', login: true },
  notifications: { spec: '/pages/mine/personal/notifications/index', segment: 'mine/notifications/', login: true },
  // Ours (issue 37 #7): deleting the account, and the page a deleted account ends on (logged out).
  deleteAccount: { spec: '/pages/mine/personal/account/delete/index', segment: 'mine/delete-account/', login: true },
  accountDeleted: { spec: '/pages/mine/personal/account/deleted/index', segment: 'account-deleted/', login: false },
  // Ours (issue 37 #6, docs/privacy.md): the user's data export.
  dataExport: { spec: '/pages/mine/personal/data/index', segment: 'mine/data/', login: true },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

export function routeDef(id: RouteId): RouteDef {
  return ROUTES[id];
}

/** Message key of a screen's title (in `messages/*.json` under `routes`). */
export function titleKey(id: RouteId): `routes.${RouteId}` {
  return `routes.${id}`;
}

/** The reading of the tab set this build uses: the first unless built with NEXT_PUBLIC_TAB_READING=2. */
export function activeTabReading(value: string | undefined = process.env.NEXT_PUBLIC_TAB_READING): TabReading {
  return value === '2' ? 2 : 1;
}

/** Tab index of a route in a reading, or undefined when it is not a tab page there. */
export function tabIndex(id: RouteId, reading: TabReading): number | undefined {
  const def: RouteDef = ROUTES[id];
  return def.tab?.[reading];
}

/** The five tabs of a reading, in order. */
export function tabRoutes(reading: TabReading): RouteId[] {
  return ROUTE_IDS.filter((id) => tabIndex(id, reading) !== undefined).sort(
    (a, b) => (tabIndex(a, reading) ?? 0) - (tabIndex(b, reading) ?? 0),
  );
}

function normalizeSpec(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return trimmed.toLowerCase();
}

const BY_SPEC = new Map<string, RouteId>();
const BY_SEGMENT = new Map<string, RouteId>();
for (const id of ROUTE_IDS) {
  const def: RouteDef = ROUTES[id];
  for (const p of [def.spec, ...(def.aliases ?? [])]) BY_SPEC.set(normalizeSpec(p), id);
  BY_SEGMENT.set(def.segment, id);
}

/** The route of a spec path (`/pages/goods/index`, `pages/goods/index`, any letter case), if any. */
export function routeBySpec(path: string): RouteId | undefined {
  return BY_SPEC.get(normalizeSpec(path));
}

/** The route of an app segment (`goods/detail/`, with or without slashes around it), if any. */
export function routeBySegment(segment: string): RouteId | undefined {
  const bare = segment.replace(/^\/+|\/+$/g, '');
  return BY_SEGMENT.get(`${bare}/`);
}

/**
 * Plain data for the entry script: every spec path (lower case, aliases included) and every
 * locale-less segment path (`/goods/detail`), each to its segment. Serializable, so it can be
 * inlined into the entry page.
 */
export function entryTable(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const id of ROUTE_IDS) {
    const def: RouteDef = ROUTES[id];
    table[normalizeSpec(def.segment)] = def.segment;
    for (const p of [def.spec, ...(def.aliases ?? [])]) table[normalizeSpec(p)] = def.segment;
  }
  return table;
}
