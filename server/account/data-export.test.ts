// "Download my data" (issue 37 #6): the document holds every section of the signed-in user's own
// records and nothing of anyone else's, the card number masked; a token downloads once and for a
// few minutes; a user may prepare one export per DATA_EXPORT_EVERY_MINUTES.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_EVERY_MINUTES, DATA_EXPORT_VALID_MINUTES } from '@/lib/api/limits';
import { dataExport } from '@/lib/api/schemas/data-export';
import { agreementAcceptances } from '../db/schema';
import { deliverInApp } from '../notify/worker';
import { createHarness, type Harness, type TestUser } from '../test/harness';
import { addProduct, CARD, fund, openAllDay, PAY_PASSWORD, prepareWithdrawals, userIdOf } from '../test/market';

let h: Harness;
/** Every log line the server writes, at its most talkative level. */
const logLines: string[] = [];
beforeAll(async () => {
  h = await createHarness({ logLevel: 'debug' }, { logStream: { write: (l) => logLines.push(l) } });
  await openAllDay(h);
});
afterAll(() => h.close());

const MINUTE = 60_000;

interface Footprint {
  user: TestUser;
  orderId: number;
  chatText: string;
  addressPhone: string;
  acceptanceVersion: number;
}

/** A user with an order, ledger rows, a notification, an address, a card and a chat message. */
async function busyUser(tag: string): Promise<Footprint> {
  const user = await h.registerUser();
  const token = user.accessToken;
  await fund(h, token, 50_000);
  const productId = await addProduct(h, { price: 1_000, stock: 5, name: `Export vase ${tag}` });
  const bought = await h.api(
    'buyProduct',
    { payPassword: PAY_PASSWORD, productId },
    { token, idempotencyKey: `export-${tag}` },
  );
  expect(bought.status).toBe(200);
  const addressPhone = `1390000${String(1000 + userIdOf(token)).slice(-4)}`;
  expect(
    (await h.api('addAddress', { name: `Recipient ${tag}`, phone: addressPhone, region: 'R', detail: 'D' }, { token }))
      .status,
  ).toBe(200);
  await prepareWithdrawals(h, userIdOf(token));
  const groups = await h.api('chatGroups', {}, { token });
  const general = groups.body.result.find((g) => g.general);
  if (!general) throw new Error('no general group');
  const chatText = `hello from ${tag} ${user.phone}`;
  const sent = await h.api(
    'chatSend',
    { groupId: general.id, clientId: `export-msg-${tag}`, text: chatText },
    { token },
  );
  expect(sent.status).toBe(200);
  // An acceptance of its own (a version only this user's row has).
  const acceptanceVersion = 100 + userIdOf(token);
  await h.app.ctx.db.insert(agreementAcceptances).values({
    userId: userIdOf(token),
    agreement: 'service',
    version: acceptanceVersion,
    locale: 'en',
    source: 'reaccept',
    acceptedAt: h.clock.now,
  });
  await deliverInApp(h.app.ctx);
  return { user, orderId: bought.body.result.order.id, chatText, addressPhone, acceptanceVersion };
}

async function download(user: TestUser) {
  const ticket = await h.api('RequestDataExport', {}, { token: user.accessToken });
  expect(ticket.status).toBe(200);
  const got = await h.api('DownloadDataExport', { token: ticket.body.result.token }, { token: user.accessToken });
  return { ticket: ticket.body.result, got };
}

