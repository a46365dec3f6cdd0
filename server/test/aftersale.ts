// Helpers for the after-sale tests (not shipped behaviour): a delivered order reached through the
// real calls (buy, ask for delivery, ship as an operator, confirm receipt), and a buyer's photo.
import sharp from 'sharp';
import { calls } from '@/lib/api/registry';
import { createHarness, multipartBody, type Harness, type TestUser } from './harness';
import { addProduct, fund, openAllDay, PAY_PASSWORD, userIdOf } from './market';

export interface Buyer extends TestUser {
  id: number;
}

export async function afterSaleHarness(config: Parameters<typeof createHarness>[0] = {}): Promise<Harness> {
  const h = await createHarness(config);
  await openAllDay(h);
  return h;
}

export async function newBuyer(h: Harness, money = 0): Promise<Buyer> {
  const u = await h.registerUser();
  if (money > 0) await fund(h, u.accessToken, money);
  return { ...u, id: userIdOf(u.accessToken) };
}

/** An order of `buyer` for an item at `price` (funded first), delivered now (confirmed by the buyer). */
export async function deliveredOrder(h: Harness, buyer: Buyer, price: number): Promise<number> {
  await fund(h, buyer.accessToken, price);
  const productId = await addProduct(h, { price, stock: 1 });
  const token = { token: buyer.accessToken };
  const bought = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId }, token);
  if (bought.status !== 200) throw new Error(`buy: ${JSON.stringify(bought.body)}`);
  const orderId = bought.body.result.order.id;
  const address = await h.api(
    'addAddress',
    { name: 'Li Wei', phone: '13800138000', region: 'Region', detail: 'Street 1', isDefault: false },
    token,
  );
  if (address.status !== 200) throw new Error(`address: ${JSON.stringify(address.body)}`);
  const asked = await h.api('requestDelivery', { orderId, addressId: address.body.result.id }, token);
  if (asked.status !== 200) throw new Error(`delivery: ${JSON.stringify(asked.body)}`);
  const shipped = await h.operator('POST', '/orders/ship', { id: orderId, carrier: 'SF', trackingNo: `SF${orderId}` });
  if (shipped.status !== 200) throw new Error(`ship: ${JSON.stringify(shipped.body)}`);
  const received = await h.api('confirmReceipt', { orderId }, token);
  if (received.status !== 200) throw new Error(`receipt: ${JSON.stringify(received.body)}`);
  return orderId;
}

/** Uploads a small PNG as `u` and answers the URL the upload call gave. */
export async function uploadPhoto(h: Harness, u: TestUser, colour = 1): Promise<string> {
  const data = await sharp({ create: { width: 4, height: 3, channels: 3, background: { r: colour, g: 9, b: 9 } } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody({}, { filename: 'p.png', type: 'image/png', data });
  const r = await h.app.inject({
    method: 'POST',
    url: calls.uploadImages.path,
    payload,
    headers: { ...headers, authorization: `Bearer ${u.accessToken}` },
  });
  if (r.statusCode !== 200) throw new Error(`upload: ${r.body}`);
  return r.json<{ result: { url: string } }>().result.url;
}
