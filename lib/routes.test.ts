import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  activeTabReading,
  entryTable,
  ROUTE_IDS,
  ROUTES,
  routeBySegment,
  routeBySpec,
  tabIndex,
  tabRoutes,
  titleKey,
  type RouteId,
} from './routes';

// Every route of the product brief, written out independently of the table.
const SPEC_PATHS = [
  '/pages/home/index',
  '/pages/goods/indexTh',
  '/pages/goods/indexXiaofei',
  '/pages/goods/index',
  '/pages/mine/index',
  '/pages/notice/index',
  '/pages/assist/index',
  '/pages/login/login',
  '/pages/register/register',
  '/pages/groupChat/index',
  '/pages/groupChat/list',
  '/pages/company/index',
  '/pages/wallet/index',
  '/pages/wallet/indexTongz',
  '/pages/wallet/tixian',
  // Ours, not the brief's: the withdrawal and score-refund history.
  '/pages/wallet/record',
  '/pages/agreement/agreement',
  '/pages/agreement/privacy',
  '/pages/agreement/notice',
  '/pages/agreement/risk',
  '/pages/agreement/artical',
  '/pages/download/download',
  '/pages/goods/detail/index',
  '/pages/goods/detail/indexXiaofei',
  ...[
    'settings/index',
    'nickName/index',
    'account/secure/index',
    'payment/index',
    'identify/index',
    'address/index',
    'address/add/index',
    'invite/index',
    'invite/myInviteInfo',
    'invite/qrcode',
    'recharge/index',
    'recharge/record',
    'bank/index',
    'order/list',
    'team/list',
  ].map((p) => `/pages/mine/personal/${p}`),
  // Ours (issue 24)
  '/pages/mine/personal/watchlist/index',
  '/pages/mine/personal/notifications/index',
  // Ours (issue 37 #7)
  '/pages/mine/personal/account/delete/index',
  '/pages/mine/personal/account/deleted/index',
  // Ours (issue 37 #6)
  '/pages/mine/personal/data/index',
  // Ours (issue 37 #5): a delivered order's after-sale requests.
  '/pages/mine/personal/order/afterSale',
];

describe('route table', () => {
  it('has exactly the spec routes', () => {
    expect(ROUTE_IDS.map((id) => ROUTES[id].spec).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it.each(SPEC_PATHS)('%s maps to a segment and back', (spec) => {
    const id = routeBySpec(spec);
    expect(id).toBeDefined();
    const segment = ROUTES[id as RouteId].segment;
    expect(segment).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*\/$/);
    expect(routeBySegment(segment)).toBe(id);
    expect(ROUTES[id as RouteId].spec).toBe(spec);
  });

  it('gives every route its own segment and a title key', () => {
    const segments = ROUTE_IDS.map((id) => ROUTES[id].segment);
    expect(new Set(segments).size).toBe(segments.length);
    expect(titleKey('goodsDetail')).toBe('routes.goodsDetail');
  });

  it('uses the segments the issue names', () => {
    expect(ROUTES.goodsDetail.segment).toBe('goods/detail/');
    expect(ROUTES.goodsPickup.segment).toBe('goods/pickup/');
    expect(ROUTES.goodsConsumption.segment).toBe('goods/consumption/');
    expect(ROUTES.walletWithdraw.segment).toBe('wallet/withdraw/');
    expect(ROUTES.rechargeRecord.segment).toBe('mine/recharge/record/');
    expect(ROUTES.home.segment).toBe('home/');
  });

  it('opens home for both / and pages/home/index, in any letter case and with or without slashes', () => {
    expect(routeBySpec('/')).toBe('home');
    expect(routeBySpec('pages/home/index')).toBe('home');
    expect(routeBySpec('/PAGES/goods/INDEXTH/')).toBe('goodsPickup');
    expect(routeBySpec('/pages/nope')).toBeUndefined();
    expect(routeBySegment('/goods/detail')).toBe('goodsDetail');
  });

  it('lists the five tabs of each reading in spec order', () => {
    expect(tabRoutes(1)).toEqual(['home', 'goodsPickup', 'goodsConsumption', 'goods', 'mine']);
    expect(tabRoutes(2)).toEqual(['home', 'notice', 'goods', 'assist', 'mine']);
    expect(tabIndex('goodsDetail', 1)).toBeUndefined();
    expect(tabIndex('notice', 1)).toBeUndefined();
    expect(tabIndex('notice', 2)).toBe(1);
  });

  it('reads the tab reading from NEXT_PUBLIC_TAB_READING, first by default', () => {
    expect(activeTabReading(undefined)).toBe(1);
    expect(activeTabReading('1')).toBe(1);
    expect(activeTabReading('2')).toBe(2);
    expect(activeTabReading('x')).toBe(1);
  });

  it('builds the entry table from spec paths, the / alias and locale-less segments', () => {
    const table = entryTable();
    expect(table['/']).toBe('home/');
    expect(table['/pages/goods/detail/indexxiaofei']).toBe('goods/consumption/detail/');
    expect(table['/mine/recharge/record']).toBe('mine/recharge/record/');
    expect(Object.keys(table)).toHaveLength(ROUTE_IDS.length * 2 + 1);
  });

  it('marks account screens as needing login and public screens not', () => {
    expect(ROUTES.wallet.login).toBe(true);
    expect(ROUTES.orders.login).toBe(true);
    expect(ROUTES.login.login).toBe(false);
    expect(ROUTES.agreementPrivacy.login).toBe(false);
  });
});

describe('docs/routes.md', () => {
  it('documents every route with its spec path and segment', () => {
    const doc = readFileSync(new URL('../docs/routes.md', import.meta.url), 'utf8');
    for (const id of ROUTE_IDS) {
      expect(doc, id).toContain(`| \`${id}\` | \`${ROUTES[id].spec}\``);
      expect(doc, id).toContain(`\`${ROUTES[id].segment}\``);
    }
  });
});
