'use client';
// React bindings of the real-time client for the screens: connection state, the chat list, one
// group. The shell (components/chat/realtime-root.tsx) connects and reconnects; these hooks read
// the shared store.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { realtime } from './index';
import type { ConnectionState } from './connection';
import type { GroupView, GroupsView } from './chat-store';

/** 'connecting' | 'live' | 'offline', for an unobtrusive indicator. */
export function useConnectionState(): ConnectionState {
  const { connection } = realtime();
  return useSyncExternalStore(
    (notify) => connection.onState(notify),
    () => connection.state(),
    () => 'offline',
  );
}

const EMPTY_GROUPS: GroupsView = { groups: [], loaded: false, error: null };

/** The user's groups (last message, unread), loaded on mount and kept live. */
export function useChatGroups(): GroupsView & { reload: () => Promise<void> } {
  const { chat } = realtime();
  const view = useSyncExternalStore(chat.subscribe, chat.groupsView, () => EMPTY_GROUPS);
  useEffect(() => {
    void chat.loadGroups();
  }, [chat]);
  return useMemo(() => ({ ...view, reload: chat.loadGroups }), [view, chat]);
}

export interface ChatGroupHandle extends GroupView {
  send: (content: { text: string } | { image: string }) => string;
  retry: (clientId: string) => void;
  discard: (clientId: string) => void;
  loadOlder: () => Promise<void>;
}

/** One group while its screen is open: messages, outgoing (pending/failed) and the actions. */
export function useChatGroup(groupId: number): ChatGroupHandle {
  const { chat } = realtime();
  const getSnapshot = useCallback(() => chat.groupView(groupId), [chat, groupId]);
  const view = useSyncExternalStore(chat.subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    void chat.open(groupId);
    return () => chat.close(groupId);
  }, [chat, groupId]);
  return useMemo(
    () => ({
      ...view,
      send: (content) => chat.send(groupId, content),
      retry: chat.retry,
      discard: chat.discard,
      loadOlder: () => chat.loadOlder(groupId),
    }),
    [view, chat, groupId],
  );
}
