// Bulk actions on orders and items (issue 42 #8): one call per batch, each item on its own rules
// with a result of its own (never all-or-nothing in silence), one audit row per item done, the
// single-item calls' roles, at most BULK_MAX items, and bad input as field errors.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { BULK_MAX } from '@/lib/api/operator/groups/bulk';
import { operatorActions, orders, products } from '../db/schema';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../test/console';
import { createHarness, type Harness, type TestUser } from '../test/harness';
import { addProduct, fund, openAllDay, PAY_PASSWORD } from '../test/market';

type Bulk = OperatorAnswer<'orderShipBulk'>;

let h: Harness;
let support: ConsoleSession;
let catalogue: ConsoleSession;
let buyer: TestUser;
beforeAll(async () => {
  h = await createHarness();
  support = await consoleSession(h, 'support');
  catalogue = await consoleSession(h, 'catalogue');
  await openAllDay(h);
  buyer = await h.registerUser();
  await fund(h, buyer.accessToken, 100_000);
});
afterAll(() => h.close());

async function lastActionId(): Promise<number> {
  const rows = await h.app.ctx.db.select({ id: operatorActions.id }).from(operatorActions);
  return Math.max(0, ...rows.map((r) => r.id));
}

async function actionsSince(mark: number, action: string) {
  return h.app.ctx.db
    .select()
    .from(operatorActions)
    .where(and(gt(operatorActions.id, mark), eq(operatorActions.action, action)))
    .orderBy(operatorActions.id);
}

/** An order the buyer bought and asked to have delivered (or only bought, `ask: false`). */
async function order(name: string, ask = true): Promise<number> {
  const pid = await addProduct(h, { name, price: 100, stock: 1 });
  const bought = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: buyer.accessToken });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const orderId = bought.body.result.order.id;
  if (ask) {
    const address = { name: 'Li Lei', phone: '13900005678', region: 'Beijing', detail: '1 Main St' };
    const added = await h.api('addAddress', address, { token: buyer.accessToken });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const asked = await h.api(
      'requestDelivery',
      { orderId, addressId: added.body.result.id },
      { token: buyer.accessToken },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  }
  return orderId;
}

