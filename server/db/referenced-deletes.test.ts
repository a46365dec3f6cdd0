// Deleting a record another record refers to never answers 5xx. The test walks the schema's
// foreign keys (pg_constraint) and the API's delete/remove calls (the contract and the operator
// API): every referenced table is listed with the calls that delete its rows, so a new foreign key
// or a new delete call fails here until someone decides what deleting a referenced row means.
// Today only addresses are both referenced (orders.address_id: the delivery it was picked for) and
// deletable: the delivery keeps its copy of the address, the book entry goes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callNames } from '@/lib/api/registry';
import type { ChatMessage } from '@/lib/api/schemas/chat';
import { rows } from './client';
import { createHarness, type Harness } from '../test/harness';
import { addProduct, fund, openAllDay, PAY_PASSWORD } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
});
afterAll(() => h.close());

/** Each referenced table: the calls that delete its rows ([] when nothing in the API deletes them). */
const DELETES_OF_REFERENCED: Record<string, readonly string[]> = {
  // Deleting the account deletes its address book too: deliveries keep their copies, as below.
  addresses: ['deleteAddress', 'DeleteAccount'],
  // DeleteAccount keeps the row as a pseudonymous tombstone: the ledger and orders refer to it.
  users: [],
  levels: [],
  dicts: [],
  product_types: [],
  products: [],
  orders: [],
  // An after-sale request's steps refer to it; nothing deletes one (DeleteAccount erases its texts and photos).
  after_sale_cases: [],
  ledger_accounts: [],
  ledger_transactions: [],
  platform_accounts: [],
  chat_groups: [],
  // Operator accounts are disabled, never deleted (docs/console.md): sessions and the audit log name them.
  operator_accounts: [],
};
/** Every delete/remove call of the API; those absent above delete rows nothing refers to. */
const DELETE_CALLS = [
  'deleteAddress',
  'POST /api/admin/chat/messages/delete',
  // A watch and a push subscription: rows no other table refers to (server/notify).
  'RemoveWatch',
  'RemovePushSubscription',
  // Deleting an account (server/account/deletion.ts), and the SMS code it asks for (deletes nothing).
  'DeleteAccount',
  'GetMobileCodeDeleteAccount',
];
const isDelete = (name: string) => /delete|remove/i.test(name);

describe('deleting what another record refers to', () => {
  it('lists every referenced table and every delete call (a new one must be decided here)', async () => {
    const fks = await rows<{ parent: string }>(
      h.app.ctx.db,
      sql`SELECT DISTINCT confrelid::regclass::text AS parent FROM pg_constraint WHERE contype = 'f'`,
    );
    expect(fks.map((f) => f.parent).sort()).toEqual(Object.keys(DELETES_OF_REFERENCED).sort());
    const found = [...callNames.filter(isDelete), ...h.app.operatorRoutes.filter(isDelete)];
    expect(found.sort()).toEqual([...DELETE_CALLS].sort());
  });

  it('deleteAddress of an address a delivery used: 200, the delivery keeps the address it was sent to', async () => {
    const u = await h.registerUser();
    await fund(h, u.accessToken, 10_000);
    const bought = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId: await addProduct(h, { price: 1000 }) },
      { token: u.accessToken },
    );
    expect(bought.status).toBe(200);
    const entry = { name: 'Li Lei', phone: '13800000001', region: 'Shanghai Pudong', detail: '1 Century Ave' };
    const added = await h.api('addAddress', entry, { token: u.accessToken });
    expect(added.status).toBe(200);
    const asked = await h.api(
      'requestDelivery',
      { orderId: bought.body.result.order.id, addressId: added.body.result.id },
      { token: u.accessToken },
    );
    expect(asked.status).toBe(200);

    const del = await h.api('deleteAddress', { id: added.body.result.id }, { token: u.accessToken });
    expect(del.status).toBe(200);
    expect((await h.api('GetAddressList', {}, { token: u.accessToken })).body.result).toEqual([]);

    const list = await h.api('orderList', {}, { token: u.accessToken });
    expect(list.status).toBe(200);
    const order = list.body.result.items.find((o) => o.id === bought.body.result.order.id);
    expect(order?.delivery).toMatchObject({ addressId: null, address: { ...entry, postalCode: null } });
    // The operator still ships it to that address.
    const ship = await h.operator<{ delivery: { address: { detail: string } } }>('POST', '/orders/ship', {
      id: bought.body.result.order.id,
      carrier: 'SF',
      trackingNo: 'SF0001',
    });
    expect(ship.status).toBe(200);
    expect(ship.body.result.delivery.address.detail).toBe(entry.detail);
  });

  it('the operator’s message delete of a message someone has read up to: not 5xx', async () => {
    const u = await h.registerUser();
    const groups = await h.api('chatGroups', {}, { token: u.accessToken });
    const general = groups.body.result.find((g) => g.general);
    if (!general) throw new Error('no general group');
    const sent = await h.call<ChatMessage>('POST', '/api/front/chatSend', {
      token: u.accessToken,
      body: { groupId: general.id, clientId: 'ref-delete-0001', text: 'to be deleted' },
    });
    expect(sent.status).toBe(200);
    await h.api('chatRead', { groupId: general.id, lastReadId: sent.body.result.id }, { token: u.accessToken });
    const del = await h.operator('POST', '/chat/messages/delete', { id: sent.body.result.id });
    expect(del.status).toBe(200);
    const again = await h.operator('POST', '/chat/messages/delete', { id: sent.body.result.id });
    expect(again.status).toBeLessThan(500);
  });
});
