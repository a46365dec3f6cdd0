// The app's real-time client: one connection, the chat store and live market events on it.
// Screens use the hooks in use-realtime.ts; the shell calls startRealtime() after login (and at
// start when a token is stored) and stopRealtime() on logout.
import { apiConfig } from '../api/client/config';
import { requestLocale } from '../api/client/locale';
import { callApi } from '../api/client/request';
import { fetchCall } from '../api/hooks/keys';
import { createChatStore, type ChatApi, type ChatStore } from './chat-store';
import { createConnection, realtimeUrl, type Connection, type SocketFactory } from './connection';
import { bindMarketEvents } from './market';
import { bindNotifyEvents } from './notify';

export type { ChatStore, GroupView, GroupsView, OutgoingMessage, SendFailure } from './chat-store';
export type { Connection, ConnectionState } from './connection';

export interface Realtime {
  connection: Connection;
  chat: ChatStore;
  dispose(): void;
}

/**
 * Chat over the request layer; failures are shown inline by the screens, not toasted. The two reads
 * are `early` like every screen's read: checked with their compiled read checks, without zod.
 * The list and a group's newest page go through the one read fetcher (`fetchCall`), so they are
 * kept as last seen (docs/pwa.md): offline, the chat shows what this user last saw, "as of" its
 * time in the offline banner, instead of an error. Older pages and catch-ups are not kept.
 */
export const httpChatApi: ChatApi = {
  groups: () => fetchCall(['chatGroups', {}, requestLocale()]),
  // Message ids start at 1: `before ?? after` is set exactly when either is.
  history: (q) =>
    (q.before ?? q.after)
      ? callApi('chatHistory', q, { toast: false, catch: true, early: true })
      : fetchCall(['chatHistory', q, requestLocale()]),
  read: (groupId, lastReadId) => callApi('chatRead', { groupId, lastReadId }, { toast: false, catch: true }),
  send: (message) => callApi('chatSend', message, { toast: false, catch: true }),
};

/** An authenticated call with an expired access token makes the request layer rotate it. */
async function refreshViaRequestLayer(): Promise<boolean> {
  try {
    await callApi('chatGroups', {}, { toast: false, catch: true });
    return true;
  } catch {
    return false;
  }
}

export interface RealtimeOptions {
  url?: string;
  api?: ChatApi;
  socket?: SocketFactory;
  refresh?: () => Promise<boolean>;
}

export function createRealtime(opts: RealtimeOptions = {}): Realtime {
  const connection = createConnection({
    // Read when connecting: hooks create the instance during render, also when the static export
    // prerenders a screen (no page location there).
    url: opts.url ?? (() => realtimeUrl(apiConfig().baseUrl, globalThis.location, requestLocale())),
    // Whatever store the request layer uses at the time (configureApi may replace it later).
    tokens: {
      access: () => apiConfig().tokens.access(),
      refresh: () => apiConfig().tokens.refresh(),
      set: (access, refresh) => apiConfig().tokens.set(access, refresh),
      clear: () => apiConfig().tokens.clear(),
    },
    refresh: opts.refresh ?? refreshViaRequestLayer,
    now: () => apiConfig().now(),
    ...(opts.socket ? { socket: opts.socket } : {}),
  });
  const chat = createChatStore(connection, opts.api ?? httpChatApi);
  const offMarket = bindMarketEvents(connection);
  const offNotify = bindNotifyEvents(connection);
  return {
    connection,
    chat,
    dispose() {
      offMarket();
      offNotify();
      chat.dispose();
      connection.stop();
    },
  };
}

let shared: Realtime | null = null;

/** The app's one instance (created on first use). */
export function realtime(): Realtime {
  shared ??= createRealtime();
  return shared;
}

/** Connect (again): after login, at start with a stored token, when the network is back. */
export function startRealtime(): void {
  realtime().connection.start();
}

/** Logout: close the connection and forget the chat state (it belonged to that user). */
export function stopRealtime(): void {
  shared?.dispose();
  shared = null;
}
