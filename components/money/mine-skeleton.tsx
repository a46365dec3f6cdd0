'use client';
// Mine while the user loads: the profile header and the balance card at their loaded heights, so
// nothing moves when they arrive. Also the login gate's placeholder on Mine's exported page (what a
// phone paints before any script runs): the balance card's bone holds a text slot that a repeat
// visit fills with the balance this user last saw (lib/first-texts.ts).
import { useTranslations } from 'next-intl';
import { Skeleton, SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { BALANCE_SLOT } from '@/lib/first-texts';
import styles from './money.module.css';

/** The loaded profile header's and balance card's heights (money.module.css), kept by their placeholders. */
const PROFILE_HEIGHT = 108;
const BALANCE_CARD_HEIGHT = 213;

export function MineSkeleton() {
  const t = useTranslations('mine');
  return (
    <SkeletonGroup label={t('loading')}>
      <div className={styles.screen}>
        <div className={styles.profile} style={{ minHeight: PROFILE_HEIGHT }}>
          <Skeleton width={64} height={64} radius={32} />
          <div className={styles.who}>
            <SkeletonText lines={3} />
          </div>
        </div>
        <Skeleton
          height={BALANCE_CARD_HEIGHT}
          radius="var(--radius-card)"
          textSlot={{ name: BALANCE_SLOT, className: styles.balanceSlot }}
        />
      </div>
    </SkeletonGroup>
  );
}