describe('orderShipBulk', () => {
  it('ships each order waiting for delivery with its own tracking number; refuses the others one by one', async () => {
    const [a, b, c] = [await order('Bulk A'), await order('Bulk B'), await order('Bulk C')];
    const notAsked = await order('Bulk kept', false);
    const mark = await lastActionId();
    const r = await consoleInject(h, support, 'POST', '/orders/ship-bulk', {
      carrier: 'SF Express',
      items: [
        { id: a, trackingNo: 'SF100' },
        { id: notAsked, trackingNo: 'SF101' },
        { id: b, trackingNo: 'SF102' },
        { id: 999_999, trackingNo: 'SF103' },
        { id: c, trackingNo: 'SF104' },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const answer = envelopeOf<Bulk>(r).result;
    expect(answer.results.map((x) => (x.ok ? [x.id, 'ok'] : [x.id, x.reason]))).toEqual([
      [a, 'ok'],
      [notAsked, 'wrong_order_status'],
      [b, 'ok'],
      [999_999, 'not_found'],
      [c, 'ok'],
    ]);
    expect([answer.done, answer.refused]).toEqual([3, 2]);

    const rows = await h.app.ctx.db
      .select({ id: orders.id, status: orders.status, carrier: orders.carrier, trackingNo: orders.trackingNo })
      .from(orders)
      .where(inArray(orders.id, [a, b, c, notAsked]));
    const byId = new Map(rows.map((o) => [o.id, o]));
    expect(byId.get(a)).toMatchObject({ status: 'shipped', carrier: 'SF Express', trackingNo: 'SF100' });
    expect(byId.get(b)).toMatchObject({ status: 'shipped', trackingNo: 'SF102' });
    expect(byId.get(c)).toMatchObject({ status: 'shipped', trackingNo: 'SF104' });
    expect(byId.get(notAsked)?.status).toBe('owned');

    // One audit row per order shipped, by the operator, none for the refused.
    const audit = await actionsSince(mark, 'order.ship');
    expect(audit.map((x) => x.target)).toEqual([`order:${a}`, `order:${b}`, `order:${c}`]);
    expect(audit.every((x) => x.operator === support.name)).toBe(true);

    // The buyer reads the tracking number of their own order.
    const mine = await h.api('orderList', { status: 'shipped' }, { token: buyer.accessToken });
    expect(mine.body.result.items.find((o) => o.id === b)).toMatchObject({
      status: 'shipped',
      delivery: { carrier: 'SF Express', trackingNo: 'SF102' },
    });

    // Shipping again is refused per order, not silently re-written.
    const again = envelopeOf<Bulk>(
      await consoleInject(h, support, 'POST', '/orders/ship-bulk', {
        carrier: 'EMS',
        items: [{ id: a, trackingNo: 'EMS1' }],
      }),
    ).result;
    expect(again.results).toEqual([expect.objectContaining({ id: a, ok: false, reason: 'wrong_order_status' })]);
  });

  it('takes the roles of orderShip, at most BULK_MAX orders, each once, each with a tracking number', async () => {
    const one = { carrier: 'SF', items: [{ id: 1, trackingNo: 'X1' }] };
    for (const role of ['viewer', 'catalogue', 'finance']) {
      const s = await consoleSession(h, role);
      const refused = await consoleInject(h, s, 'POST', '/orders/ship-bulk', one);
      expect(refused.statusCode, role).toBe(403);
      expect(envelopeOf(refused).reason).toBe('role_forbidden');
    }
    const fieldsOf = async (body: unknown) => {
      const r = await consoleInject(h, support, 'POST', '/orders/ship-bulk', body);
      expect(r.statusCode, r.body).toBe(400);
      return (envelopeOf(r) as { reason?: string; fields?: Record<string, { rule: string }> }).fields ?? {};
    };
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => ({ id: i + 1, trackingNo: `T${i}` }));
    expect((await fieldsOf({ carrier: 'SF', items: many })).items?.rule).toBe('max_items');
    expect((await fieldsOf({ carrier: 'SF', items: [] })).items?.rule).toBe('min_items');
    const twice = [
      { id: 5, trackingNo: 'A' },
      { id: 5, trackingNo: 'B' },
    ];
    expect((await fieldsOf({ carrier: 'SF', items: twice })).items?.rule).toBe('invalid');
    expect(Object.keys(await fieldsOf({ carrier: 'SF', items: [{ id: 5, trackingNo: ' ' }] }))).toEqual([
      'items[0].trackingNo',
    ]);
    expect(Object.keys(await fieldsOf({ carrier: '', items: [{ id: 5, trackingNo: 'A' }] }))).toEqual(['carrier']);
    expect(Object.keys(await fieldsOf({ carrier: 'SF', items: [{ id: -1, trackingNo: 'A' }] }))).toEqual([
      'items[0].id',
    ]);
  });
});

describe('productOffShelfBulk', () => {
  it('takes each item on sale off; one already off, consigned or unknown is refused on its own', async () => {
    const x = await addProduct(h, { name: 'Shelf X' });
    const y = await addProduct(h, { name: 'Shelf Y' });
    const off = await addProduct(h, { name: 'Shelf off', offShelf: true });
    // A consigned item: a buyer's order put back on sale (its owner's).
    const pid = await addProduct(h, { name: 'Shelf consigned', price: 1000, stock: 1 });
    const bought = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId: pid },
      { token: buyer.accessToken },
    );
    const consigned = await h.api('ProductWeiPai', { id: bought.body.result.order.id }, { token: buyer.accessToken });
    expect(consigned.status, JSON.stringify(consigned.body)).toBe(200);
    const [resale] = await h.app.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sourceOrderId, bought.body.result.order.id));
    if (!resale) throw new Error('no resale item');

    const mark = await lastActionId();
    const r = await consoleInject(h, catalogue, 'POST', '/products/off-shelf-bulk', {
      ids: [x, off, resale.id, 888_888, y],
    });
    expect(r.statusCode, r.body).toBe(200);
    const answer = envelopeOf<OperatorAnswer<'productOffShelfBulk'>>(r).result;
    expect(answer.results.map((i) => (i.ok ? [i.id, 'ok'] : [i.id, i.reason]))).toEqual([
      [x, 'ok'],
      [off, 'not_on_sale'],
      [resale.id, 'conflict'],
      [888_888, 'not_found'],
      [y, 'ok'],
    ]);
    expect([answer.done, answer.refused]).toEqual([2, 3]);
    const rows = await h.app.ctx.db
      .select({ id: products.id, offShelf: products.offShelf })
      .from(products)
      .where(inArray(products.id, [x, y, resale.id]));
    expect(Object.fromEntries(rows.map((p) => [p.id, p.offShelf]))).toEqual({
      [x]: true,
      [y]: true,
      [resale.id]: false,
    });
    const audit = await actionsSince(mark, 'product.edit');
    expect(audit.map((a) => [a.target, a.operator])).toEqual([
      [`product:${x}`, catalogue.name],
      [`product:${y}`, catalogue.name],
    ]);
    expect(await actionsSince(mark, 'product.withdraw_consigned')).toEqual([]);
    // Buyers no longer see them.
    const seen = await h.api('getProductList', { keyword: 'Shelf', pageSize: 50 });
    expect(seen.body.result.items.map((p) => p.id)).not.toContain(x);
    expect(seen.body.result.items.map((p) => p.id)).toContain(resale.id);
  });

  it('takes the roles of productEdit, at most BULK_MAX ids, each once', async () => {
    for (const role of ['viewer', 'support', 'finance']) {
      const s = await consoleSession(h, role);
      const refused = await consoleInject(h, s, 'POST', '/products/off-shelf-bulk', { ids: [1] });
      expect(refused.statusCode, role).toBe(403);
      expect(envelopeOf(refused).reason).toBe('role_forbidden');
    }
    const ruleOf = async (body: unknown) => {
      const r = await consoleInject(h, catalogue, 'POST', '/products/off-shelf-bulk', body);
      expect(r.statusCode, r.body).toBe(400);
      return (envelopeOf(r) as { fields?: Record<string, { rule: string }> }).fields;
    };
    expect((await ruleOf({ ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1) }))?.ids?.rule).toBe('max_items');
    expect((await ruleOf({ ids: [] }))?.ids?.rule).toBe('min_items');
    expect((await ruleOf({ ids: [3, 3] }))?.ids?.rule).toBe('invalid');
    expect(Object.keys((await ruleOf({ ids: ['x'] })) ?? {})).toEqual(['ids[0]']);
    // Exactly BULK_MAX is taken (each unknown id its own not_found).
    const full = await consoleInject(h, catalogue, 'POST', '/products/off-shelf-bulk', {
      ids: Array.from({ length: BULK_MAX }, (_, i) => 700_000 + i),
    });
    expect(full.statusCode).toBe(200);
    expect(envelopeOf<OperatorAnswer<'productOffShelfBulk'>>(full).result.refused).toBe(BULK_MAX);
  });
});
