// WeiPai (consignment), one-key WeiPai, resale to another buyer, and delivery requests.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../db/schema';
import { createHarness, type Harness } from '../test/harness';
import { auditLedger } from '../wallet/ledger';
import { addProduct, balanceOf, fund, openAllDay, PAY_PASSWORD, userIdOf } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
});
afterAll(() => h.close());

interface Order {
  id: number;
  status: string;
  askingPrice: number | null;
  productId: number;
  delivery: { address: { name: string } } | null;
}

async function buyer(amount = 100_000) {
  const u = await h.registerUser();
  if (amount > 0) await fund(h, u.accessToken, amount);
  return { ...u, id: userIdOf(u.accessToken) };
}

async function owned(token: string, price = 2000) {
  const pid = await addProduct(h, { price, stock: 1 });
  const r = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token });
  expect(r.status).toBe(200);
  return r.body.result.order;
}

const weiPai = (token: string, body: unknown) =>
  h.call<{ order: Order }>('POST', '/api/front/ProductWeiPai', { token, body });

describe('ProductWeiPai', () => {
  it('consigns at the asking price; another buyer buys it; the seller is credited in that transaction', async () => {
    const seller = await buyer();
    const o = await owned(seller.accessToken, 2000);
    const c = await weiPai(seller.accessToken, { id: o.id, price: 2600 });
    expect(c.status).toBe(200);
    expect(c.body.result.order).toMatchObject({ status: 'consigned', askingPrice: 2600 });

    const list = await h.api('getProductList', { pageSize: 50 });
    const listed = list.body.result.items.find((p) => p.sellerId === seller.id);
    expect(listed).toMatchObject({ consigned: true, price: 2600 });
    if (!listed) return;

    const own = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId: listed.id },
      { token: seller.accessToken },
    );
    expect(own.status).toBe(422);

    const other = await buyer();
    const bought = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId: listed.id },
      { token: other.accessToken },
    );
    expect(bought.status).toBe(200);
    expect((await balanceOf(h, seller.id)).balance).toBe(100_000 - 2000 + 2600);
    expect((await balanceOf(h, other.id)).balance).toBe(100_000 - 2600);
    const orders = await h.api('orderList', { status: 'sold' }, { token: seller.accessToken });
    expect(orders.body.result.items.map((x) => x.id)).toContain(o.id);
    const audit = await auditLedger(h.app.ctx.db);
    expect(audit).toMatchObject({ mismatched: [], negative: [], unbalanced: [], moneyTotal: 0 });
    expect(audit.balances.get('clearing')).toBe(0);
  });

  it('without a price asks what was paid (operator rule, default 0 bp)', async () => {
    const u = await buyer();
    const o = await owned(u.accessToken, 1500);
    const c = await weiPai(u.accessToken, { id: o.id });
    expect(c.body.result.order.askingPrice).toBe(1500);
  });

  it('refuses: unknown 404, someone else’s 404 too, already consigned 422, bad price 400, no login 401', async () => {
    const u = await buyer();
    const o = await owned(u.accessToken);
    const stranger = await buyer(0);
    expect((await weiPai(u.accessToken, { id: 9_999_999 })).status).toBe(404);
    expect((await weiPai(stranger.accessToken, { id: o.id })).status).toBe(404);
    const neg = await weiPai(u.accessToken, { id: o.id, price: -5 });
    expect(neg.status).toBe(400);
    expect(neg.body.errors).toHaveProperty('price');
    expect((await weiPai(u.accessToken, { id: o.id })).status).toBe(200);
    const twice = await weiPai(u.accessToken, { id: o.id });
    expect(twice.status).toBe(422);
    expect((await h.api('ProductWeiPai', { id: o.id })).status).toBe(401);
  });
});

