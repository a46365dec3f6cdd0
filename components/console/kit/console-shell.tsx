'use client';
// The frame around every signed-in screen: a skip link to the screen, who is signed in (name and
// role), the language, sign out, and the navigation (a side column on a desktop, a row that
// scrolls sideways on a phone).
// Screens the role cannot open are not listed (the server refuses them anyway).
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { scrollToShow } from '@/components/ui/chips';
import { Link } from '@/components/ui/link';
import { Tag } from '@/components/ui/tag';
import { roleMay } from '@/lib/api/operator/facts';
import { SIGN_IN_PATH } from '@/lib/console/return-to';
import { consoleCall, setCsrfToken } from '@/lib/console/transport';
import { LanguageSelect } from './language-select';
import type { Me } from './console-screen';
import { CONSOLE_SCREENS, NAV_SCREENS, type ConsoleScreenId } from './screens';
import { setRead } from './use-console-read';
import styles from './console.module.css';

export function ConsoleShell({ me, screen, children }: { me: Me; screen: ConsoleScreenId; children: ReactNode }) {
  const t = useTranslations('console');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const title = t(`screens.${screen}`);

  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);

  // On a phone the navigation is a row wider than the screen: show the current screen's entry
  // (Operators is far to the right), scrolling only the row, never the page.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || current.offsetParent !== row) return;
    const left = scrollToShow(row, current);
    if (left !== null) row.scrollLeft = left;
  }, [screen]);

  const signOut = async () => {
    setBusy(true);
    try {
      await consoleCall('signOut', {});
    } catch {
      // Already signed out on the server (expired): forgetting it here is all that is left.
    }
    setCsrfToken(null);
    await setRead('me', {}, undefined);
    router.replace(SIGN_IN_PATH);
  };

  return (
    <div className={styles.shell}>
      {/* The first tab stop: past the header and the navigation (17 stops) to the screen itself. */}
      <a href="#console-main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <Link href="/console/" className={styles.brand}>
          {t('brand')}
        </Link>
        <div className={styles.who}>
          <span data-testid="console-operator">{me.name}</span>
          <Tag tone="accent">{t(`roles.${me.role}`)}</Tag>
        </div>
        <LanguageSelect />
        <Link href={CONSOLE_SCREENS.account.path} className={styles.headerLink}>
          {t('screens.account')}
        </Link>
        <Button variant="secondary" onClick={() => void signOut()} busy={busy}>
          {t('signOut')}
        </Button>
      </header>
      <nav ref={nav} className={styles.nav} aria-label={t('navLabel')}>
        <ul>
          {NAV_SCREENS.filter((id) => roleMay(me.role, CONSOLE_SCREENS[id].needs)).map((id) => (
            <li key={id}>
              <Link
                href={CONSOLE_SCREENS[id].path}
                className={id === screen ? `${styles.navLink} ${styles.navCurrent}` : styles.navLink}
                aria-current={id === screen ? 'page' : undefined}
              >
                {t(`screens.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="console-main" className={styles.main} tabIndex={-1}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}
