'use client';
// The reason beside an action a suspended account cannot take (Buy, consign, recharge, withdraw,
// saving a withdrawal card): the caller disables the action and points its aria-describedby here.
import { useTranslations } from 'next-intl';
import styles from './needs-network.module.css';

export function SuspendedNote({ suspended, id }: { suspended: boolean; id?: string }) {
  const t = useTranslations('suspended');
  if (!suspended) return null;
  return (
    <p className={styles.note} id={id} data-testid="suspended-note">
      {t('paused')}
    </p>
  );
}