describe('Download my data', () => {
  let a: Footprint;
  let b: Footprint;
  beforeAll(async () => {
    a = await busyUser('a');
    b = await busyUser('b');
  });

  it("holds every section of the user's own records, in the contract's shape, the card masked", async () => {
    const { got } = await download(a.user);
    expect(got.status).toBe(200);
    const doc = dataExport.parse(got.body.result);
    const aId = userIdOf(a.user.accessToken);
    expect(doc.version).toBe(1);
    expect(doc.generatedAt).toBe(h.clock.now.toISOString());
    expect(doc.profile).toMatchObject({ id: aId, phone: a.user.phone });
    expect(doc.addresses.map((x) => x.phone)).toEqual([a.addressPhone]);
    expect(doc.bankCard).toMatchObject({ cardNumber: `**** **** **** ${CARD.cardNumber.slice(-4)}`, last4: '1111' });
    expect(doc.orders.map((o) => o.id)).toEqual([a.orderId]);
    expect(doc.ledger.map((e) => e.kind).sort()).toEqual(['purchase', 'recharge']);
    expect(doc.applications.recharges).toHaveLength(1);
    expect(doc.applications.recharges[0]?.status).toBe('approved');
    expect(doc.acceptances).toMatchObject([{ agreement: 'service', version: a.acceptanceVersion, source: 'reaccept' }]);
    expect(doc.notifications.length).toBeGreaterThan(0);
    expect(doc.chatMessages.map((m) => m.text)).toEqual([a.chatText]);
    // The whole card number appears nowhere in the file.
    expect(JSON.stringify(got.body)).not.toContain(CARD.cardNumber);
  });

  it('writes neither the document nor the token to the log', async () => {
    h.clock.advance(DATA_EXPORT_EVERY_MINUTES * MINUTE);
    const before = logLines.length;
    const { ticket, got } = await download(a.user);
    expect(got.status).toBe(200);
    const written = logLines.slice(before).join('');
    expect(written).toContain('DownloadDataExport');
    for (const secret of [ticket.token, a.chatText, a.addressPhone, `Export vase a`]) {
      expect(written).not.toContain(secret);
    }
  });

  it("holds nothing of another user's: not their order id, chat text, phone or address", async () => {
    const { got } = await download(b.user);
    const doc = dataExport.parse(got.body.result);
    const text = JSON.stringify(got.body.result);
    expect(doc.orders.map((o) => o.id)).toEqual([b.orderId]);
    expect(doc.orders.map((o) => o.id)).not.toContain(a.orderId);
    expect(text).not.toContain(a.chatText);
    expect(text).not.toContain(a.user.phone);
    expect(text).not.toContain(a.addressPhone);
    expect(text).toContain(b.chatText);
    expect(doc.acceptances.map((x) => x.version)).toEqual([b.acceptanceVersion]);
    // The ledger and the notifications are the ones b's own reads answer.
    const ledger = await h.api('WalletsPage', { page: 1, pageSize: 50 }, { token: b.user.accessToken });
    expect(doc.ledger.map((e) => e.id)).toEqual(ledger.body.result.items.map((e) => e.id));
    const inbox = await h.api('GetNotifications', { limit: 50 }, { token: b.user.accessToken });
    expect(doc.notifications.map((n) => n.id)).toEqual(inbox.body.result.items.map((n) => n.id));
    expect(doc.profile.id).toBe(userIdOf(b.user.accessToken));
  });

  it('downloads once: the same token again is refused with export_used; someone else cannot use it', async () => {
    h.clock.advance(DATA_EXPORT_EVERY_MINUTES * MINUTE);
    const ticket = await h.api('RequestDataExport', {}, { token: a.user.accessToken });
    expect(ticket.status).toBe(200);
    const token = ticket.body.result.token;
    const stranger = await h.api('DownloadDataExport', { token }, { token: b.user.accessToken });
    expect(stranger.status).toBe(404);
    expect(stranger.body.reason).toBe('not_found');
    expect((await h.api('DownloadDataExport', { token }, { token: a.user.accessToken })).status).toBe(200);
    const again = await h.api('DownloadDataExport', { token }, { token: a.user.accessToken });
    expect(again.status).toBe(410);
    expect(again.body.reason).toBe('export_used');
    expect(again.body.result).toBeNull();
    const unknown = await h.api('DownloadDataExport', { token: 'x'.repeat(43) }, { token: a.user.accessToken });
    expect(unknown.status).toBe(404);
    const malformed = await h.api('DownloadDataExport', { token: 'short' }, { token: a.user.accessToken });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toHaveProperty('token');
    expect((await h.api('DownloadDataExport', { token })).status).toBe(401);
  });

  it('a token is good for a few minutes only (export_expired)', async () => {
    h.clock.advance(DATA_EXPORT_EVERY_MINUTES * MINUTE);
    const ticket = await h.api('RequestDataExport', {}, { token: b.user.accessToken });
    expect(Date.parse(ticket.body.result.expiresAt) - h.clock.now.getTime()).toBe(DATA_EXPORT_VALID_MINUTES * MINUTE);
    h.clock.advance(DATA_EXPORT_VALID_MINUTES * MINUTE);
    const late = await h.api('DownloadDataExport', { token: ticket.body.result.token }, { token: b.user.accessToken });
    expect(late.status).toBe(410);
    expect(late.body.reason).toBe('export_expired');
  });

  it('one request per user per window (429 rate_limited with Retry-After), other users unaffected', async () => {
    h.clock.advance(DATA_EXPORT_EVERY_MINUTES * MINUTE);
    const first = await h.api('RequestDataExport', {}, { token: a.user.accessToken });
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.result.nextAt) - h.clock.now.getTime()).toBe(DATA_EXPORT_EVERY_MINUTES * MINUTE);
    h.clock.advance(MINUTE);
    const second = await h.api('RequestDataExport', {}, { token: a.user.accessToken });
    expect(second.status).toBe(429);
    expect(second.body.reason).toBe('rate_limited');
    expect(Number(second.headers['retry-after'])).toBe((DATA_EXPORT_EVERY_MINUTES - 1) * 60);
    // The refused request did not spoil the first one's token.
    expect(
      (await h.api('DownloadDataExport', { token: first.body.result.token }, { token: a.user.accessToken })).status,
    ).toBe(200);
    // Two at once spend one slot between them.
    h.clock.advance(DATA_EXPORT_EVERY_MINUTES * MINUTE);
    const both = await Promise.all([
      h.api('RequestDataExport', {}, { token: b.user.accessToken }),
      h.api('RequestDataExport', {}, { token: b.user.accessToken }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
  });

  it('a new request retires the earlier unused token', async () => {
    const u = await h.registerUser();
    const first = await h.api('RequestDataExport', {}, { token: u.accessToken });
    h.clock.advance(DATA_EXPORT_EVERY_MINUTES * MINUTE);
    const second = await h.api('RequestDataExport', {}, { token: u.accessToken });
    expect(second.status).toBe(200);
    const old = await h.api('DownloadDataExport', { token: first.body.result.token }, { token: u.accessToken });
    expect(old.body.reason).toBe('export_used');
    expect(
      (await h.api('DownloadDataExport', { token: second.body.result.token }, { token: u.accessToken })).status,
    ).toBe(200);
  });
});
