'use client';
// One-key WeiPai: consign every owned item at once, after a confirmation listing them and the
// price each is listed at (the platform's rule price, from what was paid). The ids sent are
// exactly the ones listed, so nothing unseen is consigned.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { useOrderList } from '@/lib/api/hooks/use-feeds';
import { PAGE_SIZE_MAX } from '@/lib/api/limits';
import { formatMoney } from '@/lib/format';
import { Dialog } from '@/components/ui/dialog';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { FeedView, feedPhase } from '@/components/ui/feed-view';
import { useErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import { recheckTermsOn } from '@/components/ui/terms-update';
import { OfflineNote, useOffline } from '@/components/ui/needs-network';
import styles from './orders.module.css';

export function ConsignAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('orders');
  const offline = useOffline();
  const locale = useLocale();
  const errorText = useErrorText();
  const owned = useOrderList(open ? { status: 'owned' } : null, PAGE_SIZE_MAX);
  const consignAll = useApiMutation('OneKeyProductWeiPai');
  const [formError, setFormError] = useState<string | null>(null);
  const items = owned.items;
  const money = (n: number) => formatMoney(n, locale);

  async function confirm() {
    if (items.length === 0) {
      onClose();
      return;
    }
    setFormError(null);
    try {
      const result = await consignAll.trigger({ ids: items.map((o) => o.id) }, { toast: false });
      toast(t('consignedAll', { count: result.count }));
      onClose();
    } catch (e) {
      recheckTermsOn(e);
      setFormError(errorText(e));
    }
  }

  if (!open) return null;
  const loading = feedPhase(owned) === 'loading';
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('consignAllTitle')}
      confirmLabel={items.length > 0 ? t('consignAllConfirm', { count: items.length }) : t('close')}
      busy={consignAll.isMutating}
      confirmDisabled={loading || (offline && items.length > 0)}
      onConfirm={() => void confirm()}
    >
      <FeedView
        inline
        feed={owned}
        skeleton={
          <SkeletonGroup label={t('loading')}>
            <SkeletonText lines={3} />
          </SkeletonGroup>
        }
        empty={<p>{t('nothingToConsign')}</p>}
      >
        {(listed) => (
          <>
            <p>{t('consignAllIntro', { count: listed.length })}</p>
            <ul className={styles.consignList} data-testid="consign-all-list">
              {listed.map((o) => (
                <li key={o.id}>
                  <span className={styles.consignName}>
                    {o.productName} × {o.quantity}
                  </span>
                  <span className={styles.consignPrice}>{money(o.price)}</span>
                </li>
              ))}
            </ul>
            {owned.total > listed.length ? (
              <p className={styles.meta}>{t('consignAllMore', { count: owned.total - listed.length })}</p>
            ) : null}
            <p className={styles.warning}>{t('notGuaranteed')}</p>
            <p className={styles.meta}>{t('consignAllRule')}</p>
          </>
        )}
      </FeedView>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <OfflineNote offline={offline && items.length > 0} />
    </Dialog>
  );
}
