// After-sale requests (issue 37 #5): the buyer's window, kinds and photos, one open request per
// order, support's steps (ask, refund whole or part from platform:sales, two approvals above
// DUAL_APPROVAL_ABOVE, reject), the notifications, the audit rows, the roles, and what a refund
// changes elsewhere (consigning, deleting the account, the data export).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhCN from '@/messages/zh-CN.json';
import { rows } from '../db/client';
import { afterSaleCases, orders } from '../db/schema';
import { pushPayload } from '../notify/push';
import { deliverInApp } from '../notify/worker';
import { auditLedger } from '../wallet/ledger';
import { afterSaleHarness, deliveredOrder, newBuyer, uploadPhoto, type Buyer } from '../test/aftersale';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../test/console';
import type { Harness } from '../test/harness';
import { balanceOf, PAY_PASSWORD } from '../test/market';

const THRESHOLD = 5000;
const DAY = 86_400_000;

let h: Harness;
let support: ConsoleSession;
let support2: ConsoleSession;

beforeAll(async () => {
  h = await afterSaleHarness({ dualApprovalAbove: THRESHOLD, afterSaleWindowDays: 7 });
  support = await consoleSession(h, 'support');
  support2 = await consoleSession(h, 'support');
});
afterAll(() => h.close());

const as = (b: Buyer) => ({ token: b.accessToken });

async function open(b: Buyer, orderId: number, photos: string[] = [], kind = 'damaged' as const) {
  return h.api('openAfterSale', { orderId, kind, text: '  The lid arrived cracked.  ', photos }, as(b));
}

async function opened(b: Buyer, orderId: number, photos: string[] = []): Promise<number> {
  // The two-person rule compares the case's opening (the app's clock) with the audit rows (the
  // database's): the harness clock stands still, so bring it to the real time first.
  h.clock.advance(Math.max(0, Date.now() - h.clock.now.getTime()));
  const r = await open(b, orderId, photos);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result.case.id;
}

async function ledgerSound() {
  const audit = await auditLedger(h.app.ctx.db);
  expect(audit.mismatched).toEqual([]);
  expect(audit.negative).toEqual([]);
  expect(audit.unbalanced).toEqual([]);
  expect(audit.moneyTotal).toBe(0);
  return audit;
}

const platformSales = async () => (await auditLedger(h.app.ctx.db)).balances.get('platform:sales') ?? 0;

async function auditRows(caseId: number) {
  return rows<{ operator: string; action: string; via: string | null }>(
    h.app.ctx.db,
    sql`SELECT operator, action, via FROM operator_actions WHERE target = ${`aftersale:${caseId}`} ORDER BY id`,
  );
}

