// Issue 37 #2, "a frozen account is told": an operator's freeze and unfreeze each write the buyer an
// `account_status` notification (a trigger on users.frozen_at, server/db/functions/
// gavel_account_events.sql), delivered live over /ws, and getInfo's `suspended` flips, which is
// what the app's banner and disabled buttons read. The staff note never reaches the buyer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { rows } from '../db/client';
import { createHarness, type Harness, type TestUser } from '../test/harness';
import { userIdOf } from '../test/market';
import { openAuthed } from '../test/ws-client';
import { pushPayload } from '../notify/push';
import { deliverInApp } from '../notify/worker';

let h: Harness;
let base: string;
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = h.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(() => h.close());

const freeze = async (id: number, frozen: boolean, note?: string) => {
  const r = await h.operator('POST', '/users/freeze', { id, frozen, ...(note ? { note } : {}) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
const info = async (u: TestUser) => (await h.api('getInfo', {}, { token: u.accessToken })).body.result;
const statusNotes = async (u: TestUser) => {
  await deliverInApp(h.app.ctx);
  const page = (await h.api('GetNotifications', {}, { token: u.accessToken })).body.result;
  return page.items.filter((n) => n.type === 'account_status');
};

describe('a suspension is told to the buyer', () => {
  it('freeze and unfreeze each notify the buyer (live, in the centre) and flip getInfo.suspended', async () => {
    const u = await h.registerUser();
    const other = await h.registerUser();
    const id = userIdOf(u.accessToken);
    expect((await info(u)).suspended).toBe(false);
    const ws = await openAuthed(base, u.accessToken);
    try {
      await freeze(id, true, 'chargeback under review');
      const frozen = await ws.next('notification', (f) => f.notification?.type === 'account_status');
      expect(frozen.notification).toMatchObject({ type: 'account_status', read: false, data: { suspended: true } });
      // Only the state: the staff note is nowhere in what the buyer gets.
      expect(JSON.stringify(frozen)).not.toContain('chargeback');
      expect((await info(u)).suspended).toBe(true);
      expect((await info(u)).frozen).toBe(0); // `frozen` stays the money held for withdrawals

      await freeze(id, false);
      const active = await ws.next(
        'notification',
        (f) => f.notification?.type === 'account_status' && f.notification.data.suspended === false,
      );
      expect(active.notification?.data).toEqual({ suspended: false });
      expect((await info(u)).suspended).toBe(false);
    } finally {
      await ws.close();
    }
    const notes = await statusNotes(u);
    expect(notes.map((n) => n.data)).toEqual([{ suspended: false }, { suspended: true }]);
    expect(await statusNotes(other)).toEqual([]);
  });

  it('says it once per change: freezing again with a new note tells nothing new', async () => {
    const u = await h.registerUser();
    const id = userIdOf(u.accessToken);
    await freeze(id, true, 'first note');
    await freeze(id, true, 'second note');
    expect((await statusNotes(u)).map((n) => n.data)).toEqual([{ suspended: true }]);
    await freeze(id, false);
    await freeze(id, false);
    expect((await statusNotes(u)).map((n) => n.data)).toEqual([{ suspended: false }, { suspended: true }]);
  });

  it('reaches a user who muted notifications (the state of their own account), without a push', async () => {
    const u = await h.registerUser();
    const id = userIdOf(u.accessToken);
    await h.api(
      'SaveNotificationSettings',
      { muted: true, windowLead: null, push: ['account_status'] },
      { token: u.accessToken },
    );
    await freeze(id, true, 'muted user');
    expect((await statusNotes(u)).map((n) => n.data)).toEqual([{ suspended: true }]);
    const pushes = await rows<{ n: number }>(
      h.app.ctx.db,
      sql`SELECT count(*)::int AS n FROM outbox WHERE user_id = ${id} AND channel = 'push'`,
    );
    expect(pushes[0]?.n).toBe(0);
  });

  it('tells nothing to an account its owner deleted (deletion sets frozen_at too)', async () => {
    const u = await h.registerUser();
    const id = userIdOf(u.accessToken);
    expect((await h.api('GetMobileCodeDeleteAccount', {}, { token: u.accessToken })).status).toBe(200);
    const deleted = await h.api(
      'DeleteAccount',
      { password: u.password, code: h.sms.last(u.phone) ?? '' },
      { token: u.accessToken },
    );
    expect(deleted.status).toBe(200);
    const [frozen] = await rows<{ frozen: boolean }>(
      h.app.ctx.db,
      sql`SELECT frozen_at IS NOT NULL AS frozen FROM users WHERE id = ${id}`,
    );
    expect(frozen?.frozen).toBe(true);
    const told = await rows<{ n: number }>(
      h.app.ctx.db,
      sql`SELECT count(*)::int AS n FROM outbox WHERE user_id = ${id} AND type = 'account_status'`,
    );
    expect(told[0]?.n).toBe(0);
  });

  it('writes the push text in the device language: suspended and active again', () => {
    const on = pushPayload('zh-CN', 5, 'account_status', { suspended: true });
    expect(on.title).toBe('账户已停用交易');
    expect(on.body).toContain('请联系客服');
    expect(on.url).toBe('/zh-CN/mine/');
    const off = pushPayload('en', 6, 'account_status', { suspended: false });
    expect(off.title).toBe('Account active again');
    expect(off.body).toBe('Your account is active again: you can buy, consign, recharge and withdraw.');
    // Same messages as the app's centre.
    expect(zhCN.notify.types.account_status.title).toContain('账户已停用交易');
    expect(en.notify.pushTypes.account_status).toBe('Account suspended or active again');
  });
});
