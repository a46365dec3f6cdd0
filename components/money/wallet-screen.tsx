'use client';
// Wallet (wallet/): the balance card, score with its refund application, the token wallet link
// and the movements grouped by day. Comes back up to date when the app returns to the front.
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useWallets } from '@/lib/api/hooks/use-feeds';
import { routeHref } from '@/lib/nav/href';
import { useSession } from '@/lib/session/use-session';
import { CallView } from '@/components/ui/call-view';
import { Cell, CellList } from '@/components/ui/cell-list';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { BalanceCard } from './balance-card';
import { LEDGER_PAGE_SIZE, LedgerList } from './ledger-list';
import { ScoreRefund } from './score-refund';
import { useRefreshOnFocus } from './use-refresh-on-focus';
import styles from './money.module.css';

export function WalletScreen() {
  const t = useTranslations('wallet');
  const routes = useTranslations('routes');
  const locale = useLocale();
  const session = useSession();
  const feed = useWallets({}, LEDGER_PAGE_SIZE);
  const { refresh: refreshUser } = session;
  const { refresh: refreshFeed } = feed;
  const refreshAll = useCallback(() => Promise.all([refreshUser(), refreshFeed()]), [refreshUser, refreshFeed]);
  useRefreshOnFocus(refreshAll, { pending: (session.data?.frozen ?? 0) > 0 });
  return (
    <div className={styles.screen}>
      <CallView
        call={session}
        skeleton={
          <SkeletonGroup label={t('loading')}>
            <Skeleton height={160} radius={12} />
          </SkeletonGroup>
        }
      >
        {(user) => (
          <>
            <BalanceCard user={user} />
            <ScoreRefund score={user.score} />
          </>
        )}
      </CallView>
      <CellList>
        <Cell icon="◆" label={routes('walletToken')} href={routeHref(locale, 'walletToken')} />
        <Cell icon="≡" label={routes('rechargeRecord')} href={routeHref(locale, 'rechargeRecord')} />
        <Cell icon="⇄" label={t('historyLink')} href={routeHref(locale, 'walletHistory')} />
      </CellList>
      <h2 className={styles.sectionTitle}>{t('ledgerTitle')}</h2>
      <LedgerList feed={feed} />
    </div>
  );
}