describe('operators and consigned items', () => {
  it('may only take an unsold consigned item off the shelf, which returns it to its owner', async () => {
    const u = await buyer();
    const o = await owned(u.accessToken);
    const c = await weiPai(u.accessToken, { id: o.id, price: 3000 });
    const listed = await h.api('getProductList', { pageSize: 50 });
    const pid = listed.body.result.items.find((p) => p.sellerId === u.id)?.id ?? 0;
    expect(c.status).toBe(200);
    const price = await h.operator('POST', '/products/edit', { id: pid, price: 1 });
    expect(price.status).toBe(422);
    const off = await h.operator<{ status: string }>('POST', '/products/edit', { id: pid, offShelf: true });
    expect(off.body.result.status).toBe('off_shelf');
    const back = await h.api('orderList', { status: 'owned' }, { token: u.accessToken });
    expect(back.body.result.items.map((x) => x.id)).toContain(o.id);
    expect((await h.operator('POST', '/products/edit', { id: pid, offShelf: false })).status).toBe(422);
    // The owner may consign it again.
    expect((await weiPai(u.accessToken, { id: o.id })).status).toBe(200);
  });

  it('refuses to withdraw a consigned item that has partly sold', async () => {
    const seller = await buyer();
    const pid0 = await addProduct(h, { price: 100, stock: 5 });
    const bought = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId: pid0, quantity: 2 },
      { token: seller.accessToken },
    );
    await weiPai(seller.accessToken, { id: bought.body.result.order.id, price: 150 });
    const listed = await h.api('getProductList', { pageSize: 50 });
    const pid = listed.body.result.items.find((p) => p.sellerId === seller.id)?.id ?? 0;
    const other = await buyer();
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: other.accessToken })).status,
    ).toBe(200);
    expect((await h.operator('POST', '/products/edit', { id: pid, offShelf: true })).status).toBe(409);
    expect((await balanceOf(h, seller.id)).balance).toBe(100_000 - 200 + 150);
  });
});

describe('OneKeyProductWeiPai', () => {
  it('consigns every owned item, or only the listed ones', async () => {
    const u = await buyer();
    const a = await owned(u.accessToken);
    const b = await owned(u.accessToken);
    const c = await owned(u.accessToken);
    const some = await h.api('OneKeyProductWeiPai', { ids: [a.id] }, { token: u.accessToken });
    expect(some.body.result.count).toBe(1);
    const rest = await h.api('OneKeyProductWeiPai', {}, { token: u.accessToken });
    expect(rest.body.result.count).toBe(2);
    expect(rest.body.result.orders.map((x) => x.id).sort()).toEqual([b.id, c.id].sort());
    const empty = await h.api('OneKeyProductWeiPai', {}, { token: u.accessToken });
    expect(empty.body.result.count).toBe(0);
    const bad = await h.api('OneKeyProductWeiPai', { ids: [] }, { token: u.accessToken });
    expect(bad.status).toBe(400);
    expect((await h.api('OneKeyProductWeiPai', { ids: [a.id] }, { token: u.accessToken })).status).toBe(422);
  });
});

describe('requestDelivery and shipping', () => {
  it('snapshots the address, then an operator ships and delivers', async () => {
    const u = await buyer();
    const o = await owned(u.accessToken);
    const [addr] = await h.app.ctx.db
      .insert(addresses)
      .values({ userId: u.id, name: 'Li Lei', phone: '13800000001', region: 'Shanghai', detail: '1 Road' })
      .returning();
    if (!addr) throw new Error('address');
    const r = await h.api('requestDelivery', { orderId: o.id, addressId: addr.id }, { token: u.accessToken });
    expect(r.status).toBe(200);
    expect(r.body.result.order.status).toBe('delivery_requested');
    await h.app.ctx.db.update(addresses).set({ name: 'Changed' }).where(eq(addresses.id, addr.id));
    const ship = await h.operator<Order>('POST', '/orders/ship', { id: o.id, carrier: 'SF', trackingNo: 'SF123' });
    expect(ship.body.result.status).toBe('shipped');
    expect(ship.body.result.delivery?.address.name).toBe('Li Lei');
    expect((await h.operator('POST', '/orders/ship', { id: o.id, carrier: 'SF', trackingNo: 'X' })).status).toBe(409);
    expect((await h.operator<Order>('POST', '/orders/deliver', { id: o.id })).body.result.status).toBe('delivered');
  });

  it('refuses another user’s address (404) and an item already consigned (422)', async () => {
    const u = await buyer();
    const other = await buyer(0);
    const o = await owned(u.accessToken);
    const [addr] = await h.app.ctx.db
      .insert(addresses)
      .values({ userId: other.id, name: 'X', phone: '13800000002', region: 'R', detail: 'D' })
      .returning();
    const r = await h.call('POST', '/api/front/requestDelivery', {
      token: u.accessToken,
      body: { orderId: o.id, addressId: addr?.id },
    });
    expect(r.status).toBe(404);
    await weiPai(u.accessToken, { id: o.id });
    const [mine] = await h.app.ctx.db
      .insert(addresses)
      .values({ userId: u.id, name: 'Y', phone: '13800000003', region: 'R', detail: 'D' })
      .returning();
    const c = await h.call('POST', '/api/front/requestDelivery', {
      token: u.accessToken,
      body: { orderId: o.id, addressId: mine?.id },
    });
    expect(c.status).toBe(422);
  });
});
