'use client';
// Every console screen but sign-in: the session gate and the shell. The gate reads `me`: no
// session (401, also later when it expires mid-work) goes to sign-in with `from` = this screen,
// so signing in again comes back here; a temporary password goes to the password screen first.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { createContext, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { isApiError } from '@/lib/api/client/api-error';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { PASSWORD_PATH, SIGN_IN_PATH, withReturn } from '@/lib/console/return-to';
import { onSessionProblem } from '@/lib/console/transport';
import { ConsoleShell } from './console-shell';
import type { ConsoleScreenId } from './screens';
import { useConsoleRead } from './use-console-read';
import styles from './console.module.css';

export type Me = OperatorAnswer<'me'>;
const MeContext = createContext<Me | null>(null);

/** The signed-in operator (inside ConsoleScreen). */
export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside ConsoleScreen');
  return me;
}

function here(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Sends the operator to sign-in (or the password screen) whenever the server says so. */
function useSessionRedirects(needsPassword: boolean, signedOut: boolean) {
  const router = useRouter();
  useEffect(
    () =>
      onSessionProblem((error) => {
        const target = error.reason === 'password_change_required' ? PASSWORD_PATH : SIGN_IN_PATH;
        router.replace(withReturn(target, here()));
      }),
    [router],
  );
  useEffect(() => {
    if (signedOut) router.replace(withReturn(SIGN_IN_PATH, here()));
    else if (needsPassword) router.replace(withReturn(PASSWORD_PATH, here()));
  }, [needsPassword, signedOut, router]);
}

function ScreenSkeleton() {
  const t = useTranslations('console');
  return (
    <SkeletonGroup label={t('loading')}>
      <SkeletonText lines={4} />
    </SkeletonGroup>
  );
}

export function ConsoleScreen({ screen, children }: { screen: ConsoleScreenId; children: ReactNode }) {
  const me = useConsoleRead('me', {});
  const signedOut = isApiError(me.error) && me.error.status === 401;
  const needsPassword = me.data?.mustChangePassword === true;
  useSessionRedirects(needsPassword, signedOut);

  if (me.data && !needsPassword) {
    return (
      <MeContext.Provider value={me.data}>
        <ConsoleShell me={me.data} screen={screen}>
          <Suspense fallback={<ScreenSkeleton />}>{children}</Suspense>
        </ConsoleShell>
      </MeContext.Provider>
    );
  }
  if (me.error && !signedOut) {
    return (
      <main className={styles.main}>
        <ErrorState error={me.error} onRetry={() => void me.refresh()} />
      </main>
    );
  }
  return (
    <main className={styles.main}>
      <ScreenSkeleton />
    </main>
  );
}
