// The chat store against a fake connection and a fake HTTP API: pending → sent / failed → retry,
// merging live frames by id, catching up after a reconnect without duplicates or gaps, unread.
import { describe, expect, it } from 'vitest';
import type { ChatGroup, ChatMessage, ClientFrame, SendMessage, ServerFrame } from '../api/schemas/chat';
import { createChatStore, mergeMessages, type ChatApi } from './chat-store';
import type { Connection, ConnectionState } from './connection';

const ME = 7;
const OTHER = 8;

function msg(id: number, from = OTHER, groupId = 1, clientId = `c${id}`): ChatMessage {
  return {
    id,
    groupId,
    clientId,
    sender: { id: from, nickname: from === ME ? 'me' : 'them', avatar: null },
    text: `m${id}`,
    image: null,
    createdAt: new Date(0).toISOString(),
  };
}

function fakeConnection(live = true) {
  const listeners = new Set<(f: ServerFrame) => void>();
  const sent: ClientFrame[] = [];
  let state: ConnectionState = live ? 'live' : 'offline';
  const stateListeners = new Set<(s: ConnectionState) => void>();
  const conn: Connection = {
    state: () => state,
    userId: () => ME,
    onState: (l) => (stateListeners.add(l), () => stateListeners.delete(l)),
    onFrame: (l) => (listeners.add(l), () => listeners.delete(l)),
    send: (f) => (state === 'live' ? (sent.push(f), true) : false),
    start: () => undefined,
    stop: () => undefined,
  };
  return {
    conn,
    sent,
    setLive: (v: boolean) => {
      state = v ? 'live' : 'offline';
      stateListeners.forEach((l) => l(state));
    },
    emit: (f: ServerFrame) => listeners.forEach((l) => l(f)),
  };
}

