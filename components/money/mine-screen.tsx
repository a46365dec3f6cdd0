'use client';
// Mine (tab 4): who I am, my money, my orders by status, every account page one tap away,
// language (the shell's section, passed in by the page) and log out.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { CallResult } from '@/lib/api/registry';
import { routeHref } from '@/lib/nav/href';
import { useNav } from '@/lib/nav/use-nav';
import type { RouteId } from '@/lib/routes';
import { useSession } from '@/lib/session/use-session';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { Cell, CellList } from '@/components/ui/cell-list';
import { Image } from '@/components/ui/image';
import { LogoutButton } from '@/components/ui/logout-button';
import { Tag } from '@/components/ui/tag';
import { UnreadBadge } from '@/components/ui/unread-badge';
import { BalanceCard } from './balance-card';
import { MineSkeleton } from './mine-skeleton';
import { useRefreshOnFocus } from './use-refresh-on-focus';
import styles from './money.module.css';

type User = CallResult<'getInfo'>;

/** Order statuses offered as shortcuts (orderStatus in lib/api/schemas/orders.ts). */
export const ORDER_SHORTCUTS = ['owned', 'consigned', 'delivery_requested', 'shipped', 'delivered'] as const;

const ICONS: Record<(typeof ORDER_SHORTCUTS)[number], string> = {
  owned: '▣',
  consigned: '⇄',
  delivery_requested: '⌂',
  shipped: '➜',
  delivered: '✓',
};

function Profile({ user }: { user: User }) {
  const t = useTranslations('mine');
  const locale = useLocale();
  const initial = Array.from(user.nickname.trim())[0] ?? '?';
  return (
    <header className={styles.profile}>
      {user.avatar ? (
        <Image className={styles.avatar} src={user.avatar} alt={t('avatar')} width={64} height={64} eager />
      ) : (
        <span className={`${styles.avatar} ${styles.avatarInitial}`} aria-hidden="true">
          {initial.toUpperCase()}
        </span>
      )}
      <div className={styles.who}>
        <h2 className={styles.nickname} data-testid="mine-nickname">
          {user.nickname}
        </h2>
        <p className={styles.phone}>{user.phone}</p>
        <p className={styles.level}>
          <Tag tone="warning">
            <span lang={user.level.lang?.name}>{t('level', { name: user.level.name })}</span>
          </Tag>
        </p>
      </div>
      <Link className={styles.profileLink} href={routeHref(locale, 'settings')}>
        {t('editProfile')}
      </Link>
    </header>
  );
}

function Orders() {
  const t = useTranslations('mine');
  const locale = useLocale();
  return (
    <Card
      title={t('orders')}
      actions={
        <Link className={styles.textLink} href={routeHref(locale, 'orders')}>
          {t('allOrders')}
        </Link>
      }
    >
      <ul className={styles.shortcuts}>
        {ORDER_SHORTCUTS.map((status) => (
          <li key={status}>
            <Link className={styles.shortcut} href={routeHref(locale, 'orders', { status })}>
              <span className={styles.shortcutIcon} aria-hidden="true">
                {ICONS[status]}
              </span>
              <span>{t(`order.${status}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Every account page; the two cells that show a state fill it in once the user has loaded. */
function Links({ user }: { user: User | undefined }) {
  const t = useTranslations('mine');
  const routes = useTranslations('routes');
  const locale = useLocale();
  const cell = (id: RouteId, icon: string, value?: ReactNode) => (
    <Cell key={id} icon={icon} label={routes(id)} value={value} href={routeHref(locale, id)} />
  );
  return (
    <>
      <CellList title={t('alerts')}>
        {cell('notifications', '✦', <UnreadBadge />)}
        {cell('watchlist', '♡')}
      </CellList>
      <CellList title={t('money')}>
        {cell('wallet', '¥')}
        {cell('walletToken', '◆')}
        {cell('rechargeRecord', '≡')}
        {cell('bank', '▭')}
      </CellList>
      <CellList title={t('account')}>
        {cell('settings', '⚙')}
        {cell('nickname', '✎')}
        {cell('security', '◈')}
        {cell('payPassword', '#', user ? (user.hasPayPassword ? t('set') : t('notSet')) : undefined)}
        {cell('identity', '☑', user ? t(`identity.${user.identityStatus}`) : undefined)}
        {cell('addresses', '⌂')}
      </CellList>
      <CellList title={t('community')}>
        {cell('invite', '✉')}
        {cell('team', '☷')}
        {cell('groupChatList', '☏')}
        {cell('notice', '!')}
        {cell('company', 'ℹ')}
      </CellList>
    </>
  );
}

export function MineScreen({ language }: { language?: ReactNode }) {
  const session = useSession();
  const nav = useNav();
  useRefreshOnFocus(session.refresh);
  return (
    <div className={styles.screen}>
      {/* Only the part that shows the user waits for them; the rest of the screen is there at
          once and does not move when they arrive (the placeholders have the loaded heights). */}
      <CallView call={session} skeleton={<MineSkeleton />}>
        {(user) => (
          <>
            <Profile user={user} />
            <BalanceCard user={user} />
          </>
        )}
      </CallView>
      <Orders />
      <Links user={session.data} />
      {language}
      <LogoutButton block className={styles.logout} onDone={() => nav.relaunch('home')} />
    </div>
  );
}
