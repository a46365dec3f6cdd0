// Deleting an account (issue 37 #7): refused while money, points, an application, an undelivered
// order or a suspension stands in the way (each its own reason); allowed at zero with the password
// and an SMS code of its own purpose; the ledger stays sound; every personal column is erased or
// kept as server/account/personal-data.ts says (and that map covers every column of the
// database); sessions end; files go; the phone registers again.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_REVOKED_TOPIC } from '../auth';
import { rows } from '../db/client';
import { privateUploadsDir, uploadsDir } from '../paths';
import { createHarness, type Harness, type TestUser } from '../test/harness';
import { addProduct, fund, openAllDay, PAY_PASSWORD, prepareWithdrawals, userIdOf } from '../test/market';
import { withTx } from '../db/tx';
import { auditLedger } from '../wallet/ledger';
import { grantScore } from '../wallet/review';
import { PERSONAL_DATA } from './personal-data';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
});
afterAll(() => h.close());

const db = () => h.app.ctx.db;
const blockersOf = async (u: TestUser) =>
  (await h.api('GetAccountDeletionBlockers', {}, { token: u.accessToken })).body.result.blockers;

async function deleteWithCode(u: TestUser, password = u.password) {
  const sent = await h.api('GetMobileCodeDeleteAccount', {}, { token: u.accessToken });
  expect(sent.status).toBe(200);
  return h.api('DeleteAccount', { password, code: h.sms.last(u.phone) ?? '' }, { token: u.accessToken });
}

async function expectLedgerSound() {
  expect(await auditLedger(db())).toMatchObject({ mismatched: [], negative: [], unbalanced: [], moneyTotal: 0 });
}

describe('the personal data map', () => {
  it('classifies every column of every table of the database, and nothing that is not there', async () => {
    const found = await rows<{ table_name: string; column_name: string }>(
      db(),
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    );
    expect(found.length).toBeGreaterThan(200);
    const inDb = new Set(found.map((c) => `${c.table_name}.${c.column_name}`));
    const inMap = new Set(
      Object.entries(PERSONAL_DATA).flatMap(([t, f]) => Object.keys(f.columns).map((c) => `${t}.${c}`)),
    );
    // A new column fails here until it is classified (erased, or kept with why).
    expect(
      [...inDb].filter((c) => !inMap.has(c)),
      'columns not classified',
    ).toEqual([]);
    expect(
      [...inMap].filter((c) => !inDb.has(c)),
      'classified columns that do not exist',
    ).toEqual([]);
    for (const [table, f] of Object.entries(PERSONAL_DATA)) {
      if (f.userKey) expect(Object.keys(f.columns), table).toContain(f.userKey);
      for (const [column, fate] of Object.entries(f.columns))
        if (fate.fate === 'kept' || fate.fate === 'none')
          expect(fate.why.length, `${table}.${column}`).toBeGreaterThan(10);
    }
  });
});

