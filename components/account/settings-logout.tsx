'use client';
// Log out at the foot of Settings: ends the session, forgets private data, and goes home.
import { useNav } from '@/lib/nav/use-nav';
import { LogoutButton } from '@/components/ui/logout-button';
import styles from './account.module.css';

export function SettingsLogout() {
  const nav = useNav();
  return (
    <div className={styles.logout}>
      <LogoutButton block onDone={() => nav.relaunch('home')} />
    </div>
  );
}
