// Audit item 1: what every operator read reveals to every role. Walks EVERY read of the operator
// contract that the console serves (method GET, answer json: taken from the contract, so a new
// read is walked without touching this file) as EVERY role, against a buyer with a full phone, an
// identity document number, a saved bank card, an address phone and private photos (identity
// photos, a recharge receipt), and fails on any personal number or private photo the role may not
// see. A role the contract refuses (403) is fine; any other answer but 200 fails (a read that needs
// input gets a row in QUERIES).
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { OPERATOR_CALL_NAMES, OPERATOR_ROLES, operatorFacts, roleMay } from '@/lib/api/operator/facts';
import type { OperatorCallName, OperatorRole } from '@/lib/api/operator/facts';
import { hashPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { consoleInject, consoleSession, type ConsoleSession } from '../console';
import { createHarness, multipartBody, nextPhone, type Harness, type TestUser } from '../harness';
import { addProduct, fund, openAllDay, PAY_PASSWORD, platformAccountId, userIdOf } from '../market';

const ID_NUMBER = '44030519900101777X';
const CARD = '6011000990139424';
const HOLDER = 'Holder Qian Sun';
const ADDRESS_PHONE = nextPhone();
const RECIPIENT = 'Recipient Zhou Mei';
const STREET = 'Plum Lane 42, Flat 7';

/**
 * What each role may read, decided from what the review queues (queueIdentities,
 * queueApplications) and the user, order and chat reads do today:
 * - `fullPhone`: the whole phone number (support, finance, catalogue and admin look a buyer up and
 *   call them; the queues still mask it for everyone). A viewer reads every phone masked.
 * - `idNumber`, `card`: never whole on the console, for any role (masked to the last four).
 * - `photos`: signed links to private uploads (/uploads/private/: identity photos, receipts).
 *   A viewer gets none.
 * - `holder`: the withdrawal card's holder name. A viewer gets '***'.
 * - `address`: a delivery address's recipient and street (saved addresses, an order's copy). A
 *   viewer gets the name's first character and the region only (lib/format/delivery.ts).
 */
const MAY: Record<
  OperatorRole,
  { fullPhone: boolean; idNumber: false; card: false; photos: boolean; holder: boolean; address: boolean }
> = {
  viewer: { fullPhone: false, idNumber: false, card: false, photos: false, holder: false, address: false },
  support: { fullPhone: true, idNumber: false, card: false, photos: true, holder: true, address: true },
  finance: { fullPhone: true, idNumber: false, card: false, photos: true, holder: true, address: true },
  catalogue: { fullPhone: true, idNumber: false, card: false, photos: true, holder: true, address: true },
  admin: { fullPhone: true, idNumber: false, card: false, photos: true, holder: true, address: true },
};

let h: Harness;
let buyer: TestUser & { id: number };
let productId = 0;
let groupId = 0;
let afterSaleId = 0;
const sessions = new Map<OperatorRole, ConsoleSession>();

/** The query strings each read is walked with (each one is a separate call); none: ''. */
function queries(call: OperatorCallName): string[] {
  const types = ['type=recharge', 'type=withdraw', 'type=refund'];
  const table: Partial<Record<OperatorCallName, string[]>> = {
    queueApplications: types,
    // Token API only (the CLI's lists); kept so the walk covers them should they come back.
    applicationList: types,
    ledger: [`userId=${buyer.id}`, `phone=${buyer.phone}`],
    userFind: [`id=${buyer.id}`, `phone=${buyer.phone}`],
    userDetail: [`id=${buyer.id}`],
    // A part of the phone: a viewer's search must not spell the masked number out.
    userList: ['', `q=${buyer.phone.slice(0, 7)}`],
    orderList: ['', `userId=${buyer.id}`],
    contentTexts: [`entity=product&id=${productId}`],
    agreementAcceptances: ['', `userId=${buyer.id}`],
    chatMembers: [`groupId=${groupId}`],
    chatMessages: [`groupId=${groupId}`],
    afterSaleCase: [`id=${afterSaleId}`],
    afterSaleQueue: ['', 'status=all', `userId=${buyer.id}`],
  };
  return table[call] ?? [''];
}

async function png(colour: number): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: { r: colour, g: 9, b: 9 } } })
    .png()
    .toBuffer();
}

