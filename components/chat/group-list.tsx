'use client';
// Chat groups (group-chat/list/): the groups the user is in, most recent activity first, each with
// its last message, when it was sent and how many messages from others are unread (live: the
// chat store updates the list from the connection).
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { UNREAD_CAP } from '@/lib/api/limits';
import type { ChatGroup } from '@/lib/api/schemas/chat';
import { routeHref } from '@/lib/nav/href';
import { useChatGroups } from '@/lib/realtime/use-realtime';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ConnectionStatus } from './connection-status';
import { GroupListSkeleton } from './skeletons';
import { listTime } from './time';
import { useGroupName } from './group-name';
import styles from './chat.module.css';

function GroupRow({ group, now }: { group: ChatGroup; now: Date }) {
  const t = useTranslations('chat');
  const locale = useLocale();
  const name = useGroupName()(group);
  const last = group.lastMessage;
  const preview = last ? `${last.sender.nickname}: ${last.image ? t('photo') : (last.text ?? '')}` : t('noMessages');
  const unread = group.unread >= UNREAD_CAP ? t('unreadMany') : String(group.unread);
  return (
    <li>
      <Link
        className={styles.groupRow}
        href={routeHref(locale, 'groupChat', { id: group.id })}
        data-testid="chat-group"
      >
        <span className={styles.groupAvatar} aria-hidden="true">
          {Array.from(name)[0] ?? '#'}
        </span>
        <span className={styles.groupMain}>
          <span className={styles.groupTop}>
            <span className={styles.groupName}>{name}</span>
            {last ? (
              <time className={styles.groupTime} dateTime={last.createdAt}>
                {listTime(last.createdAt, locale, now, t('yesterday'))}
              </time>
            ) : null}
          </span>
          <span className={styles.groupBottom}>
            <span className={styles.groupLast}>{preview}</span>
            {group.unread > 0 ? (
              <span className={styles.badge} data-testid="unread">
                <span aria-hidden="true">{unread}</span>
                <span className="visually-hidden">
                  {group.unread >= UNREAD_CAP ? t('unreadCapped') : t('unread', { count: group.unread })}
                </span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function GroupChatList() {
  const t = useTranslations('chat');
  const view = useChatGroups();
  const now = new Date();
  return (
    <>
      <div className={styles.listHeader}>
        <ConnectionStatus />
      </div>
      {!view.loaded && view.error ? (
        <ErrorState error={view.error} onRetry={() => void view.reload()} />
      ) : !view.loaded ? (
        <GroupListSkeleton />
      ) : view.groups.length === 0 ? (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <ul className={styles.groups} aria-label={t('listLabel')}>
          {view.groups.map((group) => (
            <GroupRow key={group.id} group={group} now={now} />
          ))}
        </ul>
      )}
    </>
  );
}