describe('opening a request (buyer)', () => {
  it('opens on a delivered order within the window, trimmed, with private photos of the buyer', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 3000);
    const before = await h.api('getAfterSale', { orderId }, as(b));
    expect(before.body.result).toMatchObject({
      canOpen: true,
      refusal: null,
      paid: 3000,
      refunded: 0,
      refundable: 3000,
    });
    const deliveredAt = Date.parse(before.body.result.deliveredAt ?? '');
    expect(Date.parse(before.body.result.openUntil ?? '')).toBe(deliveredAt + 7 * DAY);

    const photo = await uploadPhoto(h, b, 5);
    const r = await open(b, orderId, [photo, photo]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const c = r.body.result.case;
    expect(c).toMatchObject({ orderId, kind: 'damaged', status: 'open', refunded: 0 });
    expect(c.events).toHaveLength(1);
    expect(c.events[0]).toMatchObject({ actor: 'buyer', kind: 'opened', text: 'The lid arrived cracked.' });
    // The same upload twice is one photo; its links are signed private ones, for this buyer.
    expect(c.events[0]?.photos).toHaveLength(1);
    expect(c.events[0]?.photos[0]?.url).toMatch(
      new RegExp(`^/uploads/private/[0-9a-f]{32}\\.png\\?exp=\\d+&u=${b.id}&sig=`),
    );
    expect(c.events[0]?.photos[0]?.thumb).toMatch(/^\/uploads\/private\/[0-9a-f]{32}\.thumb\.webp\?/);
    const file = await h.app.inject({ method: 'GET', url: c.events[0]?.photos[0]?.url ?? '' });
    expect(file.statusCode).toBe(200);
    // The public URL the upload answered no longer serves it.
    expect((await h.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);

    const after = await h.api('getAfterSale', { orderId }, as(b));
    expect(after.body.result).toMatchObject({ canOpen: false, refusal: 'after_sale_open' });
    expect(after.body.result.cases.map((x) => x.id)).toEqual([c.id]);
    const list = await h.api('afterSaleList', { page: 1, pageSize: 20 }, as(b));
    expect(list.body.result.items).toEqual([
      expect.objectContaining({ id: c.id, orderId, productName: 'Test item', status: 'open' }),
    ]);
  });

  it('refuses an order not delivered, another user’s order, and a closed window', async () => {
    const b = await newBuyer(h, 2000);
    // Bought, not delivered.
    const { addProduct } = await import('../test/market');
    const productId = await addProduct(h, { price: 1000, stock: 1 });
    const bought = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId }, as(b));
    const notDelivered = await open(b, bought.body.result.order.id);
    expect(notDelivered.status).toBe(422);
    expect(notDelivered.body.reason).toBe('not_delivered');
    expect(notDelivered.body.fields).toEqual({ orderId: { rule: 'not_delivered' } });

    const other = await newBuyer(h);
    const orderId = await deliveredOrder(h, other, 1000);
    const foreign = await open(b, orderId);
    expect(foreign.status).toBe(404);
    expect((await h.api('getAfterSale', { orderId }, as(b))).status).toBe(404);
  });

  it('closes the window AFTER_SALE_WINDOW_DAYS after delivery, to the millisecond', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 1000);
    // The delivery moved back in time (days skipped on the clock would end the tokens and sessions).
    const deliveredAt = (ms: number) =>
      h.app.ctx.db
        .update(orders)
        .set({ deliveredAt: new Date(h.clock.now.getTime() - ms) })
        .where(eq(orders.id, orderId));
    await deliveredAt(7 * DAY);
    expect((await h.api('getAfterSale', { orderId }, as(b))).body.result.canOpen).toBe(true);
    await deliveredAt(7 * DAY + 1);
    const late = await open(b, orderId);
    expect(late.status).toBe(422);
    expect(late.body.reason).toBe('after_sale_window_closed');
    expect((await h.api('getAfterSale', { orderId }, as(b))).body.result.refusal).toBe('after_sale_window_closed');
  });

  it('checks kind, text and photos: at most six, each the buyer’s own upload', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 1000);
    const bad = await h.call('POST', '/api/front/openAfterSale', {
      token: b.accessToken,
      body: { orderId, kind: 'lost', text: '   ', photos: [] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['kind', 'text']);
    const seven = Array.from({ length: 7 }, (_, i) => `/uploads/${String(i).repeat(32)}.png`);
    const tooMany = await h.call('POST', '/api/front/openAfterSale', {
      token: b.accessToken,
      body: { orderId, kind: 'damaged', text: 'x', photos: seven },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields?.photos?.rule).toBe('max_items');

    // Someone else's upload is refused, and nothing is opened.
    const stranger = await newBuyer(h);
    const theirs = await uploadPhoto(h, stranger, 9);
    const stolen = await open(b, orderId, [theirs]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields).toEqual({ 'photos[0]': { rule: 'uploaded_image' } });
    expect((await h.api('getAfterSale', { orderId }, as(b))).body.result.cases).toEqual([]);
  });

  it('keeps one open request per order, in the database too', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 1000);
    await opened(b, orderId);
    const again = await open(b, orderId);
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('after_sale_open');
    // Past the server's check, the partial unique index refuses a second open case.
    await expect(
      h.app.ctx.db.insert(afterSaleCases).values({
        orderId,
        userId: b.id,
        kind: 'damaged',
        status: 'info_requested',
        openedAt: new Date(),
        updatedAt: new Date(),
      }),
    ).rejects.toThrow();
  });
});

