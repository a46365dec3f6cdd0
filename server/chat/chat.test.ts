// Group chat over HTTP and /ws on one server (embedded database): who may connect, who receives
// what, history paging, catching up after a reconnect, limits, bad frames, operator deletes.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_CHARS, WS_CLOSE } from '@/lib/api/limits';
import type { ChatGroup, ChatMessage } from '@/lib/api/schemas/chat';
import { userIdOf } from '../test/market';
import { createHarness, multipartBody, type Harness, type TestUser } from '../test/harness';
import { openAuthed, openWs, type WsClient } from '../test/ws-client';

let h: Harness;
let base: string;
const open: WsClient[] = [];
let seq = 0;
const cid = () => `test-${process.pid}-${(seq += 1)}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = h.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await h.close();
});

async function connect(token: string) {
  const c = await openAuthed(base, token);
  open.push(c);
  return c;
}

const send = (u: TestUser, groupId: number, text: string, clientId = cid()) =>
  h.call<ChatMessage>('POST', '/api/front/chatSend', { token: u.accessToken, body: { groupId, clientId, text } });

async function generalId(u: TestUser): Promise<number> {
  const r = await h.call<ChatGroup[]>('GET', '/api/front/chatGroups', { token: u.accessToken });
  const g = r.body.result.find((x) => x.general);
  if (!g) throw new Error('no general group');
  return g.id;
}

async function privateGroup(...members: TestUser[]): Promise<number> {
  const g = await h.operator<{ id: number }>('POST', '/chat/groups', { name: `Group ${cid()}` });
  expect(g.status).toBe(200);
  for (const m of members) {
    const r = await h.operator('POST', '/chat/members', { groupId: g.body.result.id, userId: userIdOf(m.accessToken) });
    expect(r.status).toBe(200);
  }
  return g.body.result.id;
}

describe('the connection', () => {
  it('is refused with the access token of a session that logged out', async () => {
    const u = await h.registerUser();
    const out = await h.api('logout', {}, { token: u.accessToken });
    expect(out.status).toBe(200);
    const ws = await openWs(base);
    ws.send({ type: 'auth', token: u.accessToken });
    expect((await ws.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it('is refused without a valid token', async () => {
    const garbage = await openWs(base);
    garbage.send({ type: 'auth', token: 'not-a-token' });
    expect((await garbage.closed).code).toBe(WS_CLOSE.unauthorized);

    const noAuth = await openWs(base);
    noAuth.send({ type: 'ping' });
    expect((await noAuth.closed).code).toBe(WS_CLOSE.unauthorized);

    // The same token after its lifetime: the code that tells the client to refresh.
    const u = await h.registerUser();
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    try {
      const expired = await openWs(base);
      expired.send({ type: 'auth', token: u.accessToken });
      expect((await expired.closed).code).toBe(WS_CLOSE.tokenExpired);
    } finally {
      h.clock.advance(-(h.config.accessTtl + 1) * 1000);
    }
  });

  it('answers a ping and says ready with the user id', async () => {
    const u = await h.registerUser();
    const c = await connect(u.accessToken);
    expect(c.frames[0]).toEqual({ type: 'ready', userId: userIdOf(u.accessToken) });
    c.send({ type: 'ping' });
    await c.next('pong');
  });

  it('answers a malformed frame with an error frame and never closes other sessions', async () => {
    const [a, b] = [await h.registerUser(), await h.registerUser()];
    const group = await privateGroup(a, b);
    const ca = await connect(a.accessToken);
    const cb = await connect(b.accessToken);
    ca.raw('{not json');
    expect(await ca.next('error')).toMatchObject({ reason: 'bad_frame' });
    ca.raw(Buffer.from([1, 2, 3]));
    expect(await ca.next('error')).toMatchObject({ reason: 'bad_frame' });
    ca.send({ type: 'send', message: { groupId: 'x' } });
    expect(await ca.next('error')).toMatchObject({ reason: 'bad_frame' });
    ca.send({ type: 'nonsense' });
    expect(await ca.next('error')).toMatchObject({ reason: 'bad_frame' });
    // Both sessions still work: A sends over the socket, B receives it.
    const clientId = cid();
    ca.send({ type: 'send', message: { groupId: group, clientId, text: 'still here' } });
    expect((await ca.next('sent')).message).toMatchObject({ clientId, text: 'still here' });
    expect((await cb.next('message', (f) => f.message.clientId === clientId)).message.text).toBe('still here');
    expect(ca.ws.readyState).toBe(ca.ws.OPEN);
    expect(cb.ws.readyState).toBe(cb.ws.OPEN);
  });
});

describe('fan-out', () => {
  it('reaches every member of a group and no one else', async () => {
    const [a, b, c, outsider] = [
      await h.registerUser(),
      await h.registerUser(),
      await h.registerUser(),
      await h.registerUser(),
    ];
    const group = await privateGroup(a, b, c);
    const sockets = await Promise.all([a, b, c, outsider].map((u) => connect(u.accessToken)));
    const b2 = await connect(b.accessToken); // a second tab of B
    const sent = await send(a, group, 'members only');
    expect(sent.status).toBe(200);
    for (const s of [...sockets.slice(0, 3), b2]) {
      expect((await s.next('message', (f) => f.message.id === sent.body.result.id)).message).toEqual(sent.body.result);
    }
    // Events reach each socket in order: once the outsider has the next general message, it
    // would already have had the group's.
    const general = await generalId(a);
    const marker = await send(c, general, 'everyone');
    const outsiderSocket = sockets[3] as WsClient;
    await outsiderSocket.next('message', (f) => f.message.id === marker.body.result.id);
    expect(outsiderSocket.frames.filter((f) => f.type === 'message' && f.message.groupId === group)).toEqual([]);
    // Frames are encoded once for all sockets as bytes, and still sent as text frames.
    for (const s of [...sockets, b2]) expect(s.binaryFrames).toBe(0);
    // Nor may the outsider read or post there.
    expect((await send(outsider, group, 'let me in')).status).toBe(404);
    const hist = await h.call('GET', '/api/front/chatHistory', {
      token: outsider.accessToken,
      query: { groupId: group },
    });
    expect(hist.status).toBe(404);
  });

  it('tells a user added to a group to reload the list, which then shows it', async () => {
    const u = await h.registerUser();
    const c = await connect(u.accessToken);
    const group = await privateGroup(u);
    await c.next('groups');
    const list = await h.call<ChatGroup[]>('GET', '/api/front/chatGroups', { token: u.accessToken });
    expect(list.body.result.map((g) => g.id)).toContain(group);
  });
});

describe('history and read positions', () => {
  it('pages back by id, oldest first within a page', async () => {
    const a = await h.registerUser();
    const group = await privateGroup(a);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i += 1) ids.push((await send(a, group, `m${i}`)).body.result.id);
    const page = (query: Record<string, number>) =>
      h.call<{ items: ChatMessage[]; hasMore: boolean }>('GET', '/api/front/chatHistory', {
        token: a.accessToken,
        query: { groupId: group, ...query },
      });
    const newest = await page({ limit: 2 });
    expect(newest.body.result.items.map((m) => m.text)).toEqual(['m4', 'm5']);
    expect(newest.body.result.hasMore).toBe(true);
    const older = await page({ limit: 2, before: ids[3] as number });
    expect(older.body.result.items.map((m) => m.text)).toEqual(['m2', 'm3']);
    const oldest = await page({ limit: 2, before: ids[1] as number });
    expect(oldest.body.result).toEqual({ items: [expect.objectContaining({ text: 'm1' })], hasMore: false });
    const after = await page({ limit: 3, after: ids[0] as number });
    expect(after.body.result.items.map((m) => m.text)).toEqual(['m2', 'm3', 'm4']);
    expect(after.body.result.hasMore).toBe(true);
    expect((await page({ before: 1, after: 1 })).status).toBe(400);
  });

  it('counts unread messages from others and clears them on read', async () => {
    const [a, b] = [await h.registerUser(), await h.registerUser()];
    const group = await privateGroup(a, b);
    await send(a, group, 'one');
    const last = await send(a, group, 'two');
    await send(b, group, 'mine');
    const unread = async () =>
      (await h.call<ChatGroup[]>('GET', '/api/front/chatGroups', { token: b.accessToken })).body.result.find(
        (g) => g.id === group,
      );
    const listed = await unread();
    expect(listed?.unread).toBe(2);
    expect(listed?.lastMessage?.text).toBe('mine');
    const read = await h.call('POST', '/api/front/chatRead', {
      token: b.accessToken,
      body: { groupId: group, lastReadId: last.body.result.id },
    });
    expect(read.body.result).toEqual({ lastReadId: last.body.result.id });
    expect((await unread())?.unread).toBe(0);
    // The position never moves back.
    const back = await h.call('POST', '/api/front/chatRead', {
      token: b.accessToken,
      body: { groupId: group, lastReadId: 1 },
    });
    expect(back.body.result).toEqual({ lastReadId: last.body.result.id });
  });

  it('gives a reconnecting client exactly what it missed, in order, once', async () => {
    const [a, b] = [await h.registerUser(), await h.registerUser()];
    const group = await privateGroup(a, b);
    const cb = await connect(b.accessToken);
    const seen = await send(a, group, 'before the drop');
    await cb.next('message', (f) => f.message.id === seen.body.result.id);
    await cb.close();
    const missed = [await send(a, group, 'missed 1'), await send(a, group, 'missed 2')];
    const again = await connect(b.accessToken);
    const caught = await h.call<{ items: ChatMessage[]; hasMore: boolean }>('GET', '/api/front/chatHistory', {
      token: b.accessToken,
      query: { groupId: group, after: seen.body.result.id },
    });
    expect(caught.body.result.items.map((m) => m.id)).toEqual(missed.map((m) => m.body.result.id));
    expect(caught.body.result.hasMore).toBe(false);
    // And live delivery continues on the new connection.
    const live = await send(a, group, 'live again');
    await again.next('message', (f) => f.message.id === live.body.result.id);
  });
});

describe('limits and content', () => {
  it('refuses a message over the size limit, over HTTP and over the socket', async () => {
    const a = await h.registerUser();
    const group = await privateGroup(a);
    const long = 'x'.repeat(MESSAGE_MAX_CHARS + 1);
    const r = await send(a, group, long);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ text: ['message_too_long'] });
    expect((await send(a, group, 'x'.repeat(MESSAGE_MAX_CHARS))).status).toBe(200);
    expect((await send(a, group, ' \u0000 ')).body.errors).toEqual({ text: ['message_empty'] });
    const c = await connect(a.accessToken);
    const clientId = cid();
    c.send({ type: 'send', message: { groupId: group, clientId, text: long } });
    expect(await c.next('error')).toEqual({ type: 'error', reason: 'message_too_long', field: 'text', clientId });
  });

  it('limits the send rate per user with a retry time, and a retried clientId is not sent twice', async () => {
    const [a, b] = [await h.registerUser(), await h.registerUser()];
    const group = await privateGroup(a, b);
    const first = await send(a, group, 'burst 0', 'retry-me-0001');
    const again = await send(a, group, 'burst 0', 'retry-me-0001');
    expect(again.body.result.id).toBe(first.body.result.id);
    for (let i = 1; i < 10; i += 1) expect((await send(a, group, `burst ${i}`)).status).toBe(200);
    const limited = await send(a, group, 'one too many');
    expect(limited.status).toBe(429);
    expect(limited.body.reason).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const c = await connect(a.accessToken);
    const clientId = cid();
    c.send({ type: 'send', message: { groupId: group, clientId, text: 'socket too' } });
    expect(await c.next('error')).toMatchObject({ reason: 'rate_limited', clientId, retryAfter: 1 });
    // Another user is not affected, and time refills the bucket.
    expect((await send(b, group, 'my own bucket')).status).toBe(200);
    h.clock.advance(2000);
    expect((await send(a, group, 'after a pause')).status).toBe(200);
  });

  it("stores text as plain text and takes only the sender's own uploads as images", async () => {
    const [a, b] = [await h.registerUser(), await h.registerUser()];
    const group = await privateGroup(a, b);
    const html = '<img src=x onerror=alert(1)> <b>bold</b> https://example.com';
    expect((await send(a, group, html)).body.result.text).toBe(html);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody({}, { filename: 'a.png', type: 'image/png', data: png });
    const up = await h.app.inject({
      method: 'POST',
      url: '/api/common/uploadImages',
      payload,
      headers: { ...headers, authorization: `Bearer ${a.accessToken}` },
    });
    const url = up.json<{ result: { url: string } }>().result.url;
    const image = (groupId: number, u: TestUser, img: string) =>
      h.call<ChatMessage>('POST', '/api/front/chatSend', {
        token: u.accessToken,
        body: { groupId, clientId: cid(), image: img },
      });
    const own = await image(group, a, url);
    expect(own.body.result).toMatchObject({ image: url, text: null });
    const stolen = await image(group, b, url);
    expect(stolen.status).toBe(400);
    expect(stolen.body.reason).toBe('image_not_yours');
    expect(stolen.body.fields).toEqual({ image: { rule: 'image_not_yours' } });
    expect((await image(group, a, 'https://evil.example/x.png')).status).toBe(400);
  });

  it('an operator delete removes the message for everyone', async () => {
    const [a, b] = [await h.registerUser(), await h.registerUser()];
    const group = await privateGroup(a, b);
    const cb = await connect(b.accessToken);
    const m = await send(a, group, 'regrettable');
    await cb.next('message', (f) => f.message.id === m.body.result.id);
    const del = await h.operator('POST', '/chat/messages/delete', { id: m.body.result.id });
    expect(del.status).toBe(200);
    expect(await cb.next('deleted')).toEqual({ type: 'deleted', groupId: group, id: m.body.result.id });
    const hist = await h.call<{ items: ChatMessage[] }>('GET', '/api/front/chatHistory', {
      token: b.accessToken,
      query: { groupId: group },
    });
    expect(hist.body.result.items.map((x) => x.id)).not.toContain(m.body.result.id);
    expect((await h.operator('POST', '/chat/messages/delete', { id: 999_999_999 })).status).toBe(404);
  });
});
