'use client';
// Actions that need the server (buying, recharging, withdrawing, consigning, sending chat, every
// form) are disabled offline with this explanation: they are never queued and replayed later.
import { useTranslations } from 'next-intl';
import { useOnline } from '@/lib/pwa/use-online';
import styles from './needs-network.module.css';

/** True while offline: the caller disables its action and shows `<OfflineNote />` beside it. */
export function useOffline(): boolean {
  return !useOnline();
}

/** The explanation next to a disabled action; renders nothing while online. */
export function OfflineNote({ offline }: { offline: boolean }) {
  const t = useTranslations('pwa');
  if (!offline) return null;
  return (
    <p className={styles.note} role="status" data-testid="needs-network">
      {t('needsNetwork')}
    </p>
  );
}
