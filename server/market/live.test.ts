// Live market events reach connected clients: a buy that takes the last one, an operator's
// restock or withdrawal, and a change of the auction window. A refused buy announces nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { openAuthed, type WsClient } from '../test/ws-client';
import { addProduct, fund, openAllDay, PAY_PASSWORD, setWindow } from '../test/market';

let h: Harness;
let watcher: WsClient;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = h.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  const someone = await h.registerUser();
  watcher = await openAuthed(`http://127.0.0.1:${addr.port}`, someone.accessToken);
});
afterAll(async () => {
  await watcher.close();
  await h.close();
});

describe('live market events', () => {
  it('announces sold out when the last one is bought, and nothing for a refused buy', async () => {
    const pid = await addProduct(h, { price: 1000, stock: 1 });
    const buyer = await h.registerUser();
    await fund(h, buyer.accessToken, 5000);
    const buy = () =>
      h.call('POST', '/api/front/buyProduct', {
        token: buyer.accessToken,
        body: { payPassword: PAY_PASSWORD, productId: pid, quantity: 1 },
      });
    expect((await buy()).status).toBe(200);
    expect((await watcher.next('product', (f) => f.product.id === pid)).product).toEqual({
      id: pid,
      stock: 0,
      status: 'sold_out',
    });
    expect((await buy()).status).toBeGreaterThanOrEqual(400);
    // A restock is the next event for this product: the refused buy sent none in between.
    expect((await h.operator('POST', '/products/edit', { id: pid, stock: 4 })).status).toBe(200);
    expect((await watcher.next('product', (f) => f.product.id === pid)).product).toEqual({
      id: pid,
      stock: 4,
      status: 'on_sale',
    });
    expect(watcher.frames.filter((f) => f.type === 'product' && f.product.id === pid)).toHaveLength(2);
    await h.operator('POST', '/products/edit', { id: pid, offShelf: true });
    expect((await watcher.next('product', (f) => f.product.id === pid)).product.status).toBe('off_shelf');
  });

  it('announces each change of the auction window once, after it is stored; a refused change announces nothing', async () => {
    const windowFrames = () => watcher.frames.filter((f) => f.type === 'window').length;
    const before = windowFrames();
    await setWindow(h, '08:00', '22:00', 'Asia/Shanghai');
    // The frame carries nothing: a client reads the window again, and by then it is the new one.
    expect(await watcher.next('window')).toEqual({ type: 'window' });
    expect((await h.api('GetAuctionTimeInfo', {})).body.result).toMatchObject({
      startTime: '08:00',
      endTime: '22:00',
      timeZone: 'Asia/Shanghai',
    });
    const refused = await h.operator('POST', '/market/window', {
      startTime: '25:00',
      endTime: '22:00',
      timeZone: 'UTC',
    });
    expect(refused.status).toBe(400);
    await openAllDay(h);
    // The next frame is the restore's: the refused change sent none in between.
    expect(await watcher.next('window')).toEqual({ type: 'window' });
    expect((await h.api('GetAuctionTimeInfo', {})).body.result).toMatchObject({ startTime: '00:00', endTime: '00:00' });
    // A fence: events reach sockets in publish order, so once this product frame is in, any window
    // frame published before it is too.
    const pid = await addProduct(h, { price: 1000, stock: 1 });
    expect((await h.operator('POST', '/products/edit', { id: pid, stock: 2 })).status).toBe(200);
    await watcher.next('product', (f) => f.product.id === pid);
    expect(windowFrames() - before).toBe(2);
  });
});