async function upload(u: TestUser, colour: number): Promise<string> {
  const { payload, headers } = multipartBody({}, { filename: 'p.png', type: 'image/png', data: await png(colour) });
  const r = await h.app.inject({
    method: 'POST',
    url: calls.uploadImages.path,
    payload,
    headers: { ...headers, authorization: `Bearer ${u.accessToken}` },
  });
  expect(r.statusCode).toBe(200);
  return r.json<{ result: { url: string } }>().result.url;
}

beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
  const u = await h.registerUser();
  buyer = { ...u, id: userIdOf(u.accessToken) };
  await h.app.ctx.db
    .update(users)
    .set({ payPasswordHash: await hashPassword(h.config, PAY_PASSWORD) })
    .where(eq(users.id, buyer.id));
  const token = { token: buyer.accessToken };
  const ok = (r: { status: number; body: unknown }) => expect(r.status, JSON.stringify(r.body)).toBe(200);
  ok(
    await h.api(
      'SaveUserBankInfo',
      { bankName: 'Bank', holderName: HOLDER, cardNumber: CARD, payPassword: PAY_PASSWORD },
      token,
    ),
  );
  ok(
    await h.api(
      'submitIdentity',
      {
        realName: 'Li Wei',
        idNumber: ID_NUMBER,
        frontImage: await upload(buyer, 1),
        backImage: await upload(buyer, 2),
      },
      token,
    ),
  );
  const address = await h.api(
    'addAddress',
    { name: RECIPIENT, phone: ADDRESS_PHONE, region: 'Region', detail: STREET, isDefault: true },
    token,
  );
  ok(address);
  await fund(h, buyer.accessToken, 100_000);
  // A pending recharge with a receipt (private once the application takes it), a withdrawal and
  // a score refund, all pending so every queue lists them.
  ok(
    await h.api(
      'applyRecharge',
      { amount: 5000, accountId: await platformAccountId(h), proofImage: await upload(buyer, 3), payerName: HOLDER },
      token,
    ),
  );
  ok(await h.api('ApplyWithdraw', { amount: 1000, payPassword: PAY_PASSWORD }, token));
  productId = await addProduct(h, { price: 1200, stock: 3 });
  const bought = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId }, token);
  ok(bought);
  // Asked to ship: the order keeps the address (its phone) and orderList answers it (issue 42 #4).
  ok(
    await h.api('requestDelivery', { orderId: bought.body.result.order.id, addressId: address.body.result.id }, token),
  );
  // A delivered order with an after-sale request carrying a private photo (issue 37 #5).
  const second = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId }, token);
  ok(second);
  const secondId = second.body.result.order.id;
  ok(await h.api('requestDelivery', { orderId: secondId, addressId: address.body.result.id }, token));
  ok(await h.operator('POST', '/orders/ship', { id: secondId, carrier: 'SF', trackingNo: 'SF1' }));
  ok(await h.api('confirmReceipt', { orderId: secondId }, token));
  const afterSale = await h.api(
    'openAfterSale',
    { orderId: secondId, kind: 'damaged', text: 'Cracked', photos: [await upload(buyer, 4)] },
    token,
  );
  ok(afterSale);
  afterSaleId = afterSale.body.result.case.id;
  const group = await h.operator<{ id: number }>('POST', '/chat/groups', { name: 'Masking group' });
  groupId = group.body.result.id;
  ok(await h.operator('POST', '/chat/members', { groupId, phone: buyer.phone }));
  ok(
    await h.call('POST', '/api/front/chatSend', {
      token: buyer.accessToken,
      body: { groupId, clientId: 'masking-1', text: 'hello' },
    }),
  );
  for (const role of OPERATOR_ROLES) sessions.set(role, await consoleSession(h, role));
});
afterAll(() => h.close());

/** Every read the console serves: GET, a JSON answer, not token-only. */
const READS = OPERATOR_CALL_NAMES.filter((name) => {
  const f = operatorFacts[name];
  return f.method === 'GET' && f.answer === 'json' && f.surface !== 'token';
});

