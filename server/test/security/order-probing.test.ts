// Defect 10: another user's order id must answer exactly like an unknown one (404, same reason,
// same message), on every call that takes an order id, so order ids cannot be probed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema';
import { addProduct, fund, openAllDay, PAY_PASSWORD, userIdOf } from '../market';
import { createHarness, type Harness, type TestUser } from '../harness';

let h: Harness;
let owner: TestUser;
let stranger: TestUser;
let orderId: number;
let strangerAddress: number;
const UNKNOWN = 9_999_999;

beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
  owner = await h.registerUser();
  stranger = await h.registerUser();
  await fund(h, owner.accessToken, 100_000);
  const pid = await addProduct(h, { price: 2000, stock: 1 });
  const bought = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: owner.accessToken });
  expect(bought.status).toBe(200);
  orderId = bought.body.result.order.id;
  const [addr] = await h.app.ctx.db
    .insert(addresses)
    .values({ userId: userIdOf(stranger.accessToken), name: 'S', phone: '13800000009', region: 'R', detail: 'D' })
    .returning();
  strangerAddress = addr?.id ?? 0;
});
afterAll(() => h.close());

const bodies: Record<string, (id: number) => unknown> = {
  '/api/front/ProductWeiPai': (id) => ({ id }),
  '/api/front/OneKeyProductWeiPai': (id) => ({ ids: [id] }),
  '/api/front/requestDelivery': (id) => ({ orderId: id, addressId: strangerAddress }),
  '/api/front/confirmReceipt': (id) => ({ orderId: id }),
};

describe('order ids of other users', () => {
  for (const [path, body] of Object.entries(bodies)) {
    it(`${path}: another user's order answers like an unknown one`, async () => {
      const theirs = await h.call('POST', path, { token: stranger.accessToken, body: body(orderId) });
      const unknown = await h.call('POST', path, { token: stranger.accessToken, body: body(UNKNOWN) });
      expect(unknown.status).toBe(404);
      expect(theirs.status).toBe(unknown.status);
      expect(theirs.body.reason).toBe(unknown.body.reason);
      expect(theirs.body.message.replace(String(orderId), 'ID')).toBe(
        unknown.body.message.replace(String(UNKNOWN), 'ID'),
      );
    });
  }

  it('the owner still reaches the order (the refusal above is about ownership)', async () => {
    const r = await h.call('POST', '/api/front/ProductWeiPai', { token: owner.accessToken, body: { id: orderId } });
    expect(r.status).toBe(200);
  });
});