describe("support's steps", () => {
  it('asks for more; the buyer answers with text and photos; the case goes back to support', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 1000);
    const caseId = await opened(b, orderId);
    const asked = await consoleInject(h, support, 'POST', '/aftersale/ask', {
      id: caseId,
      message: 'Please send the box.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(envelopeOf<{ case: { status: string } }>(asked).result.case.status).toBe('info_requested');

    const photo = await uploadPhoto(h, b, 7);
    const reply = await h.api('replyAfterSale', { caseId, text: 'Here it is.', photos: [photo] }, as(b));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result.case.status).toBe('open');
    expect(reply.body.result.case.events.map((e) => [e.actor, e.kind])).toEqual([
      ['buyer', 'opened'],
      ['support', 'info_requested'],
      ['buyer', 'info_added'],
    ]);
    // Support's question is shown to the buyer; who in support asked is not.
    expect(reply.body.result.case.events[1]?.text).toBe('Please send the box.');
    expect(JSON.stringify(reply.body.result)).not.toContain(support.name);

    // Another buyer cannot reply to it.
    const other = await newBuyer(h);
    expect((await h.api('replyAfterSale', { caseId, text: 'me too', photos: [] }, as(other))).status).toBe(404);

    // Support reads the case with the photo (a signed link for the operator) and the steps' authors.
    const read = await consoleInject(h, support, 'GET', `/aftersale/case?id=${caseId}`);
    const detail = envelopeOf<{
      events: { actor: string; photos: { url: string }[]; photoCount: number }[];
      refundable: number;
    }>(read).result;
    expect(detail.refundable).toBe(1000);
    expect(detail.events.map((e) => e.actor)).toEqual(['buyer', support.name, 'buyer']);
    expect(detail.events[2]?.photos[0]?.url).toMatch(/^\/uploads\/private\/.*&u=op&sig=/);
    expect((await auditRows(caseId)).map((a) => a.action)).toEqual(['aftersale.ask']);
  });

  it('refunds in part, then in full across a second request; never past what was paid; platform:sales pays', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 4000);
    const caseId = await opened(b, orderId);
    const salesBefore = await platformSales();
    const balanceBefore = (await balanceOf(h, b.id)).balance;

    const part = await consoleInject(h, support, 'POST', '/aftersale/refund', {
      id: caseId,
      amount: 1500,
      note: 'Lid only',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(envelopeOf<{ outcome: string }>(part).result.outcome).toBe('refunded');
    expect((await balanceOf(h, b.id)).balance).toBe(balanceBefore + 1500);
    expect(await platformSales()).toBe(salesBefore - 1500);
    await ledgerSound();
    const [o] = await h.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o?.refundedAmount).toBe(1500);

    // The buyer's view: refunded, the amount, never the note; the wallet shows the entry.
    const view = (await h.api('getAfterSale', { orderId }, as(b))).body.result;
    expect(view).toMatchObject({ refunded: 1500, refundable: 2500, canOpen: true });
    expect(view.cases[0]).toMatchObject({ status: 'refunded', refunded: 1500 });
    expect(JSON.stringify(view)).not.toContain('Lid only');
    const wallet = await h.api('WalletsPage', { page: 1, pageSize: 5 }, as(b));
    expect(wallet.body.result.items[0]).toMatchObject({ kind: 'after_sale_refund', amount: 1500, refId: orderId });

    // A closed case takes no more steps.
    const twice = await consoleInject(h, support, 'POST', '/aftersale/refund', { id: caseId, amount: 100 });
    expect(twice.statusCode).toBe(409);
    expect(envelopeOf(twice).reason).toBe('after_sale_closed');
    expect((await h.api('replyAfterSale', { caseId, text: 'more', photos: [] }, as(b))).body.reason).toBe(
      'after_sale_closed',
    );

    // A second request on the same order: at most what is left.
    const second = await opened(b, orderId);
    const over = await consoleInject(h, support, 'POST', '/aftersale/refund', { id: second, amount: 2501 });
    expect(over.statusCode).toBe(422);
    expect(envelopeOf(over).reason).toBe('refund_exceeds');
    expect((JSON.parse(over.body) as { fields?: unknown }).fields).toEqual({
      amount: { rule: 'refund_exceeds', params: { max: 2500 } },
    });
    const rest = await consoleInject(h, support, 'POST', '/aftersale/refund', { id: second, amount: 2500 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await balanceOf(h, b.id)).balance).toBe(balanceBefore + 4000);
    await ledgerSound();
    // Refunded in full: nothing more may be opened.
    expect((await h.api('getAfterSale', { orderId }, as(b))).body.result).toMatchObject({
      canOpen: false,
      refusal: 'nothing_to_refund',
      refundable: 0,
    });
    expect((await open(b, orderId)).body.reason).toBe('nothing_to_refund');
    expect((await auditRows(caseId)).map((a) => a.action)).toEqual(['aftersale.refund']);
  });

  it('needs two console operators above the threshold: not the first again, not the token, not a deputy', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 9000);
    const caseId = await opened(b, orderId);
    const balanceBefore = (await balanceOf(h, b.id)).balance;
    const amount = THRESHOLD + 1;

    // The token API gives neither approval of a refund above the threshold.
    const byToken = await h.operator('POST', '/aftersale/refund', { id: caseId, amount });
    expect(byToken.status).toBe(403);

    const first = await consoleInject(h, support, 'POST', '/aftersale/refund', { id: caseId, amount, note: 'big' });
    expect(first.statusCode, first.body).toBe(200);
    const firstAnswer = envelopeOf<{ outcome: string; detail: { case: { status: string; pendingAmount: number } } }>(
      first,
    ).result;
    expect(firstAnswer.outcome).toBe('awaiting_second');
    expect(firstAnswer.detail.case).toMatchObject({ status: 'refund_pending', pendingAmount: amount });
    expect((await balanceOf(h, b.id)).balance).toBe(balanceBefore);
    // Waiting: no other step but the approval or a rejection.
    expect(
      envelopeOf(await consoleInject(h, support2, 'POST', '/aftersale/ask', { id: caseId, message: 'x' })).reason,
    ).toBe('refund_pending');
    // The buyer does not see the first approval.
    const seen = (await h.api('getAfterSale', { orderId }, as(b))).body.result.cases[0];
    expect(seen?.status).toBe('refund_pending');
    expect(seen?.events.map((e) => e.kind)).toEqual(['opened']);

    const own = await consoleInject(h, support, 'POST', '/aftersale/approve', { id: caseId });
    expect(own.statusCode).toBe(409);
    expect(envelopeOf(own).reason).toBe('own_approval');
    expect((await h.operator('POST', '/aftersale/approve', { id: caseId })).status).toBe(403);

    // An account the first approver's side handed out after the request was made (here: added by
    // token) is not another person.
    const deputy = await consoleSession(h, 'support');
    const byDeputy = await consoleInject(h, deputy, 'POST', '/aftersale/approve', { id: caseId });
    expect(byDeputy.statusCode).toBe(409);
    expect(envelopeOf(byDeputy).reason).toBe('own_approval');

    // support2 existed before the request: the second approval.
    const second = await consoleInject(h, support2, 'POST', '/aftersale/approve', { id: caseId });
    expect(second.statusCode, second.body).toBe(200);
    expect(envelopeOf<{ outcome: string }>(second).result.outcome).toBe('refunded');
    expect((await balanceOf(h, b.id)).balance).toBe(balanceBefore + amount);
    await ledgerSound();
    const audit = await auditRows(caseId);
    expect(audit.map((a) => [a.action, a.operator, a.via])).toEqual([
      ['aftersale.refund_first', support.name, 'console'],
      ['aftersale.refund_approve', support2.name, 'console'],
    ]);
  });

  it('rejects with a reason code the buyer sees (the note stays with support); a pending refund is dropped', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 9000);
    const caseId = await opened(b, orderId);
    await consoleInject(h, support, 'POST', '/aftersale/refund', { id: caseId, amount: THRESHOLD + 10 });
    const rejected = await consoleInject(h, support2, 'POST', '/aftersale/reject', {
      id: caseId,
      reasonCode: 'item_as_described',
      note: 'Staff only: photos show no damage',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const c = (await h.api('getAfterSale', { orderId }, as(b))).body.result.cases[0];
    expect(c?.status).toBe('rejected');
    expect(c?.events.at(-1)).toMatchObject({ kind: 'rejected', reasonCode: 'item_as_described', text: null });
    expect(JSON.stringify(c)).not.toContain('Staff only');
    // The dropped refund cannot be approved any more.
    expect(envelopeOf(await consoleInject(h, support2, 'POST', '/aftersale/approve', { id: caseId })).reason).toBe(
      'after_sale_closed',
    );
    const [o] = await h.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o?.refundedAmount).toBe(0);
    expect((await auditRows(caseId)).map((a) => a.action)).toEqual(['aftersale.refund_first', 'aftersale.reject']);
    // Bad reason code: 400 naming the field.
    const bad = await consoleInject(h, support, 'POST', '/aftersale/reject', { id: caseId, reasonCode: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('notifies the buyer of each of support’s steps, translated (zh-CN), without support’s note', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 3000);
    const caseId = await opened(b, orderId);
    await consoleInject(h, support, 'POST', '/aftersale/ask', { id: caseId, message: 'Photos please' });
    await h.api('replyAfterSale', { caseId, text: 'ok', photos: [] }, as(b));
    await consoleInject(h, support, 'POST', '/aftersale/refund', { id: caseId, amount: 1000, note: 'Staff only' });
    const second = await opened(b, orderId);
    await consoleInject(h, support, 'POST', '/aftersale/reject', { id: second, reasonCode: 'outside_policy' });
    await deliverInApp(h.app.ctx);
    const items = (await h.api('GetNotifications', {}, as(b))).body.result.items.filter((n) =>
      n.type.startsWith('aftersale_'),
    );
    expect(items.map((n) => [n.type, n.data]).reverse()).toEqual([
      ['aftersale_info_requested', { orderId, name: 'Test item', lang: 'en' }],
      ['aftersale_refunded', { orderId, name: 'Test item', lang: 'en', amount: 1000 }],
      ['aftersale_rejected', { orderId, name: 'Test item', lang: 'en', reasonCode: 'outside_policy' }],
    ]);
    expect(JSON.stringify(items)).not.toContain('Staff only');

    const refunded = pushPayload('zh-CN', 1, 'aftersale_refunded', { orderId, name: '青瓷茶碗', amount: 1000 });
    expect(refunded.title).toBe(zhCN.notify.types.aftersale_refunded.title);
    expect(refunded.body).toBe('青瓷茶碗 的 ¥10.00 已退回您的钱包。');
    const rejected = pushPayload('zh-CN', 2, 'aftersale_rejected', {
      orderId,
      name: '青瓷茶碗',
      reasonCode: 'outside_policy',
    });
    expect(rejected.body).toBe(`您关于 青瓷茶碗 的售后申请未通过。${zhCN.afterSale.rejection.outside_policy}`);
  });

  it('refuses a refund platform:sales cannot cover rather than create money', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 2000);
    const caseId = await opened(b, orderId);
    // Drain platform:sales on paper for this one check: a transaction that rolls back.
    const sales = await platformSales();
    const r = await h.app.ctx.db
      .transaction(async (tx) => {
        const { refund } = await import('./steps');
        await tx.execute(sql`UPDATE ledger_accounts SET balance = 100 WHERE code = 'platform:sales'`);
        await refund(tx, caseId, 2000, undefined, { operator: 'test', now: new Date(), dualApprovalAbove: THRESHOLD });
      })
      .catch((e: { reason?: string }) => e.reason);
    expect(r).toBe('platform_funds_short');
    expect(await platformSales()).toBe(sales);
  });
});

