// One app user's real-time client in Node: the app's own connection and chat store (lib/realtime),
// over the proxy, with the `ws` package as the socket. Counts every `message` frame by id, so the
// test can tell "received once" from "received twice" and from "caught up by history".
import WebSocket from 'ws';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import type { ChatMessage } from '@/lib/api/schemas/chat';
import { createChatStore, type ChatApi, type ChatStore } from '@/lib/realtime/chat-store';
import { createConnection, type Connection, type SocketLike } from '@/lib/realtime/connection';
import { api, type Answer } from './client';

export interface ChatClient {
  connection: Connection;
  chat: ChatStore;
  /** `message` frames received, by message id. */
  frames: Map<number, number>;
  /** `ready` frames: 1 + the number of reconnections. */
  readies: () => number;
  /** Close codes of every socket this client had. */
  closeCodes: number[];
  close(): void;
}

function result<T>(a: Answer): T {
  if (a.status !== 200)
    throw Object.assign(new Error(String(a.body.message ?? a.status)), { status: a.status, errors: a.body.errors });
  return a.body.result as T;
}

export function chatClient(base: string, token: string): ChatClient {
  const opts = { token };
  const closeCodes: number[] = [];
  const chatApi: ChatApi = {
    groups: async () => result(await api(base, 'chatGroups', {}, opts)),
    history: async (q) => result(await api(base, 'chatHistory', q, opts)),
    read: async (groupId, lastReadId) => result(await api(base, 'chatRead', { groupId, lastReadId }, opts)),
    send: async (message) => result<ChatMessage>(await api(base, 'chatSend', message, opts)),
  };
  const connection = createConnection({
    url: `${base.replace(/^http/, 'ws')}/ws`,
    tokens: memoryTokenStore({ access: token, refresh: 'unused' }),
    refresh: () => Promise.resolve(false),
    socket: (url) => {
      const ws = new WebSocket(url);
      ws.on('close', (code) => closeCodes.push(code));
      return ws as unknown as SocketLike;
    },
  });
  const frames = new Map<number, number>();
  let readies = 0;
  connection.onFrame((f) => {
    if (f.type === 'ready') readies += 1;
    if (f.type === 'message') frames.set(f.message.id, (frames.get(f.message.id) ?? 0) + 1);
  });
  const chat = createChatStore(connection, chatApi);
  connection.start();
  return {
    connection,
    chat,
    frames,
    readies: () => readies,
    closeCodes,
    close() {
      chat.dispose();
      connection.stop();
    },
  };
}
