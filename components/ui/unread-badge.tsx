'use client';
// The unread notification count (a red badge, "99+" past 99) on Mine's tab and its entry: the
// first page of GetNotifications, shared with the centre and kept live by the /ws connection.
// Nothing for a visitor or when all is read. The number is read out with its meaning.
import { useTranslations } from 'next-intl';
import { useNotifications } from '@/lib/api/hooks/use-reads';
import { useSessionStatus } from '@/lib/session/use-session-status';
import styles from './unread-badge.module.css';

export function UnreadBadge({ className }: { className?: string }) {
  const t = useTranslations('notify');
  const status = useSessionStatus();
  const page = useNotifications(status === 'authenticated' ? {} : null);
  const unread = page.data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-testid="unread-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{t('unreadBadge', { count: unread })}</span>
    </span>
  );
}