describe('roles', () => {
  it('lets support, finance and admin refund; viewer and catalogue read or are refused; viewers see no photos', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 3000);
    const caseId = await opened(b, orderId, [await uploadPhoto(h, b, 3)]);
    const viewer = await consoleSession(h, 'viewer');
    const catalogue = await consoleSession(h, 'catalogue');
    const finance = await consoleSession(h, 'finance');
    for (const s of [viewer, catalogue]) {
      expect((await consoleInject(h, s, 'POST', '/aftersale/refund', { id: caseId, amount: 1 })).statusCode).toBe(403);
      expect((await consoleInject(h, s, 'POST', '/aftersale/ask', { id: caseId, message: 'x' })).statusCode).toBe(403);
    }
    expect((await consoleInject(h, finance, 'POST', '/aftersale/ask', { id: caseId, message: 'x' })).statusCode).toBe(
      403,
    );
    const read = await consoleInject(h, viewer, 'GET', `/aftersale/case?id=${caseId}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain('/uploads/private/');
    expect(
      envelopeOf<{ events: { photoCount: number }[]; case: { phone: string } }>(read).result.events[0]?.photoCount,
    ).toBe(1);
    expect(read.body).not.toContain(b.phone);
    const queue = await consoleInject(h, viewer, 'GET', '/aftersale?status=open');
    expect(queue.statusCode).toBe(200);
    expect(envelopeOf<{ items: { id: number }[] }>(queue).result.items.map((i) => i.id)).toContain(caseId);
    const paid = await consoleInject(h, finance, 'POST', '/aftersale/refund', { id: caseId, amount: 3000 });
    expect(paid.statusCode, paid.body).toBe(200);
  });
});

describe('a refund elsewhere', () => {
  it('a refunded order is never consigned (order_refunded)', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 2000);
    const caseId = await opened(b, orderId);
    await consoleInject(h, support, 'POST', '/aftersale/refund', { id: caseId, amount: 500 });
    const r = await h.api('ProductWeiPai', { id: orderId }, as(b));
    expect(r.status).toBe(422);
    expect(r.body.reason).toBe('order_refunded');
    // Not refunded: the old answer (a delivered order is not held to consign).
    const other = await deliveredOrder(h, b, 1000);
    expect((await h.api('ProductWeiPai', { id: other }, as(b))).body.reason).toBe('wrong_order_status');
  });

  it("the buyer's data export holds their requests and steps, not support's notes nor another buyer's", async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 1000);
    const caseId = await opened(b, orderId, [await uploadPhoto(h, b, 6)]);
    await consoleInject(h, support, 'POST', '/aftersale/reject', {
      id: caseId,
      reasonCode: 'insufficient_evidence',
      note: 'Staff only: export',
    });
    const other = await newBuyer(h);
    const otherCase = await opened(other, await deliveredOrder(h, other, 1000));
    const ticket = await h.api('RequestDataExport', {}, as(b));
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    const doc = await h.api('DownloadDataExport', { token: ticket.body.result.token }, as(b));
    expect(doc.status, JSON.stringify(doc.body)).toBe(200);
    const cases = doc.body.result.afterSale;
    expect(cases.map((c) => c.id)).toEqual([caseId]);
    expect(cases[0]?.events.map((e) => e.kind)).toEqual(['opened', 'rejected']);
    expect(cases[0]?.events[0]?.photos[0]?.url).toMatch(new RegExp(`^/uploads/private/.*&u=${b.id}&`));
    expect(JSON.stringify(doc.body.result)).not.toContain('Staff only');
    expect(cases.map((c) => c.id)).not.toContain(otherCase);
  });

  it('an open request blocks deleting the account; a closed one does not', async () => {
    const b = await newBuyer(h);
    const orderId = await deliveredOrder(h, b, 1000);
    const caseId = await opened(b, orderId);
    const blockers = await h.api('GetAccountDeletionBlockers', {}, as(b));
    expect(blockers.body.result.blockers).toContain('after_sale_open');
    await consoleInject(h, support, 'POST', '/aftersale/reject', { id: caseId, reasonCode: 'other' });
    expect((await h.api('GetAccountDeletionBlockers', {}, as(b))).body.result.blockers).not.toContain(
      'after_sale_open',
    );
  });
});
