// The buyer confirms receipt (confirmReceipt), and the operator's ship command records and
// corrects the carrier and tracking number (issue 27, item 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../db/schema';
import { createHarness, type Harness } from '../test/harness';
import { addProduct, fund, openAllDay, PAY_PASSWORD, userIdOf } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
});
afterAll(() => h.close());

interface Delivery {
  requestedAt: string;
  shippedAt: string | null;
  carrier: string | null;
  trackingNo: string | null;
  deliveredAt: string | null;
  deliveredBy: 'buyer' | 'operator' | null;
}
interface Order {
  id: number;
  status: string;
  createdAt: string;
  delivery: Delivery | null;
}

/** A user whose bought item is at the given step of its delivery. */
async function orderAt(step: 'owned' | 'delivery_requested' | 'shipped') {
  const u = await h.registerUser();
  await fund(h, u.accessToken, 10_000);
  const pid = await addProduct(h, { price: 1000, stock: 1 });
  const bought = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken });
  expect(bought.status).toBe(200);
  const order = bought.body.result.order;
  if (step !== 'owned') {
    const [addr] = await h.app.ctx.db
      .insert(addresses)
      .values({
        userId: userIdOf(u.accessToken),
        name: 'Li Lei',
        phone: '13800000001',
        region: 'Shanghai',
        detail: '1 Road',
      })
      .returning();
    const r = await h.api('requestDelivery', { orderId: order.id, addressId: addr?.id ?? 0 }, { token: u.accessToken });
    expect(r.status).toBe(200);
  }
  if (step === 'shipped') {
    const s = await h.operator('POST', '/orders/ship', { id: order.id, carrier: 'SF Express', trackingNo: 'SF123' });
    expect(s.status).toBe(200);
  }
  return { u, orderId: order.id };
}

const confirm = (token: string, orderId: number) =>
  h.call<{ order: Order }>('POST', '/api/front/confirmReceipt', { token, body: { orderId } });

describe('confirmReceipt', () => {
  it('marks a shipped order delivered by the buyer, with every step time in the answer', async () => {
    const { u, orderId } = await orderAt('shipped');
    const r = await confirm(u.accessToken, orderId);
    expect(r.status).toBe(200);
    const o = r.body.result.order;
    expect(o.status).toBe('delivered');
    expect(o.delivery).toMatchObject({ carrier: 'SF Express', trackingNo: 'SF123', deliveredBy: 'buyer' });
    expect(o.delivery?.requestedAt).toEqual(expect.any(String));
    expect(o.delivery?.shippedAt).toEqual(expect.any(String));
    expect(o.delivery?.deliveredAt).toEqual(expect.any(String));
    const list = await h.api('orderList', { page: 1, pageSize: 10 }, { token: u.accessToken });
    expect(list.body.result.items[0]).toMatchObject({ id: orderId, status: 'delivered' });
  });

  it('is idempotent: a second confirmation answers the delivered order, unchanged', async () => {
    const { u, orderId } = await orderAt('shipped');
    const first = await confirm(u.accessToken, orderId);
    const again = await confirm(u.accessToken, orderId);
    expect(again.status).toBe(200);
    expect(again.body.result.order.delivery?.deliveredAt).toBe(first.body.result.order.delivery?.deliveredAt);
  });

  it('is only for the owner: another user gets the same 404 as an unknown order', async () => {
    const { orderId } = await orderAt('shipped');
    const stranger = await h.registerUser();
    const theirs = await confirm(stranger.accessToken, orderId);
    const unknown = await confirm(stranger.accessToken, 99_999_999);
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(theirs.body.reason).toBe(unknown.body.reason);
  });

  it('refuses an order that has not been shipped (owned, or delivery only requested)', async () => {
    for (const step of ['owned', 'delivery_requested'] as const) {
      const { u, orderId } = await orderAt(step);
      const r = await confirm(u.accessToken, orderId);
      expect(r.status).toBe(422);
      expect(r.body.reason).toBe('wrong_order_status');
    }
  });

  it('needs a login', async () => {
    const r = await h.call('POST', '/api/front/confirmReceipt', { body: { orderId: 1 } });
    expect(r.status).toBe(401);
  });
});

describe('operator ship and deliver', () => {
  it('corrects the tracking number of a shipped order with `correct`, keeping the ship time', async () => {
    const { u, orderId } = await orderAt('shipped');
    const before = (await h.api('orderList', { page: 1, pageSize: 1 }, { token: u.accessToken })).body.result.items[0];
    const again = await h.operator('POST', '/orders/ship', { id: orderId, carrier: 'SF Express', trackingNo: 'SF999' });
    expect(again.status).toBe(409);
    const fixed = await h.operator<Order>('POST', '/orders/ship', {
      id: orderId,
      carrier: 'EMS',
      trackingNo: 'EM999',
      correct: true,
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.result.delivery).toMatchObject({ carrier: 'EMS', trackingNo: 'EM999' });
    expect(fixed.body.result.delivery?.shippedAt).toBe(before?.delivery?.shippedAt);
  });

  it('refuses a correction before shipping', async () => {
    const { orderId } = await orderAt('delivery_requested');
    const r = await h.operator('POST', '/orders/ship', {
      id: orderId,
      carrier: 'EMS',
      trackingNo: 'E1',
      correct: true,
    });
    expect(r.status).toBe(409);
  });

  it('marks an operator delivery as such', async () => {
    const { orderId } = await orderAt('shipped');
    const r = await h.operator<Order>('POST', '/orders/deliver', { id: orderId });
    expect(r.body.result.delivery?.deliveredBy).toBe('operator');
  });
});