/** A server in memory: group 1 holds `stored`. */
function fakeApi(stored: ChatMessage[]) {
  const calls: string[] = [];
  const reads: number[] = [];
  let failSends: Error | null = null;
  let nextId = 1000;
  const api: ChatApi = {
    groups: () => {
      calls.push('groups');
      const g: ChatGroup = { id: 1, name: 'General', general: true, lastMessage: stored.at(-1) ?? null, unread: 0 };
      return Promise.resolve([g]);
    },
    history: (q) => {
      calls.push(`history ${JSON.stringify(q)}`);
      const limit = q.limit ?? 30;
      if (q.after !== undefined) {
        const items = stored.filter((m) => m.id > (q.after as number)).slice(0, limit);
        return Promise.resolve({ items, hasMore: stored.filter((m) => m.id > (q.after as number)).length > limit });
      }
      const older = stored.filter((m) => q.before === undefined || m.id < q.before);
      return Promise.resolve({ items: older.slice(-limit), hasMore: older.length > limit });
    },
    read: (_g, id) => (reads.push(id), Promise.resolve({ lastReadId: id })),
    send: (m: SendMessage) => {
      calls.push(`send ${m.clientId}`);
      if (failSends) return Promise.reject(failSends);
      const existing = stored.find((x) => x.clientId === m.clientId);
      if (existing) return Promise.resolve(existing);
      const saved = { ...msg((nextId += 1), ME, m.groupId, m.clientId), text: m.text ?? null };
      stored.push(saved);
      return Promise.resolve(saved);
    },
  };
  return { api, calls, reads, failWith: (e: Error) => (failSends = e) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
let ids = 0;
const newClientId = () => `client-${(ids += 1)}`;

describe('mergeMessages', () => {
  it('orders by id and drops duplicates', () => {
    expect(mergeMessages([msg(1), msg(3)], [msg(3), msg(2)]).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('chat store', () => {
  it('loads the newest page, pages back, and merges live messages once', async () => {
    const stored = Array.from({ length: 45 }, (_, i) => msg(i + 1));
    const f = fakeConnection();
    const { api } = fakeApi(stored);
    const store = createChatStore(f.conn, api, { newClientId, readDelayMs: 0 });
    await store.open(1);
    expect(store.groupView(1).messages.map((m) => m.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 16));
    expect(store.groupView(1).hasOlder).toBe(true);
    await store.loadOlder(1);
    expect(store.groupView(1).messages).toHaveLength(45);
    expect(store.groupView(1).hasOlder).toBe(false);
    f.emit({ type: 'message', message: msg(46) });
    f.emit({ type: 'message', message: msg(46) });
    expect(
      store
        .groupView(1)
        .messages.map((m) => m.id)
        .slice(-2),
    ).toEqual([45, 46]);
    f.emit({ type: 'deleted', groupId: 1, id: 45 });
    expect(
      store
        .groupView(1)
        .messages.map((m) => m.id)
        .slice(-2),
    ).toEqual([44, 46]);
  });

  it('shows a send as pending, then sent when the socket answers', async () => {
    const f = fakeConnection();
    const store = createChatStore(f.conn, fakeApi([]).api, { newClientId });
    await store.open(1);
    const clientId = store.send(1, { text: 'hello' });
    expect(store.groupView(1).outgoing).toEqual([
      expect.objectContaining({ clientId, text: 'hello', status: 'pending' }),
    ]);
    expect(f.sent).toEqual([{ type: 'send', message: { groupId: 1, clientId, text: 'hello' } }]);
    f.emit({ type: 'sent', clientId, message: { ...msg(5, ME, 1, clientId), text: 'hello' } });
    await tick();
    expect(store.groupView(1).outgoing).toEqual([]);
    expect(store.groupView(1).messages.map((m) => m.text)).toEqual(['hello']);
    // The broadcast of the same message adds nothing.
    f.emit({ type: 'message', message: { ...msg(5, ME, 1, clientId), text: 'hello' } });
    expect(store.groupView(1).messages).toHaveLength(1);
  });

  it('fails with the reason, and Retry sends the same clientId again (over HTTP when offline)', async () => {
    const f = fakeConnection();
    const server = fakeApi([]);
    const store = createChatStore(f.conn, server.api, { newClientId });
    await store.open(1);
    const clientId = store.send(1, { text: 'too fast' });
    f.emit({ type: 'error', reason: 'rate_limited', clientId, retryAfter: 2 });
    await tick();
    expect(store.groupView(1).outgoing[0]).toMatchObject({
      status: 'failed',
      failure: { reason: 'rate_limited', retryAfter: 2 },
    });
    f.setLive(false);
    store.retry(clientId);
    expect(store.groupView(1).outgoing[0]?.status).toBe('pending');
    await tick();
    expect(server.calls).toContain(`send ${clientId}`);
    expect(store.groupView(1).outgoing).toEqual([]);
    expect(store.groupView(1).messages.map((m) => m.clientId)).toEqual([clientId]);
  });

  it('maps HTTP failures to reasons and can discard a failed message', async () => {
    const f = fakeConnection(false);
    const server = fakeApi([]);
    const store = createChatStore(f.conn, server.api, { newClientId });
    await store.open(1);
    // Shaped like the request layer's ApiError.
    server.failWith(
      Object.assign(new Error('text: message_too_long'), { status: 400, errors: { text: ['message_too_long'] } }),
    );
    const a = store.send(1, { text: 'x' });
    await tick();
    expect(store.groupView(1).outgoing[0]?.failure).toEqual({ reason: 'message_too_long' });
    server.failWith(Object.assign(new Error('Network error'), { code: 5 }));
    const b = store.send(1, { text: 'y' });
    await tick();
    expect(store.groupView(1).outgoing.find((o) => o.clientId === b)?.failure).toEqual({
      reason: 'network',
      transient: true,
    });
    store.discard(a);
    expect(store.groupView(1).outgoing.map((o) => o.clientId)).toEqual([b]);
  });

  it('falls back to HTTP with the same clientId when the socket does not answer in time', async () => {
    const f = fakeConnection();
    const server = fakeApi([]);
    const store = createChatStore(f.conn, server.api, { newClientId, sendTimeoutMs: 5 });
    await store.open(1);
    const clientId = store.send(1, { text: 'lost answer' });
    await new Promise((r) => setTimeout(r, 20));
    expect(server.calls).toContain(`send ${clientId}`);
    expect(store.groupView(1).messages.map((m) => m.clientId)).toEqual([clientId]);
  });

  it('a restart mid-send: asks over HTTP at once, and a send refused by an unreachable server goes again after ready', async () => {
    const f = fakeConnection();
    const server = fakeApi([]);
    // The socket's answer would be waited for a minute: the test shows it is not.
    const store = createChatStore(f.conn, server.api, { newClientId, sendTimeoutMs: 60_000 });
    await store.open(1);
    // The proxy answers 503 while the restarting process is out of rotation.
    server.failWith(Object.assign(new Error('Service Unavailable'), { status: 503 }));
    const clientId = store.send(1, { text: 'during the restart' });
    expect(f.sent).toHaveLength(1);
    f.setLive(false); // closed with 1012 before the answer
    await tick();
    expect(server.calls).toContain(`send ${clientId}`);
    expect(store.groupView(1).outgoing[0]).toMatchObject({ status: 'failed', failure: { transient: true } });
    // Back: the store catches up, then sends it again by itself (same clientId), once.
    server.failWith(null as unknown as Error);
    f.setLive(true);
    f.emit({ type: 'ready', userId: ME });
    await tick();
    await tick();
    // Sent again on the new socket, with the same clientId; the server answers it.
    expect(f.sent.at(-1)).toMatchObject({ type: 'send', message: { clientId, text: 'during the restart' } });
    f.emit({ type: 'sent', clientId, message: { ...msg(9, ME, 1, clientId), text: 'during the restart' } });
    await tick();
    expect(store.groupView(1).outgoing).toEqual([]);
    expect(store.groupView(1).messages.map((m) => m.clientId)).toEqual([clientId]);
    // A refusal that is not about reachability waits for the user's Retry.
    f.setLive(false);
    server.failWith(Object.assign(new Error('Too many'), { status: 429 }));
    const limited = store.send(1, { text: 'too fast' });
    await tick();
    server.failWith(null as unknown as Error);
    f.setLive(true);
    f.emit({ type: 'ready', userId: ME });
    await tick();
    await tick();
    expect(store.groupView(1).outgoing.find((o) => o.clientId === limited)?.status).toBe('failed');
  });

  it('an HTTP send that fails from a stopping process after the reconnect is sent again while live', async () => {
    const f = fakeConnection(false);
    const server = fakeApi([]);
    let reject: (e: unknown) => void = () => undefined;
    server.api.send = () => new Promise((_, r) => (reject = r));
    const store = createChatStore(f.conn, server.api, { newClientId, sendTimeoutMs: 60_000 });
    await store.open(1);
    const clientId = store.send(1, { text: 'raced the restart' });
    // The client is back on another process before the HTTP send's 503 comes back.
    f.setLive(true);
    f.emit({ type: 'ready', userId: ME });
    await tick();
    reject(Object.assign(new Error('Service Unavailable'), { status: 503 }));
    await tick();
    expect(store.groupView(1).outgoing[0]?.status).toBe('failed');
    for (let i = 0; i < 200 && f.sent.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(f.sent.at(-1)).toMatchObject({ type: 'send', message: { clientId } });
    store.dispose();
  });

  it('after a reconnect opens a group that failed offline and loads the list that failed (issue 37 #4a)', async () => {
    const f = fakeConnection(false);
    const { api } = fakeApi([msg(1), msg(2)]);
    const offline = new Error('Failed to fetch');
    let down = true;
    const flaky: ChatApi = {
      ...api,
      groups: () => (down ? Promise.reject(offline) : api.groups()),
      history: (q) => (down ? Promise.reject(offline) : api.history(q)),
    };
    const store = createChatStore(f.conn, flaky, { newClientId, readDelayMs: 0 });
    await store.loadGroups();
    await store.open(1);
    expect(store.groupView(1)).toMatchObject({ loaded: false, error: offline });
    expect(store.groupsView()).toMatchObject({ loaded: false, error: offline });
    down = false;
    f.setLive(true);
    f.emit({ type: 'ready', userId: ME });
    await tick();
    await tick();
    expect(store.groupView(1)).toMatchObject({ loaded: true, error: null });
    expect(store.groupView(1).messages.map((m) => m.id)).toEqual([1, 2]);
    expect(store.groupsView()).toMatchObject({ loaded: true, error: null });
    expect(store.groupsView().groups.map((g) => g.name)).toEqual(['General']);
  });

  it('after a reconnect clears an error left from offline once caught up (issue 37 #4a)', async () => {
    const f = fakeConnection();
    const stored = Array.from({ length: 35 }, (_, i) => msg(i + 1));
    const { api } = fakeApi(stored);
    let down = false;
    const flaky: ChatApi = { ...api, history: (q) => (down ? Promise.reject(new Error('offline')) : api.history(q)) };
    const store = createChatStore(f.conn, flaky, { newClientId, readDelayMs: 0 });
    await store.open(1);
    down = true;
    await store.loadOlder(1);
    expect(store.groupView(1).error).not.toBeNull();
    down = false;
    stored.push(msg(36));
    f.emit({ type: 'ready', userId: ME });
    await tick();
    await tick();
    expect(store.groupView(1).error).toBeNull();
    expect(store.groupView(1).messages.at(-1)?.id).toBe(36);
  });

  it('after a reconnect fetches exactly what was missed, in order, page by page', async () => {
    const stored = [msg(1), msg(2)];
    const f = fakeConnection();
    const server = fakeApi(stored);
    const store = createChatStore(f.conn, server.api, { newClientId });
    await store.open(1);
    // Offline: 150 messages arrive on the server; one of them was also seen live before the drop.
    for (let id = 3; id <= 152; id += 1) stored.push(msg(id));
    f.emit({ type: 'message', message: msg(3) });
    f.emit({ type: 'ready', userId: ME });
    await tick();
    await tick();
    const got = store.groupView(1).messages.map((m) => m.id);
    expect(got).toEqual(Array.from({ length: 152 }, (_, i) => i + 1));
    expect(server.calls.filter((c) => c.startsWith('history') && c.includes('after'))).toEqual([
      'history {"groupId":1,"after":3,"limit":100}',
      'history {"groupId":1,"after":103,"limit":100}',
    ]);
  });

  it('counts a message once when the list answer and its live frame cross', async () => {
    const f = fakeConnection();
    const stored = [msg(1)];
    const server = fakeApi(stored);
    const store = createChatStore(f.conn, server.api, { newClientId, readDelayMs: 0 });
    await store.loadGroups();
    // The server counts message 2 as unread in a list answer; its live frame arrives after it.
    stored.push(msg(2));
    const groups = server.api.groups.bind(server.api);
    server.api.groups = () => groups().then((gs) => gs.map((g) => ({ ...g, unread: 1 })));
    await store.loadGroups();
    f.emit({ type: 'message', message: msg(2) });
    expect(store.groupsView().groups[0]?.unread).toBe(1);
    f.emit({ type: 'message', message: msg(3) });
    expect(store.groupsView().groups[0]?.unread).toBe(2);
    // A list answer from before message 3 (its frame came first) does not undo it.
    server.api.groups = () =>
      Promise.resolve([{ id: 1, name: 'General', general: true, lastMessage: msg(2), unread: 1 }]);
    await store.loadGroups();
    expect(store.groupsView().groups[0]?.unread).toBe(2);
    expect(store.groupsView().groups[0]?.lastMessage?.id).toBe(3);
    // Message 3 deleted: the list's answer (last message 2) is taken as it is.
    f.emit({ type: 'deleted', groupId: 1, id: 3 });
    await tick();
    expect(store.groupsView().groups[0]?.lastMessage?.id).toBe(2);
  });

  it('counts unread for groups not open, and marks read the open one', async () => {
    const f = fakeConnection();
    const stored = [msg(1)];
    const server = fakeApi(stored);
    const store = createChatStore(f.conn, server.api, { newClientId, readDelayMs: 0 });
    await store.loadGroups();
    stored.push(msg(2), msg(3, ME));
    f.emit({ type: 'message', message: msg(2) });
    f.emit({ type: 'message', message: msg(3, ME) });
    expect(store.groupsView().groups[0]?.unread).toBe(1);
    expect(store.groupsView().groups[0]?.lastMessage?.id).toBe(3);
    await store.open(1);
    expect(store.groupsView().groups[0]?.unread).toBe(0);
    expect(server.reads.at(-1)).toBe(3);
    stored.push(msg(4));
    f.emit({ type: 'message', message: msg(4) });
    await new Promise((r) => setTimeout(r, 5));
    expect(server.reads.at(-1)).toBe(4);
    expect(store.groupsView().groups[0]?.unread).toBe(0);
    f.emit({ type: 'groups' });
    await tick();
    expect(server.calls.filter((c) => c === 'groups')).toHaveLength(2);
  });
});
