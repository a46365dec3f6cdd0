// Audit item 10 (part): operator actions that were missing from the audit log or recorded without
// what they changed. Each one is done here through the operator API and read back from
// operator_actions: the upload sweep (an operator's run, and the hourly one as `system`), a chat
// message's deletion (the text and its author), a chat group's creation, `config set` / `config
// unset` (the value before and after), and the content text edits (notices, articles, an item's
// texts in one language: the value before, not only after).
import sharp from 'sharp';
import { eq, gt, and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { operatorActions, uploads } from '../../db/schema';
import { sweepUploads, SYSTEM_OPERATOR } from '../../uploads/sweep';
import { consoleInject, consoleSession, type ConsoleSession } from '../console';
import { createHarness, multipartBody, type Harness, type TestUser } from '../harness';
import { addProduct, userIdOf } from '../market';

type Row = typeof operatorActions.$inferSelect;

let h: Harness;
let buyer: TestUser;
let support: ConsoleSession;
let catalogue: ConsoleSession;
let admin: ConsoleSession;
beforeAll(async () => {
  h = await createHarness();
  buyer = await h.registerUser();
  support = await consoleSession(h, 'support');
  catalogue = await consoleSession(h, 'catalogue');
  admin = await consoleSession(h, 'admin');
});
afterAll(() => h.close());

/** The audit rows written since `mark` (an id), oldest first. */
async function rowsSince(mark: number, action?: string): Promise<Row[]> {
  return h.app.ctx.db
    .select()
    .from(operatorActions)
    .where(and(gt(operatorActions.id, mark), action ? eq(operatorActions.action, action) : undefined))
    .orderBy(operatorActions.id);
}

async function mark(): Promise<number> {
  const [r] = await h.app.ctx.db
    .select({ n: sql<number>`coalesce(max(${operatorActions.id}), 0)::int` })
    .from(operatorActions);
  return r?.n ?? 0;
}

const post = async (s: ConsoleSession, path: string, body: unknown) => {
  const r = await consoleInject(h, s, 'POST', path, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ result: Record<string, unknown> }>().result;
};

let colour = 0;
/** A buyer's upload no record takes, made `hours` old (the sweep goes by the row's upload time). */
async function unusedUpload(hours: number): Promise<string> {
  colour += 1;
  const data = await sharp({ create: { width: 3, height: 3, channels: 3, background: { r: colour, g: 1, b: 1 } } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody({}, { filename: 'x.png', type: 'image/png', data });
  const r = await h.app.inject({
    method: 'POST',
    url: calls.uploadImages.path,
    payload,
    headers: { ...headers, authorization: `Bearer ${buyer.accessToken}` },
  });
  expect(r.statusCode).toBe(200);
  const name = r.json<{ result: { url: string } }>().result.url.slice('/uploads/'.length);
  await h.app.ctx.db
    .update(uploads)
    .set({ createdAt: new Date(h.clock.now.getTime() - hours * 3_600_000) })
    .where(eq(uploads.storedName, name));
  return name;
}

describe('the upload sweep is audited', () => {
  it("an operator's run records each deleted upload (in the delete's transaction) and the totals", async () => {
    const name = await unusedUpload(48);
    const m = await mark();
    const r = await consoleInject(h, admin, 'POST', '/uploads/sweep', {});
    expect(r.statusCode, r.body).toBe(200);
    const deleted = await rowsSince(m, 'upload.delete');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ operator: admin.name, via: 'console', target: 'uploads' });
    expect(deleted[0]?.before).toEqual([
      expect.objectContaining({ storedName: name, userId: userIdOf(buyer.accessToken) }),
    ]);
    const [summary] = await rowsSince(m, 'upload.sweep');
    expect(summary).toMatchObject({ operator: admin.name, via: 'console' });
    expect(summary?.details).toMatchObject({ deleted: 1, olderThanHours: h.config.unusedUploadHours });
    // A run that finds nothing is still the operator's action.
    const again = await mark();
    expect((await h.operator('POST', '/uploads/sweep', {})).status).toBe(200);
    const [empty] = await rowsSince(again);
    expect(empty).toMatchObject({ action: 'upload.sweep', operator: 'test', via: 'token' });
    expect(empty?.details).toMatchObject({ deleted: 0 });
  });

  it('the hourly sweep is recorded as `system` (no surface) when it deletes, and not at all when it does not', async () => {
    const name = await unusedUpload(48);
    const m = await mark();
    await sweepUploads(h.app.ctx);
    const found = await rowsSince(m);
    expect(found.map((r) => [r.action, r.operator, r.via])).toEqual([
      ['upload.delete', SYSTEM_OPERATOR, null],
      ['upload.sweep', SYSTEM_OPERATOR, null],
    ]);
    expect(found[0]?.before).toEqual([expect.objectContaining({ storedName: name })]);
    const quiet = await mark();
    await sweepUploads(h.app.ctx);
    expect(await rowsSince(quiet)).toEqual([]);
  });
});

describe('chat moderation is audited', () => {
  it('creating a group records its name; deleting a message records the text and its author', async () => {
    const m = await mark();
    const group = await post(support, '/chat/groups', { name: 'Audited group' });
    const [created] = await rowsSince(m, 'chat.group.create');
    expect(created).toMatchObject({ operator: support.name, via: 'console', target: String(group.id) });
    expect(created?.after).toMatchObject({ id: group.id, name: 'Audited group' });

    await post(support, '/chat/members', { groupId: group.id, userId: userIdOf(buyer.accessToken) });
    const sent = await h.call<{ id: number }>('POST', '/api/front/chatSend', {
      token: buyer.accessToken,
      body: { groupId: group.id, clientId: 'audit-message-1', text: 'meet me outside the app' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const before = await mark();
    await post(support, '/chat/messages/delete', { id: sent.body.result.id });
    const [deleted] = await rowsSince(before, 'chat.message.delete');
    expect(deleted).toMatchObject({ operator: support.name, via: 'console', target: String(sent.body.result.id) });
    expect(deleted?.before).toMatchObject({
      text: 'meet me outside the app',
      userId: userIdOf(buyer.accessToken),
      groupId: group.id,
      deleted: false,
    });
    expect(deleted?.after).toMatchObject({ deleted: true });
  });
});

describe('config set / unset are audited with the value before and after', () => {
  it('set, set again, unset', async () => {
    const m = await mark();
    await post(catalogue, '/config', { code: 'app_version', value: '1.0.0' });
    await post(catalogue, '/config', { code: 'app_version', value: '1.0.1' });
    await post(catalogue, '/config', { code: 'app_version', value: null });
    const found = await rowsSince(m);
    expect(found.map((r) => [r.action, r.before, r.after])).toEqual([
      ['config set', { value: null }, { value: '1.0.0' }],
      ['config set', { value: '1.0.0' }, { value: '1.0.1' }],
      ['config unset', { value: '1.0.1' }, { value: null }],
    ]);
  });
});

describe('content text edits record the value before', () => {
  it('a notice: added (after), then edited (title, body and pinned before and after)', async () => {
    const m = await mark();
    const notice = await post(catalogue, '/notices', { title: 'Old title', body: '<p>Old body</p>', pinned: false });
    await post(catalogue, '/notices/edit', { id: notice.id, body: '<p>New body</p>' });
    const [added, edited] = await rowsSince(m);
    expect(added).toMatchObject({ action: 'notice add', before: null });
    expect(added?.after).toMatchObject({ title: 'Old title', body: '<p>Old body</p>', pinned: false });
    expect(edited).toMatchObject({ action: 'notice edit' });
    expect(edited?.before).toEqual({ title: 'Old title', body: '<p>Old body</p>', pinned: false });
    expect(edited?.after).toEqual({ title: 'Old title', body: '<p>New body</p>', pinned: false });
  });

  it('an article: its texts before and after, in the language edited', async () => {
    const id = 90;
    const m = await mark();
    await post(catalogue, '/articles', { id, title: 'First', body: '<p>one</p>' });
    await post(catalogue, '/articles', { id, title: 'Second', body: '<p>two</p>' });
    await post(catalogue, '/articles', { id, title: 'Premier', body: '<p>un</p>', locale: 'fr' });
    await post(catalogue, '/articles', { id, title: 'Deuxième', body: '<p>deux</p>', locale: 'fr' });
    const found = await rowsSince(m, 'article set');
    expect(found.map((r) => [r.before, r.after])).toEqual([
      [null, { title: 'First', body: '<p>one</p>' }],
      [
        { title: 'First', body: '<p>one</p>' },
        { title: 'Second', body: '<p>two</p>' },
      ],
      [null, { title: 'Premier', body: '<p>un</p>' }],
      [
        { title: 'Premier', body: '<p>un</p>' },
        { title: 'Deuxième', body: '<p>deux</p>' },
      ],
    ]);
  });

  it("an item's texts in one language (contentTextSet): each field sent, before and after", async () => {
    const productId = await addProduct(h, { name: 'Jade bowl', price: 1000, stock: 1 });
    const m = await mark();
    await post(catalogue, '/content/texts', { entity: 'product', id: productId, locale: 'fr', texts: { name: 'Bol' } });
    await post(catalogue, '/content/texts', {
      entity: 'product',
      id: productId,
      locale: 'fr',
      texts: { name: 'Bol de jade' },
    });
    await post(catalogue, '/content/texts', {
      entity: 'product',
      id: productId,
      locale: h.config.defaultContentLocale,
      texts: { name: 'Jade bowl, green' },
    });
    const found = await rowsSince(m, 'content text');
    expect(found.map((r) => [r.target, r.before, r.after])).toEqual([
      [`product:${productId}`, { name: null }, { name: 'Bol' }],
      [`product:${productId}`, { name: 'Bol' }, { name: 'Bol de jade' }],
      [`product:${productId}`, { name: 'Jade bowl' }, { name: 'Jade bowl, green' }],
    ]);
  });
});
