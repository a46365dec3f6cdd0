'use client';
// The bottom tab bar (spec section 2): only on tab pages; 60 px, selected #D43030, 24 px icons,
// 10 px labels. Switching tabs relaunches (the in-app stack starts again at the tab), like
// the original app's tab switch.
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { routeHref } from '@/lib/nav/href';
import { setIntent } from '@/lib/nav/stack';
import { tabRoutes, type RouteId, type TabReading } from '@/lib/routes';
import {
  AssistIcon,
  CollectibleIcon,
  GavelIcon,
  GoodsIcon,
  HomeIcon,
  NoticeIcon,
  PickupIcon,
  UserIcon,
} from '@/components/icons/tab-icons';
import { UnreadBadge } from '@/components/ui/unread-badge';

type TabLabel = 'home' | 'pickup' | 'consumption' | 'auctions' | 'mine' | 'notice' | 'goods' | 'assist';

const TABS: Record<TabReading, Partial<Record<RouteId, { label: TabLabel; Icon: ComponentType }>>> = {
  1: {
    home: { label: 'home', Icon: HomeIcon },
    goodsPickup: { label: 'pickup', Icon: PickupIcon },
    goodsConsumption: { label: 'consumption', Icon: CollectibleIcon },
    goods: { label: 'auctions', Icon: GavelIcon },
    mine: { label: 'mine', Icon: UserIcon },
  },
  2: {
    home: { label: 'home', Icon: HomeIcon },
    notice: { label: 'notice', Icon: NoticeIcon },
    goods: { label: 'goods', Icon: GoodsIcon },
    assist: { label: 'assist', Icon: AssistIcon },
    mine: { label: 'mine', Icon: UserIcon },
  },
};

export function TabBar({ current, reading }: { current: RouteId; reading: TabReading }) {
  const t = useTranslations('tabs');
  const locale = useLocale();
  return (
    <nav className="tab-bar" aria-label={t('label')} data-testid="tab-bar">
      <ul className="tab-bar__list">
        {tabRoutes(reading).map((id) => {
          const tab = TABS[reading][id];
          if (!tab) return null;
          const selected = id === current;
          return (
            <li key={id} className="tab-bar__item">
              <Link
                href={routeHref(locale, id)}
                replace
                className="tab-bar__link"
                aria-current={selected ? 'page' : undefined}
                data-route={id}
                onClick={(event) => {
                  // A tap on the tab already open navigates nowhere: leave no intent behind.
                  const here = `${window.location.pathname}${window.location.search}`;
                  if (!event.defaultPrevented && routeHref(locale, id) !== here) setIntent('relaunch');
                }}
              >
                <tab.Icon />
                <span className="tab-bar__label">{t(tab.label)}</span>
                {id === 'mine' ? <UnreadBadge className="tab-bar__badge" /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
