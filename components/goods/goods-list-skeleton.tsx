'use client';
// What goods/ shows before its list arrives (also the prerendered HTML): chips and card shapes.
import { useTranslations } from 'next-intl';
import { PRIORITY_CARDS, ProductCardSkeleton } from '@/components/ui/product-card';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { Waterfall } from '@/components/ui/waterfall';

export function GoodsListSkeleton({ count = 6 }: { count?: number }) {
  const t = useTranslations('goods');
  return (
    <SkeletonGroup label={t('loading')}>
      <Waterfall
        items={Array.from({ length: count }, (_, i) => i)}
        itemKey={(i) => i}
        renderItem={(i) => <ProductCardSkeleton photoSlot={i < PRIORITY_CARDS ? i : undefined} />}
      />
    </SkeletonGroup>
  );
}
