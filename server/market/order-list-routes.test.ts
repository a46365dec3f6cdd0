// The console's order list (orderList) and item types (productTypeList): newest first, filters,
// the buyer's phone masked for a viewer only, and the roles the contract gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { createHarness, type Harness } from '../test/harness';
import { consoleInject, consoleSession, envelopeOf } from '../test/console';
import { addProduct, fund, openAllDay, PAY_PASSWORD, userIdOf } from '../test/market';

type Page = OperatorAnswer<'orderList'>;

describe('orderList and productTypeList', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('lists orders newest first with filters; a viewer reads the phone masked; only support ships', async () => {
    await openAllDay(h);
    const u = await h.registerUser();
    const other = await h.registerUser();
    await fund(h, u.accessToken, 100_000);
    await fund(h, other.accessToken, 100_000);
    const pid = await addProduct(h, { name: 'Listed vase', price: 1500, stock: 5 });
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken })).status,
    ).toBe(200);
    h.clock.advance(1000);
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: other.accessToken })).status,
    ).toBe(200);
    const uid = userIdOf(u.accessToken);

    const support = await consoleSession(h, 'support');
    const all = envelopeOf<Page>(await consoleInject(h, support, 'GET', '/orders?pageSize=10'));
    expect(all.result.total).toBeGreaterThanOrEqual(2);
    const [newest, older] = all.result.items;
    expect(newest?.userId).toBe(userIdOf(other.accessToken));
    expect(older?.userId).toBe(uid);
    expect(newest?.productName).toBe('Listed vase');
    expect(newest?.total).toBe(1500);
    expect(newest?.phone).not.toContain('*');

    const mine = envelopeOf<Page>(await consoleInject(h, support, 'GET', `/orders?userId=${uid}`));
    expect(mine.result.items.map((o) => o.userId)).toEqual([uid]);
    const none = envelopeOf<Page>(await consoleInject(h, support, 'GET', '/orders?status=shipped'));
    expect(none.result.items.every((o) => o.status === 'shipped')).toBe(true);

    const viewer = await consoleSession(h, 'viewer');
    const masked = envelopeOf<Page>(await consoleInject(h, viewer, 'GET', `/orders?userId=${uid}`));
    expect(masked.result.items[0]?.phone).toContain('*');

    // Every role reads (docs/console.md), shipping stays with support and admin.
    const catalogue = await consoleSession(h, 'catalogue');
    expect((await consoleInject(h, catalogue, 'GET', '/orders')).statusCode).toBe(200);
    for (const s of [viewer, catalogue]) {
      const refused = await consoleInject(h, s, 'POST', '/orders/ship', {
        id: newest?.id,
        carrier: 'SF',
        trackingNo: 'SF1',
      });
      expect(refused.statusCode).toBe(403);
      expect(envelopeOf(refused).reason).toBe('role_forbidden');
    }

    const bad = await consoleInject(h, support, 'GET', '/orders?status=lost');
    expect(bad.statusCode).toBe(400);
    expect((envelopeOf(bad) as { fields?: Record<string, unknown> }).fields?.status).toBeDefined();
  });

  it('answers where an order ships: whole for support, the region and a masked phone and name for a viewer', async () => {
    await openAllDay(h);
    const u = await h.registerUser();
    await fund(h, u.accessToken, 10_000);
    const pid = await addProduct(h, { name: 'Shipped vase', price: 1000, stock: 1 });
    const bought = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken });
    const orderId = bought.body.result.order.id;
    const address = {
      name: '王小红',
      phone: '13900001234',
      region: '浙江省 杭州市',
      detail: '西湖路 8 号',
      postalCode: '310000',
    };
    const added = await h.api('addAddress', address, { token: u.accessToken });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const asked = await h.api(
      'requestDelivery',
      { orderId, addressId: added.body.result.id },
      { token: u.accessToken },
    );
    expect(asked.status).toBe(200);
    const uid = userIdOf(u.accessToken);

    const support = await consoleSession(h, 'support');
    const whole = envelopeOf<Page>(await consoleInject(h, support, 'GET', `/orders?userId=${uid}`));
    expect(whole.result.items[0]?.delivery).toEqual(address);
    const viewer = await consoleSession(h, 'viewer');
    const masked = envelopeOf<Page>(await consoleInject(h, viewer, 'GET', `/orders?userId=${uid}`));
    expect(masked.result.items[0]?.delivery).toEqual({
      name: '王**',
      phone: '139****1234',
      region: '浙江省 杭州市',
      detail: null,
      postalCode: null,
    });
    // An order nobody asked to ship has none.
    const owned = envelopeOf<Page>(await consoleInject(h, support, 'GET', '/orders?status=owned'));
    expect(owned.result.items.every((o) => o.delivery === null)).toBe(true);
  });

  it('lists item types in their order, for every role; adding one shows it', async () => {
    const cat = await consoleSession(h, 'catalogue');
    const added = await consoleInject(h, cat, 'POST', '/product-types', { name: 'Ceramics', sort: -5 });
    expect(added.statusCode).toBe(200);
    const viewer = await consoleSession(h, 'viewer');
    const list = envelopeOf<OperatorAnswer<'productTypeList'>>(await consoleInject(h, viewer, 'GET', '/product-types'));
    expect(list.result[0]?.name).toBe('Ceramics');
  });
});