/** What `body` shows that `role` may not see (empty: nothing). */
function leaks(role: OperatorRole, body: string): string[] {
  const may = MAY[role];
  const found: string[] = [];
  if (body.includes(ID_NUMBER) || body.includes(ID_NUMBER.slice(0, 10))) found.push('the full ID number');
  if (body.includes(CARD) || body.includes(CARD.slice(0, 10))) found.push('the full card number');
  if (!may.fullPhone) {
    for (const p of [buyer.phone, ADDRESS_PHONE]) if (body.includes(p)) found.push(`the full phone ${p}`);
    // Any phone at all (a buyer this test did not seed): a "phone" field with 11 digits in a row.
    if (/"phone":"\+?\d{11,}"/.test(body)) found.push('an unmasked "phone" field');
  }
  if (!may.photos && body.includes('/uploads/private/')) found.push('a private photo link');
  if (!may.holder && body.includes(HOLDER)) found.push('the card holder name');
  if (!may.address && body.includes(RECIPIENT)) found.push("a delivery address's recipient");
  if (!may.address && body.includes(STREET)) found.push("a delivery address's street");
  return found;
}

describe('operator reads × roles: personal numbers and private photos', () => {
  it('walks every console read (the contract) and finds no leak for any role', async () => {
    expect(READS.length).toBeGreaterThan(15);
    const problems: string[] = [];
    const seen = { privateLinks: 0, fullPhones: 0 };
    for (const call of READS) {
      const f = operatorFacts[call];
      for (const role of OPERATOR_ROLES) {
        const s = sessions.get(role);
        if (!s) throw new Error(`no ${role} session`);
        for (const q of queries(call)) {
          const r = await consoleInject(h, s, 'GET', q ? `${f.path}?${q}` : f.path);
          const label = `${role} GET ${f.path}${q ? `?${q}` : ''}`;
          if (!roleMay(role, call)) {
            if (r.statusCode !== 403) problems.push(`${label}: ${r.statusCode}, expected 403`);
            continue;
          }
          if (r.statusCode !== 200) {
            problems.push(`${label}: ${r.statusCode} ${r.body.slice(0, 200)}`);
            continue;
          }
          for (const leak of leaks(role, r.body)) problems.push(`${label}: ${leak}`);
          if (r.body.includes('/uploads/private/')) seen.privateLinks += 1;
          if (r.body.includes(buyer.phone)) seen.fullPhones += 1;
        }
      }
    }
    expect(problems).toEqual([]);
    // The seed is visible where it should be (else the walk would prove nothing).
    expect(seen.privateLinks).toBeGreaterThan(0);
    expect(seen.fullPhones).toBeGreaterThan(0);
  });

  it('the queues a viewer reads still show the masked forms (the seed reached them)', async () => {
    const viewer = sessions.get('viewer');
    if (!viewer) throw new Error('no viewer session');
    const ids = await consoleInject(h, viewer, 'GET', '/queues/identities');
    expect(ids.body).toContain(buyer.phone.slice(-4));
    const withdrawals = await consoleInject(h, viewer, 'GET', '/queues/applications?type=withdraw');
    expect(withdrawals.body).toContain(CARD.slice(-4));
  });

  it('deciding an identity on the console answers the masked number (as the queue shows it)', async () => {
    const finance = sessions.get('finance');
    if (!finance) throw new Error('no finance session');
    const r = await consoleInject(h, finance, 'POST', '/identities/decide', {
      id: buyer.id,
      decision: 'reject',
      reasonCode: 'other',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.body).not.toContain(ID_NUMBER.slice(0, 10));
    expect(r.body).not.toContain(buyer.phone);
    expect(r.body).toContain(ID_NUMBER.slice(-4));
  });

  it('the token API (the CLI, on this machine, acting as admin) still answers the CLI lists whole', async () => {
    const list = await h.operator<{ idNumber: string }[]>('GET', '/identities');
    expect(list.status).toBe(200);
    expect(list.body.result.map((i) => i.idNumber)).toContain(ID_NUMBER);
    const apps = await h.operator('GET', '/applications?type=withdraw');
    expect(apps.status).toBe(200);
    expect(apps.raw.body).toContain(HOLDER);
  });
});
