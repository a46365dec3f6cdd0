// Chat state for the screens: the group list (last message, unread count) and, per open group,
// its messages in id order plus what the user is sending (pending → sent, or failed with a
// reason and Retry). Live frames from the connection are merged by message id, and after every
// (re)connection each loaded group fetches what it missed by id, so nothing shows twice or is
// skipped. Framework-free: use-realtime.ts binds it to React.
import { newIdempotencyKey } from '../api/client/uuid';
import type { ChatGroup, ChatMessage, SendMessage, ServerFrame } from '../api/schemas/chat';
import { HISTORY_PAGE_MAX } from '../api/limits';
import type { Connection } from './connection';

/** The HTTP calls the store needs (callApi in the app, a fake in tests). */
export interface ChatApi {
  groups(): Promise<ChatGroup[]>;
  history(q: {
    groupId: number;
    before?: number;
    after?: number;
    limit?: number;
  }): Promise<{ items: ChatMessage[]; hasMore: boolean }>;
  read(groupId: number, lastReadId: number): Promise<unknown>;
  send(message: SendMessage): Promise<ChatMessage>;
}

/** Why a send failed: a chat reason code (CHAT_REASONS), 'network', or the server's message. */
export interface SendFailure {
  reason: string;
  retryAfter?: number;
  /**
   * No answer, or the server or its proxy was momentarily unavailable (502/503/504, e.g. during a
   * rolling restart): the store sends it again by itself after the next (re)connection.
   */
  transient?: boolean;
}

export interface OutgoingMessage {
  clientId: string;
  groupId: number;
  text: string | null;
  image: string | null;
  status: 'pending' | 'failed';
  failure: SendFailure | null;
}

export interface GroupView {
  groupId: number;
  /** Stored messages, oldest first. */
  messages: readonly ChatMessage[];
  /** The user's messages not yet stored, in send order (show them after `messages`). */
  outgoing: readonly OutgoingMessage[];
  loaded: boolean;
  loading: boolean;
  /** Older messages exist (call loadOlder when the user scrolls to the top). */
  hasOlder: boolean;
  loadingOlder: boolean;
  error: unknown;
}

export interface GroupsView {
  groups: readonly ChatGroup[];
  loaded: boolean;
  error: unknown;
}

/** Methods are plain functions (safe to pass around unbound). */
export interface ChatStore {
  groupsView: () => GroupsView;
  groupView: (groupId: number) => GroupView;
  /** Called after every change (for useSyncExternalStore). */
  subscribe: (listener: () => void) => () => void;
  loadGroups: () => Promise<void>;
  /** The user is looking at this group: load it, and mark what arrives as read. */
  open: (groupId: number) => Promise<void>;
  /** The user left the group's screen. */
  close: (groupId: number) => void;
  loadOlder: (groupId: number) => Promise<void>;
  /** Shows the message at once as pending; answers its clientId. */
  send: (groupId: number, content: { text: string } | { image: string }) => string;
  retry: (clientId: string) => void;
  /** Forget a failed message. */
  discard: (clientId: string) => void;
  markRead: (groupId: number) => Promise<void>;
  dispose: () => void;
}

export interface ChatStoreOptions {
  /** Wait this long for the socket's answer to a send before asking over HTTP (same clientId). */
  sendTimeoutMs?: number;
  /** Batch read receipts for an open group. */
  readDelayMs?: number;
  newClientId?: () => string;
}

const emptyGroup = (groupId: number): GroupView => ({
  groupId,
  messages: [],
  outgoing: [],
  loaded: false,
  loading: false,
  hasOlder: false,
  loadingOlder: false,
  error: null,
});