describe('GetAccountDeletionBlockers and DeleteAccount', () => {
  it('refuses with a balance (no code spent), allows it at zero, keeps the ledger sound, frees the phone', async () => {
    const u = await h.registerUser();
    const id = userIdOf(u.accessToken);
    expect(await blockersOf(u)).toEqual([]);
    await fund(h, u.accessToken, 5000);
    expect(await blockersOf(u)).toEqual(['balance_not_zero']);

    const refused = await deleteWithCode(u);
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('balance_not_zero');
    const code = h.sms.last(u.phone) ?? '';

    // To zero: the whole balance withdrawn; pending, the application blocks as well.
    await prepareWithdrawals(h, id);
    const w = await h.api('ApplyWithdraw', { amount: 5000, payPassword: PAY_PASSWORD }, { token: u.accessToken });
    expect(w.status).toBe(200);
    expect(await blockersOf(u)).toEqual(['balance_not_zero', 'applications_pending']);
    const decided = await h.operator('POST', '/applications/decide', {
      type: 'withdraw',
      id: w.body.result.id,
      decision: 'approve',
    });
    expect(decided.status).toBe(200);
    expect(await blockersOf(u)).toEqual([]);

    // The refusal did not spend the code; the password is checked with it.
    const wrongPassword = await h.api(
      'DeleteAccount',
      { password: 'not-the-password', code },
      { token: u.accessToken },
    );
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.fields?.password?.rule).toBe('wrong_password');
    const wrongCode = await h.api(
      'DeleteAccount',
      { password: u.password, code: code === '000000' ? '111111' : '000000' },
      { token: u.accessToken },
    );
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.reason).toBe('code_wrong');

    // A code for another purpose is refused: codes are scoped by purpose.
    await h.api('GetMobileCodeModifyPayPwd', {}, { token: u.accessToken });
    const payCode = h.sms.last(u.phone) ?? '';
    expect(h.sms.sent.at(-1)?.purpose).toBe('pay_password');
    if (payCode !== code) {
      const other = await h.api('DeleteAccount', { password: u.password, code: payCode }, { token: u.accessToken });
      expect(other.body.reason).toBe('code_wrong');
    }
    // Every session of the user ends, on the bus too: the realtime plugin closes their sockets.
    const revoked: unknown[] = [];
    const stop = h.app.ctx.bus.subscribe(SESSION_REVOKED_TOPIC, (event) => void revoked.push(event));
    const done = await h.api('DeleteAccount', { password: u.password, code }, { token: u.accessToken });
    expect(done.status).toBe(200);
    await expect.poll(() => revoked).toContainEqual({ userId: id, families: null, except: null });
    stop();
    await expectLedgerSound();
    const ledgerRows = await rows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE user_id = ${id}`,
    );
    expect(ledgerRows[0]?.n).toBeGreaterThan(0);

    // Every session ended: the access token and the refresh token open nothing.
    expect((await h.api('getInfo', {}, { token: u.accessToken })).status).toBe(401);
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    const refreshed = await h.call('GET', '/api/front/getInfo', { token: u.accessToken, refresh: u.refreshToken });
    expect(refreshed.status).toBe(401);
    expect(refreshed.headers['access-token']).toBe('invalid_token');
    // The phone is free: it registers again, as a new account with nothing of the old one.
    const again = await h.registerUser({ phone: u.phone, password: 'another-pass-2' });
    expect(userIdOf(again.accessToken)).not.toBe(id);
    expect((await h.api('getInfo', {}, { token: again.accessToken })).body.result).toMatchObject({ balance: 0 });
    // The old password does not sign in to anything.
    const old = await h.api('login', { phone: u.phone, password: u.password });
    expect(old.status).toBe(422);
    const audit = await rows<{ action: string; target: string }>(
      db(),
      sql`SELECT action, target FROM operator_actions WHERE action = 'user.delete' AND target = ${`user:${id}`}`,
    );
    expect(audit).toHaveLength(1);
  });

  it('names each blocker: points, an undelivered order, a suspension', async () => {
    const u = await h.registerUser();
    const id = userIdOf(u.accessToken);
    await fund(h, u.accessToken, 3000);
    const productId = await addProduct(h, { price: 3000, kind: 'pickup' });
    const bought = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId, quantity: 1 },
      { token: u.accessToken },
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(await blockersOf(u)).toEqual(['orders_in_flight']);
    const frozen = await h.operator('POST', '/users/freeze', { id, frozen: true, note: 'review' });
    expect(frozen.status, JSON.stringify(frozen.body)).toBe(200);
    await withTx(db(), (tx) => grantScore(tx, id, 10, 'Trial programme points', new Date()));
    const blockers = await blockersOf(u);
    expect(blockers).toEqual(['points_not_zero', 'orders_in_flight', 'account_frozen']);
    const refused = await deleteWithCode(u);
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe(blockers[0]);
    expect((await h.api('getInfo', {}, { token: u.accessToken })).status).toBe(200);
  });

  it('erases or deletes every personal column the map says, and the files', async () => {
    const inviter = await h.registerUser();
    const inviterCode = (await h.api('getInfo', {}, { token: inviter.accessToken })).body.result.invitationCode;
    const u = await h.registerUser({ invitationCode: inviterCode });
    const id = userIdOf(u.accessToken);
    const uCode = (await h.api('getInfo', {}, { token: u.accessToken })).body.result.invitationCode;
    const invitee = await h.registerUser({ invitationCode: uCode });
    await fund(h, u.accessToken, 2000);
    await prepareWithdrawals(h, id);
    const w = await h.api('ApplyWithdraw', { amount: 2000, payPassword: PAY_PASSWORD }, { token: u.accessToken });
    await h.operator('POST', '/applications/decide', { type: 'withdraw', id: w.body.result.id, decision: 'approve' });
    await h.api(
      'addAddress',
      { name: 'Ann Lee', phone: '13900000000', region: 'Shanghai', detail: '1 Road', postalCode: '200000' },
      { token: u.accessToken },
    );
    const productId = await addProduct(h, { price: 100, kind: 'pickup' });
    const files = ['a'.repeat(32) + '.png', 'b'.repeat(32) + '.png'];
    mkdirSync(uploadsDir(h.config), { recursive: true });
    mkdirSync(privateUploadsDir(h.config), { recursive: true });
    writeFileSync(path.join(uploadsDir(h.config), files[0] ?? ''), 'x');
    writeFileSync(path.join(privateUploadsDir(h.config), files[1] ?? ''), 'x');
    const [group] = await rows<{ id: number }>(db(), sql`INSERT INTO chat_groups (name) VALUES ('g') RETURNING id`);
    const now = new Date();
    for (const statement of [
      sql`UPDATE users SET avatar = '/uploads/${sql.raw(files[0] ?? '')}', frozen_reason = 'old note', last_sign_in_at = now() WHERE id = ${id}`,
      sql`INSERT INTO identities (user_id, real_name, id_number, front_image, back_image)
          VALUES (${id}, 'Ann Lee', '110101199003070000', ${`/uploads/private/${files[1]}`}, null)`,
      sql`INSERT INTO uploads (user_id, stored_name, original_name, mime, size) VALUES
          (${id}, ${files[0]}, 'me.png', 'image/png', 1), (${id}, ${files[1]}, 'id.png', 'image/png', 1)`,
      sql`INSERT INTO upload_keys (key, user_id, filename, expires_at) VALUES ('k-${sql.raw(String(id))}', ${id}, 'f.png', ${now})`,
      sql`INSERT INTO idempotency_keys (user_id, key, request_hash, response, created_at) VALUES (${id}, 'i', 'h', '{}', ${now})`,
      sql`INSERT INTO data_export_tokens (token_hash, user_id, created_at, expires_at) VALUES ('t-${sql.raw(String(id))}', ${id}, ${now}, ${now})`,
      sql`UPDATE recharge_applications SET payer_name = 'Ann Lee', proof_image = '/uploads/private/p.png' WHERE user_id = ${id}`,
      sql`INSERT INTO score_refund_applications (user_id, points, note, status, created_at)
          VALUES (${id}, 1, 'my reasons', 'rejected', ${now})`,
      sql`INSERT INTO chat_members (group_id, user_id) VALUES (${group?.id}, ${id})`,
      sql`INSERT INTO chat_messages (group_id, user_id, client_id, body, image_url) VALUES
          (${group?.id}, ${id}, 'c1', 'hello, I am Ann', NULL), (${group?.id}, ${id}, 'c2', NULL, '/uploads/x.png')`,
      // A closed after-sale request on a delivered order: its steps' words, photos and note.
      sql`WITH o AS (
            INSERT INTO orders (user_id, product_id, product_name, kind, quantity, price, total, status, delivered_at, created_at)
            VALUES (${id}, ${productId}, 'Cup', 'pickup', 1, 100, 100, 'delivered', ${now}, ${now}) RETURNING id),
          c AS (
            INSERT INTO after_sale_cases (order_id, user_id, kind, status, opened_at, updated_at, reason_code, closed_at)
            SELECT id, ${id}, 'damaged', 'rejected', ${now}, ${now}, 'other', ${now} FROM o RETURNING id)
          INSERT INTO after_sale_events (case_id, user_id, at, actor, kind, text, photos, note)
          SELECT id, ${id}, ${now}, 'buyer', 'opened', 'Ann Lee here: cracked', '["/uploads/private/p.png"]'::jsonb, 'call Ann' FROM c`,
      sql`INSERT INTO chat_rate_buckets (user_id, tokens, at) VALUES (${id}, 1, ${now})`,
      sql`INSERT INTO watches (user_id, product_id) VALUES (${id}, ${productId})`,
      sql`INSERT INTO outbox (user_id, channel, type, data) VALUES (${id}, 'inapp', 't', '{"name":"Ann"}')`,
      sql`INSERT INTO notifications (user_id, outbox_id, type) SELECT ${id}, max(id), 't' FROM outbox WHERE user_id = ${id}`,
      sql`INSERT INTO notification_settings (user_id) VALUES (${id})`,
      sql`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, locale)
          VALUES (${id}, 'https://push.example/${sql.raw(String(id))}', 'k', 'a', 'en')`,
    ])
      await db().execute(statement);

    const keyOf = async (table: string, key: string) =>
      key === 'phone'
        ? await rows<Record<string, unknown>>(
            db(),
            sql`SELECT * FROM ${sql.identifier(table)} WHERE phone = ${u.phone}`,
          )
        : await rows<Record<string, unknown>>(
            db(),
            sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(key)} = ${id}`,
          );
    const before = new Map<string, Record<string, unknown>[]>();
    for (const [table, f] of Object.entries(PERSONAL_DATA))
      if (f.userKey) before.set(table, await keyOf(table, f.userKey));
    expect((await deleteWithCode(u)).status).toBe(200);

    const filled: string[] = [];
    for (const [table, f] of Object.entries(PERSONAL_DATA)) {
      if (!f.userKey) continue;
      const was = before.get(table) ?? [];
      // After the deletion the phone is the tombstone: the rows are found by the old values' ids.
      const after = f.userKey === 'phone' ? await keyOf(table, 'phone') : await keyOf(table, f.userKey);
      const fates = Object.values(f.columns).map((c) => c.fate);
      if (fates.includes('deleted')) {
        expect(after, `${table}: the user's rows are deleted`).toEqual([]);
        if (was.length > 0) filled.push(table);
        continue;
      }
      for (const [column, fate] of Object.entries(f.columns)) {
        if (fate.fate !== 'erased') continue;
        for (const row of after) {
          const old = was.find((r) => JSON.stringify(r.id ?? r.user_id) === JSON.stringify(row.id ?? row.user_id));
          const value = row[column];
          // Emptied, or a tombstone value that is not the person's.
          expect(
            value === null ||
              value === '' ||
              (Array.isArray(value) && value.length === 0) ||
              value === '—' ||
              (typeof value === 'string' && value.startsWith('deleted:')),
            `${table}.${column} = ${JSON.stringify(value)}`,
          ).toBe(true);
          if (old?.[column] !== null && old?.[column] !== undefined && old[column] !== '') {
            expect(value, `${table}.${column}`).not.toEqual(old[column]);
            filled.push(`${table}.${column}`);
          }
        }
      }
    }
    // The check above saw real data in each place (not empty tables passing by default).
    expect(filled).toEqual(
      expect.arrayContaining([
        'sms_codes',
        'idempotency_keys',
        'data_export_tokens',
        'addresses',
        'bank_cards',
        'identities',
        'uploads',
        'upload_keys',
        'chat_members',
        'chat_rate_buckets',
        'watches',
        'outbox',
        'notifications',
        'notification_settings',
        'push_subscriptions',
        'users.phone',
        'users.password_hash',
        'users.pay_password_hash',
        'users.nickname',
        'users.avatar',
        'users.invitation_code',
        'users.inviter_id',
        'users.frozen_reason',
        'users.last_sign_in_at',
        'recharge_applications.payer_name',
        'recharge_applications.proof_image',
        'withdraw_applications.holder_name',
        'withdraw_applications.card_number',
        'score_refund_applications.note',
        'chat_messages.body',
        'chat_messages.image_url',
        'after_sale_events.text',
        'after_sale_events.photos',
        'after_sale_events.note',
      ]),
    );
    // The files are gone from both folders; the person they invited has no inviter now.
    expect(existsSync(path.join(uploadsDir(h.config), files[0] ?? ''))).toBe(false);
    expect(existsSync(path.join(privateUploadsDir(h.config), files[1] ?? ''))).toBe(false);
    const [inv] = await rows<{ inviter_id: number | null }>(
      db(),
      sql`SELECT inviter_id FROM users WHERE id = ${userIdOf(invitee.accessToken)}`,
    );
    expect(inv?.inviter_id).toBeNull();
    await expectLedgerSound();
  });
});
