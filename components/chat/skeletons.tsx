// Loading shapes of the chat screens (also the prerendered HTML of the group screen).
import { useTranslations } from 'next-intl';
import { Skeleton, SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import styles from './chat.module.css';

export function GroupListSkeleton() {
  const t = useTranslations('chat');
  return (
    <SkeletonGroup label={t('loadingList')}>
      <ul className={styles.groups} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.groupRow}>
            <Skeleton width={44} height={44} radius={12} />
            <span className={styles.groupMain}>
              <SkeletonText lines={2} />
            </span>
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}

export function MessagesSkeleton() {
  const t = useTranslations('chat');
  return (
    <SkeletonGroup label={t('loadingGroup')}>
      {[0, 1, 2].map((i) => (
        <span key={i} className={styles.message} aria-hidden="true">
          <Skeleton width={36} height={36} radius={999} />
          <span className={styles.body}>
            <Skeleton width={i === 1 ? 120 : 200} height={40} radius={12} />
          </span>
        </span>
      ))}
    </SkeletonGroup>
  );
}