/** Merges messages into an id-ordered list without duplicates. */
export function mergeMessages(list: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  if (more.length === 0) return list as ChatMessage[];
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The reason of a failed HTTP send (ApiError-shaped) or socket error frame. */
export function failureOf(e: unknown): SendFailure {
  if (typeof e === 'object' && e !== null) {
    const err = e as { errors?: unknown; message?: unknown; status?: number };
    if (err.errors && typeof err.errors === 'object') {
      const first = Object.values(err.errors as Record<string, string[] | string>)[0];
      const reason = Array.isArray(first) ? first[0] : first;
      if (typeof reason === 'string') return { reason };
    }
    // No HTTP status: the request never got an answer.
    if (err.status === undefined) return { reason: 'network', transient: true };
    const transient = err.status === 502 || err.status === 503 || err.status === 504;
    if (typeof err.message === 'string') return { reason: err.message, ...(transient ? { transient } : {}) };
  }
  return { reason: 'network', transient: true };
}

/** A transient failure while live is sent again after 0.5 s, 1 s, 1.5 s, then left to the user. */
const AUTO_RESEND_MS = 500;
const MAX_AUTO_RESENDS = 3;

export function createChatStore(connection: Connection, api: ChatApi, opts: ChatStoreOptions = {}): ChatStore {
  const sendTimeoutMs = opts.sendTimeoutMs ?? 8000;
  const readDelayMs = opts.readDelayMs ?? 400;
  const newClientId = opts.newClientId ?? newIdempotencyKey;
  const listeners = new Set<() => void>();
  const groupViews = new Map<number, GroupView>();
  let groups: GroupsView = { groups: [], loaded: false, error: null };
  const active = new Set<number>();
  const readTimers = new Map<number, ReturnType<typeof setTimeout>>();
  /** Automatic resends of a transiently failed message while live (bounded), by clientId. */
  const autoResends = new Map<string, number>();
  const resendTimers = new Set<ReturnType<typeof setTimeout>>();
  /** Sends waiting for the socket's `sent` or `error`, by clientId. */
  const waiting = new Map<string, (f: ServerFrame | null) => void>();
  let disposed = false;

  const emit = () => {
    for (const l of [...listeners]) l();
  };
  const view = (groupId: number) => groupViews.get(groupId) ?? emptyGroup(groupId);
  function update(groupId: number, change: (v: GroupView) => Partial<GroupView>): void {
    const v = view(groupId);
    groupViews.set(groupId, { ...v, ...change(v) });
    emit();
  }
  const me = () => connection.userId();

  function setGroups(next: Partial<GroupsView>): void {
    groups = { ...groups, ...next };
    emit();
  }

  /** A stored message arrived (live, as a send's answer, or by catch-up). */
  function receive(messages: ChatMessage[], { live }: { live: boolean }): void {
    const byGroup = new Map<number, ChatMessage[]>();
    for (const m of messages) byGroup.set(m.groupId, [...(byGroup.get(m.groupId) ?? []), m]);
    for (const [groupId, list] of byGroup) {
      const mine = new Set(list.filter((m) => m.sender.id === me()).map((m) => m.clientId));
      const v = view(groupId);
      const known = new Set(v.messages.map((m) => m.id));
      const fresh = list.filter((m) => !known.has(m.id));
      groupViews.set(groupId, {
        ...v,
        // Kept while the first page is on its way too (it merges), so nothing arriving in between
        // is lost; a group never opened keeps nothing: opening it loads the newest page.
        messages: v.loaded || v.loading ? mergeMessages(v.messages, list) : v.messages,
        outgoing: mine.size ? v.outgoing.filter((o) => !mine.has(o.clientId)) : v.outgoing,
      });
      if (live && fresh.length) bumpGroup(groupId, fresh);
      if (active.has(groupId)) scheduleRead(groupId);
    }
    emit();
  }

  /** Updates the list entry: last message, unread count, order. */
  function bumpGroup(groupId: number, fresh: ChatMessage[]): void {
    if (!groups.loaded) return;
    const entry = groups.groups.find((g) => g.id === groupId);
    if (!entry) {
      void loadGroups();
      return;
    }
    const last = fresh[fresh.length - 1] as ChatMessage;
    // A list answer counts every message up to its lastMessage: a live frame for one of those
    // (the list was fetched while it was on its way) is already in `unread`.
    const counted = entry.lastMessage?.id ?? 0;
    const fromOthers = fresh.filter((m) => m.sender.id !== me() && m.id > counted).length;
    const updated: ChatGroup = {
      ...entry,
      lastMessage: !entry.lastMessage || last.id > entry.lastMessage.id ? last : entry.lastMessage,
      unread: active.has(groupId) ? entry.unread : Math.min(100, entry.unread + fromOthers),
    };
    groups = {
      ...groups,
      groups: [updated, ...groups.groups.filter((g) => g.id !== groupId)].sort(
        (a, b) => (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0) || a.id - b.id,
      ),
    };
  }

  function scheduleRead(groupId: number): void {
    if (readTimers.has(groupId)) return;
    readTimers.set(
      groupId,
      setTimeout(() => {
        readTimers.delete(groupId);
        void markRead(groupId);
      }, readDelayMs),
    );
  }

  async function markRead(groupId: number): Promise<void> {
    const last = view(groupId).messages.at(-1);
    if (!last) return;
    if (groups.loaded) {
      groups = { ...groups, groups: groups.groups.map((g) => (g.id === groupId ? { ...g, unread: 0 } : g)) };
      emit();
    }
    await api.read(groupId, last.id).catch(() => undefined);
  }

  /** The list from the server; `exact` takes it as it is (after a deletion the held entry is wrong). */
  async function loadGroups(exact = false): Promise<void> {
    try {
      const answer = await api.groups();
      // An answer older than what arrived live while it was on its way keeps the live entry
      // (its last message and unread count are newer than the answer's).
      const held = new Map(exact ? [] : groups.groups.map((g) => [g.id, g]));
      const fresher = (g: ChatGroup) => {
        const mine = held.get(g.id);
        return mine?.lastMessage && mine.lastMessage.id > (g.lastMessage?.id ?? 0) ? mine : g;
      };
      setGroups({ groups: answer.map(fresher), loaded: true, error: null });
    } catch (error) {
      setGroups({ error });
    }
  }

  async function loadLatest(groupId: number): Promise<void> {
    update(groupId, () => ({ loading: true, error: null }));
    try {
      const page = await api.history({ groupId, limit: 30 });
      update(groupId, (v) => ({
        messages: mergeMessages(v.messages, page.items),
        hasOlder: page.hasMore,
        loaded: true,
        loading: false,
      }));
    } catch (error) {
      update(groupId, () => ({ loading: false, error }));
    }
  }

  /**
   * Fetch everything after the newest message we hold, page by page (reconnect, resync). A group
   * that could not open (offline) opens now; an error left from offline goes once caught up.
   */
  async function catchUp(groupId: number): Promise<void> {
    const v = view(groupId);
    // (An error is cleared when a load starts: a group with one is not loading.)
    if (!v.loaded) return v.error ? loadLatest(groupId) : undefined;
    let after = v.messages.at(-1)?.id;
    if (after === undefined) return loadLatest(groupId);
    for (;;) {
      const page = await api.history({ groupId, after, limit: HISTORY_PAGE_MAX });
      receive(page.items, { live: false });
      const last = page.items.at(-1);
      if (!page.hasMore || !last) break;
      after = last.id;
    }
    update(groupId, () => ({ error: null }));
  }

  async function catchUpAll(): Promise<void> {
    await Promise.all([...groupViews.keys()].map((id) => catchUp(id).catch(() => undefined)));
    // A list that failed offline loads too: the open group is named by it.
    if (groups.loaded || groups.error) await loadGroups();
  }

  async function deliver(out: OutgoingMessage): Promise<void> {
    const message: SendMessage =
      out.image !== null
        ? { groupId: out.groupId, clientId: out.clientId, image: out.image }
        : { groupId: out.groupId, clientId: out.clientId, text: out.text ?? '' };
    let answer: ServerFrame | null = null;
    if (connection.send({ type: 'send', message })) {
      answer = await new Promise<ServerFrame | null>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(out.clientId);
          resolve(null);
        }, sendTimeoutMs);
        waiting.set(out.clientId, (f) => {
          clearTimeout(timer);
          waiting.delete(out.clientId);
          resolve(f);
        });
      });
    }
    if (answer?.type === 'sent') return receive([answer.message], { live: true });
    if (answer?.type === 'error') {
      const failure: SendFailure = {
        reason: answer.reason,
        ...(answer.retryAfter !== undefined ? { retryAfter: answer.retryAfter } : {}),
      };
      return fail(out, failure);
    }
    // No socket, or no answer in time: HTTP with the same clientId (the server stores it once).
    try {
      receive([await api.send(message)], { live: true });
    } catch (e) {
      fail(out, failureOf(e));
    }
  }

  function fail(out: OutgoingMessage, failure: SendFailure): void {
    update(out.groupId, (v) => ({
      outgoing: v.outgoing.map((o) => (o.clientId === out.clientId ? { ...o, status: 'failed', failure } : o)),
    }));
    // Unreachable over HTTP while the socket is live again (the answer came from a process that
    // was stopping): try again shortly, a few times; offline, the next `ready` does it.
    if (!failure.transient || connection.state() !== 'live') return;
    const tries = (autoResends.get(out.clientId) ?? 0) + 1;
    if (tries > MAX_AUTO_RESENDS) return;
    autoResends.set(out.clientId, tries);
    const timer = setTimeout(() => {
      resendTimers.delete(timer);
      if (!disposed) store.retry(out.clientId);
    }, AUTO_RESEND_MS * tries);
    resendTimers.add(timer);
  }

  function findOutgoing(clientId: string): OutgoingMessage | undefined {
    for (const v of groupViews.values()) {
      const o = v.outgoing.find((x) => x.clientId === clientId);
      if (o) return o;
    }
    return undefined;
  }

  function resendTransient(): void {
    if (disposed) return;
    for (const v of groupViews.values()) {
      for (const o of v.outgoing) if (o.status === 'failed' && o.failure?.transient) store.retry(o.clientId);
    }
  }

  // The socket went away (a restart closes it with 1012): a send waiting for its answer will not
  // get one on it. Ask over HTTP now, with the same clientId (stored once), not after the timeout.
  const offState = connection.onState((state) => {
    if (state === 'live') return;
    for (const resolve of [...waiting.values()]) resolve(null);
  });

  const offFrame = connection.onFrame((f) => {
    if (disposed) return;
    switch (f.type) {
      case 'ready':
      case 'resync':
        // What the server stored meanwhile first (a lost answer's message arrives this way), then
        // the sends that failed only because the server was out of reach.
        void catchUpAll().then(resendTransient);
        break;
      case 'message':
        receive([f.message], { live: true });
        break;
      case 'sent':
      case 'error':
        if (f.clientId) waiting.get(f.clientId)?.(f);
        break;
      case 'deleted': {
        const v = groupViews.get(f.groupId);
        if (v) update(f.groupId, () => ({ messages: v.messages.filter((m) => m.id !== f.id) }));
        if (groups.groups.some((g) => g.lastMessage?.id === f.id)) void loadGroups(true);
        break;
      }
      case 'groups':
        void loadGroups();
        break;
      default:
        break;
    }
  });

  const store: ChatStore = {
    groupsView: () => groups,
    groupView(groupId) {
      let v = groupViews.get(groupId);
      if (!v) groupViews.set(groupId, (v = emptyGroup(groupId)));
      return v;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadGroups: () => loadGroups(),
    async open(groupId) {
      active.add(groupId);
      if (!view(groupId).loaded && !view(groupId).loading) await loadLatest(groupId);
      await markRead(groupId);
    },
    close(groupId) {
      active.delete(groupId);
    },
    async loadOlder(groupId) {
      const v = view(groupId);
      const first = v.messages[0];
      if (!v.loaded || !v.hasOlder || v.loadingOlder || !first) return;
      update(groupId, () => ({ loadingOlder: true }));
      try {
        const page = await api.history({ groupId, before: first.id, limit: 30 });
        update(groupId, (cur) => ({
          messages: mergeMessages(cur.messages, page.items),
          hasOlder: page.hasMore,
          loadingOlder: false,
        }));
      } catch (error) {
        update(groupId, () => ({ loadingOlder: false, error }));
      }
    },
    send(groupId, content) {
      const out: OutgoingMessage = {
        clientId: newClientId(),
        groupId,
        text: 'text' in content ? content.text : null,
        image: 'image' in content ? content.image : null,
        status: 'pending',
        failure: null,
      };
      update(groupId, (v) => ({ outgoing: [...v.outgoing, out] }));
      void deliver(out);
      return out.clientId;
    },
    retry(clientId) {
      const out = findOutgoing(clientId);
      if (!out || out.status !== 'failed') return;
      const again: OutgoingMessage = { ...out, status: 'pending', failure: null };
      update(out.groupId, (v) => ({ outgoing: v.outgoing.map((o) => (o.clientId === clientId ? again : o)) }));
      void deliver(again);
    },
    discard(clientId) {
      const out = findOutgoing(clientId);
      if (out) update(out.groupId, (v) => ({ outgoing: v.outgoing.filter((o) => o.clientId !== clientId) }));
    },
    markRead,
    dispose() {
      disposed = true;
      offFrame();
      offState();
      readTimers.forEach(clearTimeout);
      readTimers.clear();
      resendTimers.forEach(clearTimeout);
      resendTimers.clear();
      for (const resolve of waiting.values()) resolve(null);
      listeners.clear();
    },
  };
  return store;
}
