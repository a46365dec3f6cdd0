'use client';
// One group (group-chat/?id=): its name and the connection state, the messages (newest page
// first, older pages on scrolling up, others' messages live) and the composer. Reading the group
// marks it read (the chat store does it while the screen is open).
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { routeHref } from '@/lib/nav/href';
import { realtime } from '@/lib/realtime';
import { useChatGroup, useChatGroups } from '@/lib/realtime/use-realtime';
import { useSession } from '@/lib/session/use-session';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { Composer } from './composer';
import { ConnectionStatus } from './connection-status';
import { useGroupName } from './group-name';
import { MessageList } from './message-list';
import { MessagesSkeleton } from './skeletons';
import styles from './chat.module.css';

function readId(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export function GroupChatScreen() {
  const t = useTranslations('chat');
  const locale = useLocale();
  const groupId = readId(useSearchParams().get('id'));
  if (groupId === undefined) {
    return (
      <EmptyState
        title={t('badGroup')}
        action={<Link href={routeHref(locale, 'groupChatList')}>{t('backToList')}</Link>}
      />
    );
  }
  return <GroupChat key={groupId} groupId={groupId} />;
}

function GroupChat({ groupId }: { groupId: number }) {
  const t = useTranslations('chat');
  const group = useChatGroup(groupId);
  const groups = useChatGroups();
  const groupName = useGroupName();
  // Who "me" is: the account, or (before it loads) the user the connection authenticated as.
  const me = useSession().data?.id ?? realtime().connection.userId();
  const entry = groups.groups.find((g) => g.id === groupId);
  const { send, loadOlder } = group;
  const onSend = useCallback((content: { text: string } | { image: string }) => void send(content), [send]);
  const onLoadOlder = useCallback(() => void loadOlder(), [loadOlder]);
  const retryOpen = () => {
    const { chat } = realtime();
    chat.close(groupId);
    void chat.open(groupId);
  };

  return (
    <div className={styles.chat}>
      <header className={styles.chatHeader}>
        <h2 className={styles.chatTitle}>{entry ? groupName(entry) : t('title')}</h2>
        <ConnectionStatus />
      </header>
      {!group.loaded ? (
        <div className={styles.chatState}>
          {group.error ? <ErrorState error={group.error} onRetry={retryOpen} /> : <MessagesSkeleton />}
        </div>
      ) : (
        <>
          {group.error ? <ErrorState inline error={group.error} onRetry={onLoadOlder} /> : null}
          <MessageList
            messages={group.messages}
            outgoing={group.outgoing}
            me={me}
            hasOlder={group.hasOlder}
            loadingOlder={group.loadingOlder}
            onLoadOlder={onLoadOlder}
            onRetry={group.retry}
            onDiscard={group.discard}
            empty={<EmptyState title={t('emptyGroupTitle')} body={t('emptyGroupBody')} />}
          />
        </>
      )}
      <Composer onSend={onSend} />
    </div>
  );
}
